import ErrandCatalog
import ErrandLanguage
import Foundation

/// "When does it end", after the next meeting was said, asks when the one thing the last turn
/// told of is over: its start and its length say so ("Design review ends today at three PM.").
/// It was "Sorry, there's no "end" on your calendar.": the model took "end" for the event's
/// name. The guidelines ask for dialogue that gets people what they want in as few steps as
/// possible, and the answer was in hand.
extension ConversationEngine {
    /// The end of the one thing the last request done told of, when `text` asks when it ends and
    /// points back at it ("when does it end", "when is that over"), and the words alone are not
    /// understood or only guessed at by the model; `nil` otherwise.
    func endOfTheDone(_ text: String, best: Interpretation?, session: ConversationSession, context: RequestContext)
        -> AssistantResponse?
    {
        let words = AnswerParser.words(text)
        guard Self.asksWhenItEnds(words), best.map({ $0.source == .model }) ?? true,
            session.pending == nil, let done = session.lastDone, session.lastRequest == done,
            let last = session.lastResponse, last.kind == .success, let app = catalog.app(done.app),
            let (title, start, length) = Self.timeSpan(in: last.outputs)
        else { return nil }
        let end = ValueFormatter(for: context, app: app)
            .format(.dateTime(start.addingTimeInterval(length)), type: .dateTime, inSentence: true)
        return AssistantResponse(kind: .success, speech: "\(title ?? "It") ends \(end).", outputs: last.outputs)
    }

    /// Whether `words` ask when what was just said ends: a question of time ("when", "what
    /// time"), a word that points back ("it", "that") and a word of ending.
    static func asksWhenItEnds(_ words: [String]) -> Bool {
        guard words.count <= 7, let first = words.first,
            first == "when" || (first == "what" && words.dropFirst().first == "time")
        else { return false }
        return words.contains { ["it", "that"].contains($0) }
            && words.contains { ["end", "ends", "finish", "finishes", "over"].contains($0) }
    }

    /// The title, start and length of the one thing `outputs` tell of: their own start and
    /// length, or those of the one entity among them that has one of each.
    static func timeSpan(in outputs: [String: Value]) -> (String?, Date, TimeInterval)? {
        func span(of values: [String: Value]) -> (Date, TimeInterval)? {
            let starts = values.values.compactMap { if case .dateTime(let date) = $0 { date } else { nil } }
            let lengths = values.values.compactMap { if case .duration(let seconds) = $0 { seconds } else { nil } }
            guard starts.count == 1, lengths.count == 1 else { return nil }
            return (starts[0], lengths[0])
        }
        if let (start, length) = span(of: outputs) {
            let title = outputs.values.compactMap { if case .string(let title) = $0 { title } else { nil } }
            return (title.count == 1 ? title[0] : nil, start, length)
        }
        let entities = outputs.values.compactMap { value -> (String, Date, TimeInterval)? in
            guard case .entity(let entity) = value, let (start, length) = span(of: entity.properties) else {
                return nil
            }
            return (entity.title, start, length)
        }
        guard entities.count == 1, let (title, start, length) = entities.first else { return nil }
        return (title, start, length)
    }
}
