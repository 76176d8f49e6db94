import ErrandConversation
import Foundation

extension AssistantResponse {
    /// What a shortcut says and shows for a result it gives the person: a Show result step's
    /// text, or the result a Stop step ends the run with.
    ///
    /// The value is written as text (`ShortcutValueConverter.text`); on a screen the same text
    /// is shown on a card.
    public static func shownResult(_ value: ShortcutValue, context: RequestContext) -> AssistantResponse {
        let shown = ShortcutValueConverter(timeZone: context.timeZone, now: context.now).text(value)
        let card = context.modality == .screen ? DisplayCard(text: shown) : nil
        return AssistantResponse(kind: .success, speech: shown, display: card)
    }
}
