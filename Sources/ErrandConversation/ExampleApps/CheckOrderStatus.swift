import ErrandCatalog
import Foundation

/// Says whether the last drinks ordered are ready, and if not, how long they will be: "is my
/// coffee ready", "when will my order be ready". After an order the wait said then was given
/// again, however long ago it was said; "is my coffee ready" was not understood.
struct CheckOrderStatus: AppAction {
    typealias App = CoffeeApp
    static let title = "Check order"
    static let category = ActionCategory.information
    static let phrases = [
        "is my (coffee|order|drink) ready", "is my (coffee|order|drink) ready yet",
        "are my (drinks|coffees) ready [yet]",
        "(when will|when's|when is) my (coffee|order|drink) [going to] be ready",
        "how long (until|till|before) my (coffee|order|drink) is ready", "(where's|where is) my (coffee|order)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check my order")
    static let dialog = DialogTemplates(success: "[Your {drinks} will be ready in {wait}.][{made}]")
    static let outputs = [
        OutputDefinition(id: "drinks", type: .string, title: "Order"),
        OutputDefinition(id: "wait", type: .duration, title: "Ready in"),
        OutputDefinition(id: "made", type: .string, title: "Ready"),
    ]

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastDrinkOrder, let ready = order.ready else { throw .message("You have no order.") }
        guard ready > context.now else {
            let verb = order.quantity == 1 ? "is" : "are"
            return ["drinks": .string(order.drinks), "made": .string("Your \(order.drinks) \(verb) ready.")]
        }
        // NB: to the minute, rounded up, so the drinks are never said to be ready before they are.
        let minutes = (ready.timeIntervalSince(context.now) / 60).rounded(.up)
        return ["drinks": .string(order.drinks), "wait": .duration(minutes * 60)]
    }
}
