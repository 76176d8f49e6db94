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
    /// request (an app's phrase with every word and value read), or asked of the same app in
    /// words the model reads ("how much is a small"), and looks something up is put aside;
    /// answers to questions for text never are ("how much is a latte" may be the message). What
    /// it lacks is taken from the open request (`completing`: "what's the price of a coffee" is
    /// the latte's), and it must then be answered at once: one that asks something itself is
    /// taken as before.
    func aside(
        _ text: String, question: Question, pending: PendingRequest, app: AppDefinition, action: ActionDefinition,
        in session: inout ConversationSession, context: RequestContext
    ) async -> AssistantResponse? {
        // NB: how long the request takes is the open request's own: its confirmation said it.
        if let length = howLongAnswered(
            text, question: question, pending: pending, app: app, action: action, context: context)
        {
            return length
        }
        // NB: a yes or a no is read at once, without a reading of its own. The model's reading
        // of a question of the same app is taken here too, before its values are read as a
        // change: "how much is a small" had made a large latte small. Only when said as a
        // question: "the harbor store", to "Pickup or delivery?", is the store.
        guard AnswerParser.yesOrNo(text) == nil,
            let reading = bestInterpretation(of: text, context: context, pending: nil),
            reading.source == .template
                || (reading.app == pending.app && Self.isAQuestion(text) && !Self.namesOnlyValues(reading, in: text))
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
            catalog.action(named: reading.action, in: reading.app)?.category == .information,
            reading.source == .model && reading.app == pending.app
                ? reading.confidence >= Self.questionOfTheSameAppConfidence : isSure(reading)
        else { return nil }
        var answering = session
        answering.pending = nil
        let answer = await start(completing(reading, from: pending), in: &answering, context: context)
        guard answering.pending == nil else { return nil }
        let lastRequest = session.lastRequest
        session = answering
        session.lastRequest = lastRequest
        session.pending = pending
        let asked = render(question.withoutReason, pending: pending, app: app, action: action, context: context)
        return leading(answer.speech, before: asked, app: app, action: action, context: context)
    }

    /// Whether `text` is said as a question: it asks ("how much is a small?") or opens with a
    /// question word ("what does a mocha cost").
    static func isAQuestion(_ text: String) -> Bool {
        text.hasSuffix("?") || AnswerParser.words(text).first.map(questionWords.contains) == true
    }

    /// How sure the model must be of a question of the open request's app, with words beyond its
    /// values, to put it aside: less than of a new request (`newRequestConfidence`), as the app's
    /// own actions are all it is told apart from. "How much is a small" reads at 0.53 (a soup's
    /// price is asked in the same words), and no change of an order ("make it small", "can i get
    /// a small instead") reads as a question.
    static let questionOfTheSameAppConfidence = 0.5

    /// `reading`, of the app of `pending`, with the values it lacks and would ask for taken from
    /// `pending`'s parameters of the same name and type: "how much is a large", at a latte's
    /// confirmation, asks the price of a large latte, not "Which coffee?". A value with a default
    /// is the app's to choose: "how much is a mocha" is a small one, whatever size is ordered.
    private func completing(_ reading: Interpretation, from pending: PendingRequest) -> Interpretation {
        guard reading.app == pending.app, let asked = catalog.action(named: reading.action, in: reading.app),
            let open = catalog.action(named: pending.action, in: pending.app)
        else { return reading }
        var completed = reading
        for parameter in asked.parameters
        where parameter.isRequired && parameter.defaultValue == nil && reading.parameters[parameter.id] == nil {
            guard let value = pending.values[parameter.id], open.parameter(named: parameter.id)?.type == parameter.type
            else { continue }
            completed.parameters[parameter.id] = UnderstoodValue(value: value, text: "")
        }
        return completed
    }
}
