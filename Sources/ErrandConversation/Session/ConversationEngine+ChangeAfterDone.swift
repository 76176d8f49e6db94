import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that says a request is already done when a change of it is said after it was:
    /// "actually make it small" after a latte was ordered, "make it 1pm" after an event was
    /// created. It was "Sorry, I didn't understand that.", and the person could not tell whether
    /// the change was made; done is done, and saying so lets them undo it in the app. `nil` when
    /// the last request was not done, only looked something up, or the words change none of its
    /// values (`changeAtConfirmation`), and when they are a request of their own after any lead
    /// ("actually order a mocha" orders one). Values alone after a lead are a change, though they
    /// read as a request: "no, a mocha" after a latte was ordered; without a lead, only words
    /// that read as no request are ("tomorrow at 6pm" after a to-do was added).
    func changeAfterDone(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        guard let done = session.lastDone, session.lastRequest == done, let app = catalog.app(done.app),
            let action = app.action(named: done.action), action.category != .information
        else { return nil }
        // NB: "actually order a mocha" is a request of its own, said after a correction's lead.
        let words = AnswerParser.words(text)
        let request = words.drop(while: Self.correctionLeads.contains).joined(separator: " ")
        let reading = bestInterpretation(of: request, context: context, pending: nil)
        let sure = reading.map(isSure) ?? false
        var said: String
        if let asAChange = Self.saidAsAChange(text) {
            if let reading, sure, !Self.namesOnlyValues(reading, in: request) { return nil }
            said = asAChange
        } else {
            // NB: words without a lead that read as no request at all are a change too:
            // "tomorrow at 6pm", after "remind me to call mom", was not understood. Words that
            // read as one, however unsure, are that request: "a mocha" orders a mocha, and "can
            // i get a grande cappuccino" hears there's no grande size. A question changes nothing:
            // "when is it due", after a to-do was added, asks it ("how about 7" is a change).
            guard reading == nil, !Self.asksAQuestion(words) else { return nil }
            said = text
        }
        // NB: "sorry, make it 10" and "no, 10" are read as "actually 10" is.
        if let first = words.first, Self.correctionLeads.contains(first), !request.isEmpty {
            said = "actually " + request
        }
        var changed = PendingRequest(
            app: done.app, action: done.action, values: done.values, askEachTime: [], idempotencyKey: "")
        guard let reading = changeAtConfirmation(said, pending: &changed, action: action, app: app, context: context)
        else { return nil }
        if case .updated = reading, changed.values == done.values { return nil }
        return await changeByAnotherAction(
            from: done, to: changed.values, said: text, app: app, in: &session, context: context)
            ?? Self.doneUnchanged
    }

    /// Whether `words` start with a question word, other than to offer something instead ("how
    /// about 7", "what about tomorrow").
    private static func asksAQuestion(_ words: [String]) -> Bool {
        guard let first = words.first, questionWords.contains(first) else { return false }
        return words.dropFirst().first != "about"
    }

    /// Whether the words `reading` read are its values, with articles at most: "a mocha" and "a
    /// large one" name values, where "order a mocha" asks for something.
    static func namesOnlyValues(_ reading: Interpretation, in text: String) -> Bool {
        guard let rest = text.removingCharacters(in: reading.parameters.values.compactMap(\.offsets)) else {
            return false
        }
        return AnswerParser.words(rest).allSatisfy(["a", "an", "the", "some", "one"].contains)
    }

    /// What a change of a request already done hears: like `alreadyDone`, a turn that does
    /// nothing.
    static let doneUnchanged = AssistantResponse(
        kind: .notUnderstood, speech: "That's already done, so I can't change it.")
}
