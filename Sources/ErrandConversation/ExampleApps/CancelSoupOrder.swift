import ErrandCatalog
import Foundation

/// Takes back the last soup order while it is not ready or delivered, after a confirmation:
/// "cancel my soup order", "cancel my soup". "cancel my soup order" looked for a calendar event
/// called "soup order". Once it is ready it is refused: it is made and paid for.
struct CancelSoupOrder: AppAction {
    typealias App = SoupApp
    static let title = "Cancel soup order"
    static let category = ActionCategory.generic
    static let phrases = ["cancel my (soup|soup order|soups)", "cancel the soup [order]"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Cancel soup order")
    static let dialog = DialogTemplates(
        confirmation: "Cancel your {order}?", success: "Your {order} is cancelled.")
    static let outputs = [OutputDefinition(id: "order", type: .string, title: "Order")]
    static let requiresConfirmation: Bool? = true

    func confirm(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["order": .string(try Self.cancellable(in: app, context: context).said)]
    }

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let order = try Self.cancellable(in: app, context: context)
        // NB: an order placed between the confirmation and now is not the one confirmed.
        guard app.cancel(order) else { throw .message("Sorry, your orders changed. Nothing was cancelled.") }
        return ["order": .string(order.said)]
    }

    /// The last soup order, while it is not ready or delivered.
    private static func cancellable(in app: SoupApp, context: RequestContext) throws(HandlerFailure)
        -> SoupApp.SoupOrder
    {
        guard let order = app.lastOrder else { throw .message("You have no soup order to cancel.") }
        if order.due <= context.now {
            throw .message("Sorry, your \(order.said) is already \(order.coming). It's too late to cancel.")
        }
        return order
    }
}
