import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that reads a word or two said alone, after a request was done, as the action of
    /// the same app that one of its phrases says with those words and one more: "next", said
    /// after "play kind of blue", is "next song" (the music app's), not the next event on the
    /// calendar, which is what the model reads alone. "One" stands for that last word: "next
    /// one" is "next song" too.
    ///
    /// The last word must be a word of the phrase, not a value: "play" is no short way to say
    /// "play {media}". Taken only when one action of the app is said so, and when no phrase of
    /// another action reads the words as they are ("pause" stays the pause it says). A question
    /// word is no such lead: "what's", alone, asks what was said, not what is playing.
    func saidShort(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        guard let last = session.lastDone, let app = catalog.app(last.app) else { return nil }
        let words = AnswerParser.words(text).filter { !AnswerParser.politeWords.contains($0) }
        guard (1...2).contains(words.count) else { return nil }
        let lead = words.last == "one" ? Array(words.dropLast()) : words
        guard let first = lead.first, !Self.questionWords.contains(first) else { return nil }
        let sayers = app.actions.filter { action in
            action.phrases.contains { Self.saysWithOneWordMore(PhraseTemplate($0), lead) }
        }
        guard sayers.count == 1, let action = sayers.first else { return nil }
        if let best = bestInterpretation(of: text, context: context, pending: nil), best.source == .template,
            best.app != app.id || best.action != action.id
        {
            return nil
        }
        let reading = Interpretation(app: app.id, action: action.id, parameters: [:], confidence: 1, source: .template)
        return await start(reading, said: text, in: &session, context: context)
    }

    static let questionWords: Set<String> = [
        "what", "what's", "who", "who's", "when", "when's", "where", "where's", "which", "how", "how's", "why",
    ]

    /// Whether a saying of `phrase` is `lead` and one literal word after it.
    private static func saysWithOneWordMore(_ phrase: PhraseTemplate, _ lead: [String]) -> Bool {
        phrase.expansions().contains { saying in
            let said = saying.split(separator: " ")
            guard said.count == lead.count + 1, let end = said.last, !end.hasPrefix("{"), !end.hasPrefix("<") else {
                return false
            }
            return zip(said, lead).allSatisfy { $0 == $1 }
        }
    }
}
