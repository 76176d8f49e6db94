import ErrandCatalog
import Foundation

/// Says what a drink costs, without ordering it: "how much is a large latte" is a question,
/// and an order's confirmation is no answer to it.
struct CheckPrice: AppAction {
    typealias App = CoffeeApp
    static let title = "Check price"
    static let category = ActionCategory.information
    static let phrases = [
        "how much (is|are|does|do) [a|an] [{size}] {coffee} [cost]", "what does [a|an] [{size}] {coffee} cost",
        "(what's|what is) the price of [a|an] [{size}] {coffee}", "how much (is|does) a {size} [coffee] [cost]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check price of {size} {coffee}")
    static let dialog = DialogTemplates(success: "A {size} {coffee} is {price}.")
    static let outputs = [OutputDefinition(id: "price", type: .currency)]

    @Parameter(title: "Coffee", prompt: "Which coffee?") var coffee: CoffeeApp.Drink
    @Parameter(title: "Size", prompt: "What size?", default: .small) var size: CoffeeApp.Size

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["price": coffee.price(size)]
    }
}
