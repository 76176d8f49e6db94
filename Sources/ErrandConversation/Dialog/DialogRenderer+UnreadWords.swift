import ErrandLanguage
import Foundation

extension DialogRenderer {
    /// `response` led by one sentence that names the words of the request that were not
    /// understood (`I didn't understand "oat milk".`), or `response` itself when there are none.
    ///
    /// The sentence leads the way a reason leads a follow-up question: first in the speech and,
    /// on a screen, first in the card's text, so a person who only reads the card is told too.
    /// The words are quoted as the person wrote them.
    ///
    /// ```swift
    /// renderer.noticing(reading.unreadWords, before: renderer.confirmation(values: values, outputs: outputs))
    /// // I didn't understand "oat milk". Your small cappuccino will be three dollars. Ready to order?
    /// ```
    public func noticing(_ unread: [UnreadWords], before response: AssistantResponse) -> AssistantResponse {
        guard !unread.isEmpty else { return response }
        let quoted = unread.map { "\"\($0.text)\"" }
        return leading("I didn't understand \(Self.listFormatter.list(quoted, conjunction: "or")).", before: response)
    }

    /// `response` led by `sentence`, in its speech and, on a screen, in its card's text.
    public func leading(_ sentence: String, before response: AssistantResponse) -> AssistantResponse {
        var led = response
        led.speech = sentence + " " + response.speech
        if modality == .screen {
            var card = response.display ?? DisplayCard()
            card.text = [sentence, card.text].compactMap { $0 }.joined(separator: " ")
            led.display = card
        }
        return led
    }

    private static let listFormatter = ValueFormatter(
        style: .written, app: nil, timeZone: .current, now: Date(timeIntervalSince1970: 0))
}
