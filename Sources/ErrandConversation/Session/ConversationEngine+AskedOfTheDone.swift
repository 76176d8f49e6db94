import ErrandCatalog
import ErrandLanguage
import Foundation

/// A question about what the request just done gave back: "when will it be ready" or "how
/// long will it take" after a coffee was ordered says "It will be ready in five minutes.", and
/// "how much was it" after soup was ordered says what it came to. They were "Sorry, I didn't
/// understand that.", though the answer was in hand. The guidelines ask for dialogue that
/// gets people what they want in as few steps as possible.
extension ConversationEngine {
    /// The answer to `text`, a question of time or of cost that the words alone do not make a
    /// request of (`best` is `nil`), from the one output of that kind of the last request, when
    /// it was just done; `nil` otherwise. The answer is the sentence of the last turn that said
    /// the value, else the output's title and value ("Ready in fifteen minutes."), else, for an
    /// amount, what it came to.
    func askedOfTheDone(_ text: String, best: Interpretation?, session: ConversationSession, context: RequestContext)
        -> AssistantResponse?
    {
        guard best == nil, session.pending == nil, let done = session.lastDone, session.lastRequest == done,
            let last = session.lastResponse, last.kind == .success, let app = catalog.app(done.app),
            let action = app.action(named: done.action), let kinds = Self.askedKinds(AnswerParser.words(text))
        else { return nil }
        let asked = action.outputs.filter { kinds.contains($0.type) && last.outputs[$0.id] != nil }
        guard asked.count == 1, let output = asked.first, let value = last.outputs[output.id] else { return nil }
        let said = ValueFormatter(for: context, app: app).format(value, type: output.type, inSentence: true)
        let sentences = last.speech.split(separator: ". ").map { $0.hasSuffix(".") ? String($0) : $0 + "." }
        // NB: an amount with no title is what the request came to: "It came to four dollars."
        guard
            let answer = sentences.first(where: { $0.range(of: said, options: .caseInsensitive) != nil })
                ?? output.title.map({ "\($0) \(said)." }) ?? (output.type == .currency ? "It came to \(said)." : nil)
        else { return nil }
        return AssistantResponse(kind: .success, speech: answer, outputs: last.outputs)
    }

    /// The kinds of value a question asks for: a time or a length of time ("when", "how long",
    /// "how soon", "what time"), or money ("how much", "what did it cost"); `nil` for other words.
    private static func askedKinds(_ words: [String]) -> Set<ValueType>? {
        guard let first = words.first, ["when", "how", "what", "what's", "whats"].contains(first) else { return nil }
        let second = words.dropFirst().first
        if first == "when" || ["long", "soon"].contains(second) || (second == "time" && first != "how") {
            return [.duration, .dateTime, .time]
        }
        if second == "much" || words.contains(where: { ["cost", "price", "total"].contains($0) }) {
            return [.currency]
        }
        return nil
    }
}
