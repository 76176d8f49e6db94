import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// A question put aside the open request: another action that looks something up, said
    /// while a question of the request waits ("how much is a mocha?" at a latte's confirmation,
    /// "what's my balance?" when asked whom to pay). It is answered, and the open question asked
    /// again with the request as it was; `nil` when `text` is no such question.
    ///
    /// A question is no answer, and no change: "how much is a mocha?" had made the order a mocha,
    /// and another app's question had dropped the order. Only what is said as surely as a new
    /// request (an app's phrase with every word and value read) and looks something up is put
    /// aside; answers to questions for text never are ("how much is a latte" may be the
    /// message). The question must be answered at once: one that asks something itself ("what's
    /// the price of a coffee" — "Which coffee?") is taken as before.
    func aside(
        _ text: String, question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        // NB: a yes or a no is read at once, without a reading of its own.
        guard AnswerParser.yesOrNo(text) == nil,
            let reading = bestInterpretation(of: text, context: context, pending: nil), reading.source == .template
        else { return nil }
        return await aside(
            reading, question: question, pending: pending, app: app, action: action, in: &session, context: context)
    }

    /// `reading`, of words that were no answer to `question`, put aside the open request as
    /// `aside(_:question:…)` does; `nil` when it is no question to put aside. The model's reading
    /// is tried only here, once the words were read as no answer: "whats my balance", when asked
    /// how much to pay.
    func aside(
        _ reading: Interpretation, question: Question, pending: PendingRequest, app: AppDefinition,
        action: ActionDefinition, in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        if let asked = question.parameter, case .string? = action.parameter(named: asked)?.type { return nil }
        guard reading.unreadWords.isEmpty, reading.app != pending.app || reading.action != pending.action,
            catalog.action(named: reading.action, in: reading.app)?.category == .information, isSure(reading)
        else { return nil }
        var answering = session
        answering.pending = nil
        let answer = await start(reading, in: &answering, context: context)
        guard answering.pending == nil else { return nil }
        let lastRequest = session.lastRequest
        session = answering
        session.lastRequest = lastRequest
        session.pending = pending
        let asked = render(question.withoutReason, pending: pending, app: app, action: action, context: context)
        return leading(answer.speech, before: asked, app: app, action: action, context: context)
    }
}
