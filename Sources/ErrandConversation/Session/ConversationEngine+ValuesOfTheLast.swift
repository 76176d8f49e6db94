import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that reads `text`, only values of the question just asked ("this month", after
    /// "how much did i spend on lunch"), as that question again with them in place and its other
    /// values kept: "This month, you didn't send anyone any money for lunch." It was read as a
    /// question alone, and "lunch" was dropped.
    ///
    /// Taken only when the words read as the same action, however unsure, an information one
    /// (asking again of something else is how a question is followed up; an order said again is
    /// a new order), and its values are every word said. `nil` otherwise.
    func valuesOfTheLast(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        // NB: a few words at most, so most turns are not read again.
        let words = Tokenizer.tokens(of: text).filter(\.isWordLike)
        guard !words.isEmpty, words.count <= Self.mostWordsOfValuesAlone, let last = session.lastRequest,
            let action = catalog.action(named: last.action, in: last.app), action.category == .information
        else { return nil }
        let asLast = last.askedAgain
        // NB: read in the question's own words, in place of the value it had or after them, when
        // the words alone are not understood: "tomorrow", after "what did i have yesterday", is
        // "what did i have tomorrow" (no reading of the word alone was the calendar's). The
        // request so said is what the next such turn is read in.
        if best.map({ !isSure($0) }) ?? true, let said = last.said,
            let (reading, placed) = await readInPlace(
                FollowUpWords(unmarked: text), of: said, last: last, action: action, pending: asLast,
                context: context, atTheEnd: true, accepting: { Self.valuesSayEveryWord(of: text, reading: $0) })
        {
            return await start(carrying(last, under: reading), said: placed, in: &session, context: context)
        }
        // NB: a reading under the bar too: "last week" alone is, as nothing says which app it is
        // for; every word a value of the action just asked says it.
        let readings = understanding.allReadings(
            of: text, context: understandingContext(context, pending: asLast, lastApp: last.app))
        guard let reading = readings.first(where: { $0.app == last.app && $0.action == last.action }),
            !reading.parameters.isEmpty
        else { return nil }
        let spans = reading.parameters.values.compactMap(\.offsets)
        guard words.allSatisfy({ word in spans.contains { $0.contains(word.offsets.lowerBound) } }) else { return nil }
        return await start(carrying(last, under: reading), said: text, in: &session, context: context)
    }

    /// Whether every word of `text` is a word of one of `reading`'s values, read in other words,
    /// and each value is one only its type's words make (a day, an amount, a stretch of time):
    /// in the words of "what am i doing tomorrow", "what's my next meeting" reads as a day
    /// still to be resolved, and "read my messages" after "any messages from amy" as a sender.
    private static func valuesSayEveryWord(of text: String, reading: Interpretation) -> Bool {
        guard reading.parameters.values.allSatisfy({ isOnlyOfItsType($0.value) }) else { return false }
        let valueWords = Set(
            reading.parameters.values.flatMap { Tokenizer.tokens(of: $0.text.lowercased()).map(\.text) })
        return Tokenizer.tokens(of: text.lowercased()).filter(\.isWordLike).allSatisfy { valueWords.contains($0.text) }
    }

    /// The most words values said alone are read as the last question's: "the week before last".
    static let mostWordsOfValuesAlone = 4

    /// Whether `value` is one that words make only when they say a value of its type: not text,
    /// nor a person, place, entity, link or file, which any words may name until resolved.
    private static func isOnlyOfItsType(_ value: Value) -> Bool {
        switch value {
        case .string, .person, .place, .entity, .url, .file: false
        case .list(let items): items.allSatisfy(isOnlyOfItsType)
        default: true
        }
    }
}
