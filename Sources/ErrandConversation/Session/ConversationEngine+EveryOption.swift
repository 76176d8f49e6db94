import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// Whether `parameter` of `action` takes a list of values.
    static func takesAList(_ parameter: String, of action: ActionDefinition) -> Bool {
        if case .list? = action.parameter(named: parameter)?.type { return true }
        return false
    }

    /// The requests the open one stands for when `text` answers "both" (or "all of them") to
    /// a choice between values the person offered with "or": "set the kitchen or office lights
    /// to 40%" — "Which room? Kitchen or office?" — "both" sets each room's. The parameter
    /// takes one value, so the request is made once for each, in the order said, and the open
    /// one is dropped; the front door (`Assistant`) takes the returned words as the requests.
    /// `nil` when the answer chooses no such thing, or the values were not said joined.
    public func requestsForEveryOption(
        answering text: String, session: ConversationSession, context: RequestContext
    ) -> [String]? {
        guard AnswerParser.choosesEveryOption(text), let pending = session.pending, let said = pending.said,
            case .disambiguation(let parameter, _, _)? = pending.question,
            let action = catalog.action(named: pending.action, in: pending.app),
            case .custom? = action.parameter(named: parameter)?.type,
            let whole = bestInterpretation(of: said, context: context, pending: nil),
            whole.app == pending.app, whole.action == pending.action,
            let conjoined = understanding.conjoinedValues(in: said, reading: whole, orToo: true),
            conjoined.parameter == parameter
        else { return nil }
        return distributed(said, over: conjoined, whole: whole, context: context)
    }
}
