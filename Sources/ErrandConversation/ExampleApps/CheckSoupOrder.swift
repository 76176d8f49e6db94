import ErrandCatalog
import Foundation

/// Says where the last soup order is: "is my soup ready", "where's my soup", "when will my soup
/// arrive". A pickup is ready, or ready in some minutes, at its store; a delivery arrives. None
/// of these was understood.
struct CheckSoupOrder: AppAction {
    typealias App = SoupApp
    static let title = "Check soup order"
    static let category = ActionCategory.information
    static let summary: ParameterSummary? = ParameterSummary(text: "Check soup order")
    static let phrases = [
        "(is|are) my (soup|soups|soup order) ready [yet]", "where is my (soup|soup order)",
        "where's my (soup|soup order)",
        "when (will|is) (my|the) (soup|soup order) (be ready|ready|arrive|arriving|coming|get here)",
        "(what's|what is) the status of my soup order", "how long (until|till|will) my soup [take]",
    ]
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "due", type: .dateTime, title: "Due"),
        OutputDefinition(id: "said", type: .string, title: "Order"),
    ]

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastOrder else { throw .message("You have no soup order.") }
        let said: String
        if order.due <= context.now {
            said =
                order.method == .pickup
                ? "Your \(order.said) is \(order.coming)." : "Your \(order.said) should have arrived by now."
        } else {
            let minutes = Int((order.due.timeIntervalSince(context.now) / 60).rounded(.up))
            let wait = ValueFormatter(for: context, app: nil).format(.duration(Double(minutes * 60)))
            said =
                order.method == .pickup
                ? "Your \(order.said) will be \(order.coming) in \(wait)." : "Your \(order.said) arrives in \(wait)."
        }
        return ["due": .dateTime(order.due), "said": .string(said)]
    }
}
