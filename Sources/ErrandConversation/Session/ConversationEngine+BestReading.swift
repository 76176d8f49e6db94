import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The surest reading of `text` for an action of the catalog, at `minimumConfidence` or
    /// more, read with the request open, if any; `nil` when there is none.
    func bestInterpretation(of text: String, context: RequestContext, pending: PendingRequest?) -> Interpretation? {
        understanding.readings(of: text, context: understandingContext(context, pending: pending))
            .first { $0.confidence >= minimumConfidence && catalog.action(named: $0.action, in: $0.app) != nil }
    }

    /// What understanding needs of a turn: its moment, and the request open, if any.
    func understandingContext(_ context: RequestContext, pending: PendingRequest?) -> UnderstandingContext {
        UnderstandingContext(
            now: context.now, timeZone: context.timeZone, locale: context.locale, pendingApp: pending?.app,
            pendingAction: pending?.action)
    }
}
