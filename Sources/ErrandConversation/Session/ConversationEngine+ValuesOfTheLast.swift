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
    func valuesOfTheLast(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        // NB: a few words at most, so most turns are not read again.
        let words = Tokenizer.tokens(of: text).filter(\.isWordLike)
        guard !words.isEmpty, words.count <= Self.mostWordsOfValuesAlone, let last = session.lastRequest,
            catalog.action(named: last.action, in: last.app)?.category == .information
        else { return nil }
        // NB: a reading under the bar too: "last week" alone is, as nothing says which app it is
        // for; every word a value of the action just asked says it.
        let asLast = last.askedAgain
        let readings = understanding.allReadings(
            of: text, context: understandingContext(context, pending: asLast, lastApp: last.app))
        guard let reading = readings.first(where: { $0.app == last.app && $0.action == last.action }),
            !reading.parameters.isEmpty
        else { return nil }
        let spans = reading.parameters.values.compactMap(\.offsets)
        guard words.allSatisfy({ word in spans.contains { $0.contains(word.offsets.lowerBound) } }) else { return nil }
        return await start(carrying(last, under: reading), said: text, in: &session, context: context)
    }

    /// The most words values said alone are read as the last question's: "the week before last".
    static let mostWordsOfValuesAlone = 4
}
