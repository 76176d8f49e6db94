import ErrandCatalog
import Foundation

/// Orders drinks: confirms with the price, as every order does.
struct OrderCoffee: AppAction {
    typealias App = CoffeeApp
    static let title = "Order coffee"
    static let category = ActionCategory.order
    static let phrases = [
        "order [a] [{size}] {coffee}", "[i want|get me] [a] [{size}] {coffee} please",
        "(get me|can i get) [a] [{size}] {coffee}",
        // NB: no "repeat my last order" nor "reorder my coffee": `UsualWords` reads them. As phrases,
        // they taught the model that an order may name no coffee, and "can i get a flat white" fell
        // under the bar.
        "reorder coffee",
        "order {quantity} [{size}] {coffee}", "(a|an) {size} {coffee}",
        "(i'd like|i'll have|i need|can i have|grab me) [a|an|some] [{size}] {coffee} [please]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Order {quantity} {size} {coffee}")
    static let dialog = DialogTemplates(
        confirmation: "Your {drinks} will be {price}.", success: "It will be ready in {eta}.",
        errors: [NamedText(name: "soldOut", text: "Sorry, we're out of {coffee}.")])
    static let outputs = [
        OutputDefinition(id: "price", type: .currency), OutputDefinition(id: "eta", type: .duration, title: "Ready in"),
        OutputDefinition(id: "drinks", type: .string, title: "Order"),
    ]

    @Parameter(title: "Coffee", prompt: "Which coffee?") var coffee: CoffeeApp.Drink
    @Parameter(title: "Size", prompt: "What size?", default: .small) var size: CoffeeApp.Size
    @Parameter(title: "Quantity", prompt: "How many?", default: 1, minimum: 1, maximum: 10) var quantity: Int

    private var price: Value { .dollars(order.cost) }

    /// How long the drinks take to make, in seconds.
    private var wait: TimeInterval { Double(4 + quantity) * 60 }

    private var order: CoffeeApp.DrinkOrder { CoffeeApp.DrinkOrder(drink: coffee, size: size, quantity: quantity) }

    /// What the order is, so the confirmation names every drink it charges for: "large latte"
    /// for one, "two large lattes" for more.
    private var drinks: Value { .string(order.drinks) }

    func confirm(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.soldOut.contains(coffee.id) { throw .named("soldOut") }
        return ["price": price, "eta": .duration(wait), "drinks": drinks]
    }

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.soldOut.contains(coffee.id) { throw .named("soldOut") }
        var placed = order
        placed.placed = context.now
        placed.ready = context.now.addingTimeInterval(wait)
        app.place(placed)
        return ["price": price, "eta": .duration(wait)]
    }
}
