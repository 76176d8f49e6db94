import ErrandCatalog
import ErrandLanguage

extension ConversationEngine {
    /// The surest reading of `text` for an action of the catalog, at `minimumConfidence` or
    /// more, read with the request open, if any, or else in `lastApp`; `nil` when there is none.
    func bestInterpretation(
        of text: String, context: RequestContext, pending: PendingRequest?, lastApp: String? = nil
    ) -> Interpretation? {
        understanding.readings(of: text, context: understandingContext(context, pending: pending, lastApp: lastApp))
            .first { $0.confidence >= minimumConfidence && catalog.action(named: $0.action, in: $0.app) != nil }
    }

    /// What understanding needs of a turn: its moment, the request open, if any, and the app the
    /// conversation was last in.
    func understandingContext(
        _ context: RequestContext, pending: PendingRequest?, lastApp: String? = nil
    ) -> UnderstandingContext {
        UnderstandingContext(
            now: context.now, timeZone: context.timeZone, locale: context.locale, pendingApp: pending?.app,
            pendingAction: pending?.action, lastApp: lastApp)
    }
}
