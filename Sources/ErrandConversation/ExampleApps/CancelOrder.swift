import ErrandCatalog
import Foundation

/// Takes back the last order of drinks while it is not made yet, after a confirmation: "cancel
/// my order", "cancel my coffee". "cancel my order" was read as cancelling a calendar event
/// called "order". Once the drinks are made it is refused: they are paid for and waiting.
struct CancelOrder: AppAction {
    typealias App = CoffeeApp
    static let title = "Cancel order"
    static let category = ActionCategory.generic
    static let phrases = [
        "cancel (my|the|that) [last|coffee] order", "cancel my (coffee|drink|drinks)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Cancel last order")
    static let dialog = DialogTemplates(
        confirmation: "Cancel your order of {drinks}?", success: "Your order of {drinks} is cancelled.")
    static let outputs = [OutputDefinition(id: "drinks", type: .string, title: "Order")]
    static let requiresConfirmation: Bool? = true

    func confirm(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["drinks": .string(try Self.cancellable(in: app, context: context).counted)]
    }

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let order = try Self.cancellable(in: app, context: context)
        // NB: an order placed between the confirmation and now is not the one confirmed.
        guard app.cancel(order) else { throw .message("Sorry, your orders changed. Nothing was cancelled.") }
        return ["drinks": .string(order.counted)]
    }

    /// The last order of drinks, while it is not made yet.
    private static func cancellable(in app: CoffeeApp, context: RequestContext) throws(HandlerFailure)
        -> CoffeeApp.DrinkOrder
    {
        guard let order = app.lastDrinkOrder else { throw .message("You have no order to cancel.") }
        if let ready = order.ready, ready <= context.now {
            throw .message(
                "Sorry, your \(order.drinks) \(order.quantity == 1 ? "is" : "are") already made. It's too late to cancel."
            )
        }
        return order
    }
}
