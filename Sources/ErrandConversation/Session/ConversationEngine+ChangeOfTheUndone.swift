import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The turn that asks for the last request again with a change, when `text` says a change
    /// of it ("make it 3", "actually at 4") and it was not done: the app refused it ("Sorry,
    /// that time overlaps with Design review."), or the person said no. It was "Sorry, I didn't
    /// understand that.", and the whole request had to be said again. The request is started
    /// anew with its values and the change, so it is resolved, confirmed and handled as any
    /// other; `nil` when the last request was done (a look-up done is asked again by a
    /// follow-up: "what about tomorrow"), or the words are no change of it said after a change's
    /// lead (`saidAsAChange`), or are a request of their own ("actually order a mocha").
    func changeOfTheUndone(_ text: String, in session: inout ConversationSession, context: RequestContext) async
        -> AssistantResponse?
    {
        guard session.pending == nil, let last = session.lastRequest, last != session.lastDone,
            let said = Self.saidAsAChange(text), let app = catalog.app(last.app),
            let action = app.action(named: last.action)
        else { return nil }
        let request = AnswerParser.words(text).drop(while: Self.correctionLeads.contains).joined(separator: " ")
        if let reading = bestInterpretation(of: request, context: context, pending: nil), isSure(reading),
            !Self.namesOnlyValues(reading, in: request)
        {
            return nil
        }
        var changed = PendingRequest(
            app: last.app, action: last.action, values: last.values, askEachTime: [], idempotencyKey: "")
        guard
            case .updated? = changeAtConfirmation(said, pending: &changed, action: action, app: app, context: context),
            changed.values != last.values, changed.unreadInAnswer.isEmpty
        else { return nil }
        let reading = Interpretation.of(app: app.id, action: action.id, values: changed.values)
        return await start(reading, said: last.said, in: &session, context: context)
    }
}
