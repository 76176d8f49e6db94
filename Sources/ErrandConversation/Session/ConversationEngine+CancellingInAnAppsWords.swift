import ErrandCatalog
import ErrandLanguage
import Foundation

extension ConversationEngine {
    /// The turn when an app has a phrase of its own for the words that call something off:
    /// "cancel my order", said with nothing open, is the coffee shop's `CancelOrder`, which takes
    /// back the drinks not made yet. It was "That's already done, so there's nothing to cancel."
    /// Only a sure reading of the phrase's own words counts, with no value taken from them: "cancel
    /// the whole thing" is no calendar event called "whole thing". Just after another app's
    /// request, the words are about that one: "cancel my order" after the soup was ordered is
    /// not the coffee shop's. `nil` when no app has one.
    func cancellingInAnAppsWords(_ text: String, in session: inout ConversationSession, context: RequestContext)
        async -> AssistantResponse?
    {
        guard let reading = bestInterpretation(of: text, context: context, pending: nil),
            reading.source == .template, reading.parameters.isEmpty, isSure(reading),
            session.lastRequest.map({ $0.app == reading.app }) ?? true
        else { return nil }
        return await start(reading, said: text, in: &session, context: context)
    }
}
