import ErrandCatalog
import Foundation

/// Says whether the last drinks ordered are ready, and if not, how long they will be: "is my
/// coffee ready", "when will my order be ready". After an order the wait said then was given
/// again, however long ago it was said; "is my coffee ready" was not understood. A drink may be
/// named ("is my latte ready", not understood before); one the order does not have is said not
/// to be ordered, before what the order is.
struct CheckOrderStatus: AppAction {
    typealias App = CoffeeApp
    static let title = "Check order"
    static let category = ActionCategory.information
    static let phrases = [
        "is my (coffee|order|drink) ready", "is my (coffee|order|drink) ready yet",
        "are my (drinks|coffees) ready [yet]",
        "(when will|when's|when is) my (coffee|order|drink) [going to] be ready",
        "(when's|when is) my (coffee|order|drink) ready",
        "how long (until|till|before) my (coffee|order|drink) is ready", "(where's|where is) my (coffee|order)",
        "(is|are) (my|the) {coffee} ready [yet]", "(when will|when's|when is) my {coffee} [going to] be ready",
        "(when's|when is) my {coffee} ready",
        "how long (until|till|before) my {coffee} (is|are) ready",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check my order")
    static let dialog = DialogTemplates(
        success: "[{notOrdered} ][Your {drinks} will be ready in {wait}.][{made}]")
    static let outputs = [
        OutputDefinition(id: "drinks", type: .string, title: "Order"),
        OutputDefinition(id: "wait", type: .duration, title: "Ready in"),
        OutputDefinition(id: "made", type: .string, title: "Ready"),
        OutputDefinition(id: "notOrdered", type: .string, title: "Not ordered"),
    ]

    @Parameter(title: "Coffee", prompt: "Which coffee?") var coffee: CoffeeApp.Drink?

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastDrinkOrder, let ready = order.ready else {
            throw .message(coffee.map { "You haven't ordered a \($0.title.lowercased())." } ?? "You have no order.")
        }
        var outputs: [String: Value] = ["drinks": .string(order.drinks)]
        // NB: every drink on the menu begins with a consonant.
        if let coffee, coffee != order.drink {
            outputs["notOrdered"] = .string("You didn't order a \(coffee.title.lowercased()).")
        }
        guard ready > context.now else {
            let verb = order.quantity == 1 ? "is" : "are"
            outputs["made"] = .string("Your \(order.drinks) \(verb) ready.")
            return outputs
        }
        // NB: to the minute, rounded up, so the drinks are never said to be ready before they are.
        let minutes = (ready.timeIntervalSince(context.now) / 60).rounded(.up)
        outputs["wait"] = .duration(minutes * 60)
        return outputs
    }
}
