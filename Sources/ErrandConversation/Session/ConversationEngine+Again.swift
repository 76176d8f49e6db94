import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// What people say to have the last thing done again, as to a barista: "same again".
    static let againPhrases: Set<String> = [
        "again", "again please", "do that again", "do it again", "same again", "same again please", "the same again",
        "the same again please", "one more time", "do that one more time", "do it one more time", "another one",
        "another one please", "and another one", "one more", "one more please",
    ]

    /// Whether `text` asks to do the last request done again ("same again").
    public static func asksToDoAgain(_ text: String) -> Bool {
        againPhrases.contains(AnswerParser.words(text).joined(separator: " "))
    }

    /// The last request done, started again with the same values: asked, confirmed and handled
    /// as a new request (an order is confirmed again, with its price). With nothing done in this
    /// conversation, the person's last request (`habits`): "same again", first thing in the
    /// morning, is yesterday's last order. "There's nothing to do again yet." when neither is known.
    func doAgain(in session: inout ConversationSession, context: RequestContext) async -> AssistantResponse {
        guard let done = recalledRequest(.lastTime, session: session, context: context) else {
            session.pending = nil
            return AssistantResponse(kind: .notUnderstood, speech: "There's nothing to do again yet.")
        }
        let again = Interpretation.of(app: done.app, action: done.action, values: done.values, source: .phrase)
        return await start(again, in: &session, context: context)
    }
}
