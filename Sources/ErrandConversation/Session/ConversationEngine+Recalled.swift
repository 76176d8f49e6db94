import ErrandCatalog
import Foundation

extension ConversationEngine {
    /// Said when the person's usual, their last time or their last order is not known.
    static func unknown(_ recall: UsualWords.Recall) -> String {
        switch recall {
        case .usual: return "I don't know your usual yet."
        case .lastTime: return "I don't remember a last time yet."
        case .lastOrder: return "I don't remember a last order yet."
        }
    }

    /// The values the person usually gives `action`, or gave it last time: in this conversation
    /// when it was done here ("order a large latte", "play some jazz", then "reorder"), else as
    /// their habits remember it.
    func recalledValues(
        _ recall: UsualWords.Recall, app: String, action: String, session: ConversationSession,
        context: RequestContext
    ) -> [String: Value]? {
        switch recall {
        case .usual: return habits?.usualValues(app: app, action: action, context: context)
        case .lastTime, .lastOrder:
            guard let done = session.doneOfEachAction.last(where: { $0.app == app && $0.action == action }) else {
                return habits?.lastValues(app: app, action: action, context: context)
            }
            // NB: as the person's habits, its instants are not recalled: they never repeat.
            return done.values.filter { !$0.value.meansOneDay }
        }
    }

    /// The person's request of the moment, their last one, or their last order (to `app`, when
    /// it is said): the last done in this conversation, else as their habits remember it.
    func recalledRequest(
        _ recall: UsualWords.Recall, in app: String? = nil, session: ConversationSession, context: RequestContext
    ) -> RequestedAction? {
        switch recall {
        case .usual: return habits?.usualRequest(context: context)
        case .lastTime: return session.lastDone ?? habits?.lastRequest(context: context)
        case .lastOrder:
            let isOrder = { (request: RequestedAction) in
                (app == nil || request.app == app) && self.isOrder(app: request.app, action: request.action)
            }
            return session.doneOfEachAction.last(where: isOrder)
                ?? habits?.lastRequest(of: .order, context: context).flatMap { isOrder($0) ? $0 : nil }
        }
    }

    /// Whether the action is one of ordering: what "reorder" may do again.
    func isOrder(app: String, action: String) -> Bool {
        catalog.action(named: action, in: app)?.category == .order
    }
}
