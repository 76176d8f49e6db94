import ErrandCatalog
import Foundation

/// Says the drinks ordered last, with what they cost: "what did i just order", "what was my
/// last order", "how much was my last coffee". The first two were not understood until they had
/// phrases; the last was not understood, and the answer had no price.
struct ShowLastOrder: AppAction {
    typealias App = CoffeeApp
    static let title = "Show last order"
    static let category = ActionCategory.information
    static let phrases = [
        "what did i [just|last] order", "what did i (order|get) (again|last time)",
        "what was my (last|latest|most recent|previous) order", "what was the last thing i ordered",
        // NB: no "how much did my last order cost": it taught the model that "what did it cost",
        // just after an order, asks for the last order rather than what the order gave back.
        "how much was my (last|latest|previous) (order|coffee|drink)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show last order")
    static let dialog = DialogTemplates(success: "Your last order was {last}, for {price}.")
    static let outputs = [
        OutputDefinition(id: "last", type: .string, title: "Last order"),
        OutputDefinition(id: "price", type: .currency, title: "Price"),
    ]

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastDrinkOrder else {
            throw .message("You haven't ordered a drink yet.")
        }
        return ["last": .string(order.counted), "price": .dollars(order.cost)]
    }
}
