import ErrandCatalog
import Foundation

extension SoupApp {
    /// A soup order placed: what it is, how it comes, and when it is ready for pickup or arrives.
    struct SoupOrder: Sendable, Hashable {
        var size: Size
        var soup: Soup
        var method: Method
        /// The store it is picked up at, for pickup.
        var store: Store?
        /// When it is ready for pickup, or arrives.
        var due: Date

        /// The order as the app keeps it: "bowl clamChowder pickup".
        var kept: String { "\(size.rawValue) \(soup.id) \(method.rawValue)" }

        /// The order as said in a sentence: "bowl of clam chowder".
        var said: String { "\(size.rawValue) of \(TitleInSentence.listed(soup.title, typeName: Soup.typeName))" }

        /// When it is due, as said after "is" or "was": "ready for pickup at Harbor", "delivered".
        var coming: String {
            method == .pickup ? "ready for pickup" + (store.map { " at \($0.title)" } ?? "") : "delivered"
        }
    }
}

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
        "when (will|is) my (soup|soup order) (be ready|ready|arrive|arriving|coming|get here)",
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
