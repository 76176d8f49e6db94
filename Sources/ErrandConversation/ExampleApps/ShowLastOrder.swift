import ErrandCatalog
import Foundation

/// Says the drinks ordered last: "what did i just order", "what was my last order". Neither was
/// understood.
struct ShowLastOrder: AppAction {
    typealias App = CoffeeApp
    static let title = "Show last order"
    static let category = ActionCategory.information
    static let phrases = [
        "what did i [just|last] order", "what did i (order|get) last time",
        "what was my (last|latest|most recent|previous) order", "what was the last thing i ordered",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show last order")
    static let dialog = DialogTemplates(success: "Your last order was {last}.")
    static let outputs = [OutputDefinition(id: "last", type: .string, title: "Last order")]

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastDrinkOrder else {
            throw .message("You haven't ordered a drink yet.")
        }
        return ["last": .string(order.counted)]
    }
}
