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
    /// request of (`best` is `nil`, or the model's guess at another app when the words point back
    /// with "it" or "that"), from the one output of that kind of the last request, when it was
    /// just done; `nil` otherwise. The answer is the sentence of the last turn that said the
    /// value, else the output's title and value ("Ready in fifteen minutes."), else, for an
    /// amount, what it came to. ("How long is it", after "when is the design review", was a
    /// workout's: "You don't have a workout going.")
    func askedOfTheDone(_ text: String, best: Interpretation?, session: ConversationSession, context: RequestContext)
        -> AssistantResponse?
    {
        let words = AnswerParser.words(text)
        let pointsBack = words.contains(where: Self.pointingBack.contains)
        guard best.map({ pointsBack && $0.source == .model && $0.app != session.lastDone?.app }) ?? true,
            session.pending == nil, let done = session.lastDone, session.lastRequest == done,
            let last = session.lastResponse, last.kind == .success, let app = catalog.app(done.app),
            let action = app.action(named: done.action), let kinds = Self.askedKinds(words)
        else { return nil }
        // NB: what the request was given answers too when nothing it gave back does: "when is it
        // due", after a task was added due at six, is the task's due date (not understood).
        let outputs = action.outputs.compactMap { output in
            last.outputs[output.id].map { (type: output.type, title: output.title, value: $0) }
        }
        let given = action.parameters.compactMap { parameter in
            done.values[parameter.id].map { (type: parameter.type, title: Optional(parameter.title), value: $0) }
        }
        let ofOutputs = outputs.filter { kinds.contains($0.type) }
        let asked = ofOutputs.isEmpty ? given.filter { kinds.contains($0.type) } : ofOutputs
        guard asked.count == 1, let (type, title, value) = asked.first else {
            return asked.isEmpty && kinds == [.duration]
                ? howLongTheThingDone(lasts: last, app: app, context: context) : nil
        }
        let said = ValueFormatter(for: context, app: app).format(value, type: type, inSentence: true)
        var sentences = last.speech.split(separator: ". ").map { $0.hasSuffix(".") ? String($0) : $0 + "." }
        // NB: of what it was given, the clause that says it: "Due today at six PM.", not the
        // whole of "I added … to your inbox list, due today at six PM."
        if ofOutputs.isEmpty { sentences = sentences.flatMap(Self.clauses) }
        // NB: an amount with no title is what the request came to: "It came to four dollars."
        guard
            let answer = sentences.first(where: { $0.range(of: said, options: .caseInsensitive) != nil })
                ?? title.map({ "\($0) \(said)." }) ?? (type == .currency ? "It came to \(said)." : nil)
        else { return nil }
        return AssistantResponse(kind: .success, speech: answer, outputs: last.outputs)
    }

    /// The clauses of `sentence` between its commas, each written as a sentence.
    private static func clauses(of sentence: String) -> [String] {
        sentence.dropLast().components(separatedBy: ", ").map { clause in
            clause.prefix(1).uppercased() + clause.dropFirst() + "."
        }
    }

    /// How long the one thing the last turn gave lasts, when it gave one with a length of time
    /// ("how long is it", after "what's my next meeting": "Design review lasts one hour.").
    private func howLongTheThingDone(lasts last: AssistantResponse, app: AppDefinition, context: RequestContext)
        -> AssistantResponse?
    {
        let lengths = last.outputs.values.compactMap { value -> (String, Value)? in
            guard case .entity(let entity) = value else { return nil }
            let durations = entity.properties.values.filter { if case .duration = $0 { true } else { false } }
            return durations.count == 1 ? (entity.title, durations[0]) : nil
        }
        guard lengths.count == 1, let (title, length) = lengths.first else { return nil }
        let said = ValueFormatter(for: context, app: app).format(length, type: .duration, inSentence: true)
        return AssistantResponse(kind: .success, speech: "\(title) lasts \(said).", outputs: last.outputs)
    }

    /// The kinds of value a question asks for: a length of time ("how long"), a time or a length
    /// of time ("when", "how soon", "what time"), or money ("how much", "what did it cost"); `nil`
    /// for other words.
    private static func askedKinds(_ words: [String]) -> Set<ValueType>? {
        guard let first = words.first, ["when", "how", "what", "what's", "whats"].contains(first) else { return nil }
        let second = words.dropFirst().first
        if first == "how", second == "long" { return [.duration] }
        if first == "when" || second == "soon" || (second == "time" && first != "how") {
            return [.duration, .dateTime, .time]
        }
        if second == "much" || words.contains(where: { ["cost", "price", "total"].contains($0) }) {
            return [.currency]
        }
        return nil
    }
}
