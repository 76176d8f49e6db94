import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that reads `text`, said with the verb the last request started with and not
    /// understood alone, as a follow-up of it with no mark: "add bread", after "add milk to my
    /// shopping list", adds bread to the groceries list too, as "and bread" or "add bread too"
    /// does. It was "Sorry, I didn't understand that.": the app's phrases name the list, and the
    /// words alone say none.
    ///
    /// Taken only when `best`, the reading of the words alone, is none or a guess that is not as
    /// sure as a new request, and only when the words read into the last request's
    /// (`readInPlace`) give that action a new value, every other value as before, with the verb
    /// read as the phrase's. The last request may have been done, refused ("Milk is already on
    /// your groceries list") or declined. Words read alone as a request stay one: "order a
    /// mocha" after a large latte is a small mocha.
    func sameVerbAgain(
        _ text: String, best: Interpretation?, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        guard best.map({ !isSure($0) }) ?? true, let last = session.lastRequest, let said = last.said,
            let action = catalog.action(named: last.action, in: last.app)
        else { return nil }
        let words = AnswerParser.words(text)
        // NB: words that point back ("send it tomorrow", after a payment to Bob was called off)
        // say the thing again, which a follow-up with no mark cannot: it paid "It Tomorrow".
        guard words.count > 1, words.first == AnswerParser.words(said).first,
            !words.contains(where: Self.pronouns.contains)
        else { return nil }
        let asLast = last.askedAgain
        guard
            let (reading, placed) = await readInPlace(
                FollowUpWords(unmarked: text), of: said, last: last, action: action, pending: asLast, context: context)
        else { return nil }
        // NB: the verb is the phrase's, not a value's: "remind me about the dentist", after "remind
        // me to call mom", is no task called "remind me about the dentist".
        guard !reading.parameters.values.contains(where: { AnswerParser.words($0.text).first == words.first }) else {
            return nil
        }
        return await start(carrying(last, under: reading), said: placed, in: &session, context: context)
    }
}
