import ErrandCatalog
import Foundation

/// Says which drink costs least, of those not sold out, and its price small: "what's the
/// cheapest coffee", "which drink is cheapest". The base build (e5b2c9d) understood neither.
/// Nothing is ordered; in a shortcut, the drink found is an output the next step can order.
struct ShowCheapestDrink: AppAction {
    typealias App = CoffeeApp
    static let title = "Show cheapest drink"
    static let category = ActionCategory.information
    static let phrases = [
        "which (drink|coffee) is [the] cheapest",
        "(what's|what is) [the|your] cheapest (drink|coffee) [you have|on the menu]",
        "what (drink|coffee) costs the least",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show cheapest drink")
    static let dialog = DialogTemplates(success: "The cheapest is a small {drink}, at {price}.")
    static let outputs = [
        OutputDefinition(id: "coffee", type: .custom(CoffeeApp.Drink.typeName), title: "Coffee"),
        OutputDefinition(id: "drink", type: .string, title: "Drink"),
        OutputDefinition(id: "price", type: .currency),
    ]

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let available = CoffeeApp.Drink.entities.filter { !app.soldOut.contains($0.id) }
        guard let cheapest = available.min(by: { $0.small < $1.small }) else {
            throw .message("Sorry, every drink is sold out today.")
        }
        let coffee = EntityReference(type: CoffeeApp.Drink.typeName, id: cheapest.id, title: cheapest.title)
        return [
            "coffee": .entity(coffee), "drink": .string(cheapest.title.lowercased()), "price": cheapest.price(.small),
        ]
    }
}
