import ErrandCatalog
import Foundation

/// The example soup kitchen: soups by the cup or bowl, for pickup at a store or delivery.
public final class SoupApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.soup"
    public static let name = "Soup Chef"
    public static var actions: [any AppAction<SoupApp>.Type] {
        [
            OrderSoup.self, ShowMenu.self, ShowStores.self, CheckSoupPrice.self, DescribeSoup.self,
            CheckSoupOrder.self, CancelSoupOrder.self,
        ]
    }

    private let lock = NSLock()
    private var orders: [SoupOrder] = []
    /// Soups that have run out.
    public let soldOut: Set<String>

    public init(soldOut: Set<String> = ["chickenNoodle"]) {
        self.soldOut = soldOut
    }

    /// The orders placed and not cancelled, as the app keeps them: "bowl clamChowder pickup".
    public var placedOrders: [String] { lock.withLock { orders.map(\.kept) } }
    func place(_ order: SoupOrder) { lock.withLock { orders.append(order) } }
    /// The last order placed and not cancelled.
    var lastOrder: SoupOrder? { lock.withLock { orders.last } }

    /// Cancels `order` when it is still the last one; `false` when it is not.
    func cancel(_ order: SoupOrder) -> Bool {
        lock.withLock {
            guard orders.last == order else { return false }
            orders.removeLast()
            return true
        }
    }

    public struct Soup: AppEntity {
        public static let typeName = "Soup"
        public static let entities = [
            Soup(
                id: "tomato", title: "Tomato Soup", cup: 4, bowl: 6, synonyms: ["tomato"],
                ingredients: ["tomatoes", "onion", "garlic", "basil", "cream"]),
            Soup(
                id: "clamChowder", title: "Clam Chowder", cup: 8, bowl: 12, synonyms: ["chowder"],
                ingredients: ["clams", "potatoes", "onion", "celery", "bacon", "cream"]),
            Soup(
                id: "chickenNoodle", title: "Chicken Noodle Soup", cup: 5, bowl: 7, synonyms: ["chicken noodle"],
                ingredients: ["chicken", "egg noodles", "carrots", "celery", "onion"]),
        ]
        public var id: String
        public var title: String
        public var cup: Double
        public var bowl: Double
        public var synonyms: [String]
        /// What goes into it, as a person asking about an allergy would want it named.
        public var ingredients: [String] = []
    }

    public enum Size: String, AppEnum {
        case cup, bowl
        public static let typeName = "SoupSize"
        public static let titles: [Size: EnumTitle] = [
            .cup: EnumTitle("Cup", synonyms: ["small"]), .bowl: EnumTitle("Bowl", synonyms: ["large"]),
        ]
    }

    public enum Method: String, AppEnum {
        case pickup, delivery
        public static let typeName = "FulfilmentMethod"
        public static let titles: [Method: EnumTitle] = [
            .pickup: EnumTitle(
                "Pickup",
                synonyms: [
                    "pick up", "pick it up", "collect", "collection", "carry out", "to go", "takeaway", "take away",
                    "takeout", "take out",
                ]),
            .delivery: EnumTitle("Delivery", synonyms: ["deliver", "deliver it", "delivered"]),
        ]
    }

    /// A store to pick up from, with its opening hours.
    public struct Store: AppEntity {
        public static let typeName = "Store"
        public static let entities = [
            Store(id: "main", title: "Main Street", opens: 8, closes: 20, synonyms: ["main"]),
            Store(id: "harbor", title: "Harbor", opens: 11, closes: 15, synonyms: ["harbour", "the harbor"]),
        ]
        public var id: String
        public var title: String
        public var opens: Int
        public var closes: Int
        public var synonyms: [String]

        /// Whether the store is open at the request's moment, in its time zone.
        func isOpen(at context: RequestContext) -> Bool {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = context.timeZone
            let hour = calendar.component(.hour, from: context.now)
            return hour >= opens && hour < closes
        }
    }
}

/// Orders soup for pickup or delivery: the store is asked only for pickup, the address only for
/// delivery. Only the soups not sold out and the stores open now are offered, and one named that
/// is sold out or closed is refused as soon as it is said, with the others offered instead (the
/// guidelines: list the fewest options, and those that fit the moment); a shortcut that names one
/// still fails at confirmation, before anything is paid. A soup's name alone ("tomato soup",
/// "a bowl of clam chowder please") orders one, as a coffee's name with its size does.
struct OrderSoup: AppAction {
    typealias App = SoupApp
    static let title = "Order soup"
    static let category = ActionCategory.order
    static let phrases = [
        "order [a] [{size} of] {soup} [for {method}] [(at|from) [the] {store} [store]] [to {address}]",
        "get me [a] [{size} of] {soup} [for {method}] [(at|from) [the] {store} [store]] [to {address}]",
        "{method} [me] [a] [{size} of] {soup} [(at|from) [the] {store} [store]] [to {address}]",
        // NB: "order a bowl of chowder to collect" is for pickup, not a delivery to "Collect".
        "(order|get me) [a] [{size} of] {soup} (to|for) {method} [(at|from) [the] {store} [store]]",
        "order [some] soup", "(i want|i'd like|i would like) [a|some] [{size} of] {soup} [for {method}]",
        "[a|one] [{size} of] {soup} [please]",
        // NB: "i'll have the soup" was read as the menu.
        "(i'll have|i will have|i'll take) [a|the|some] [{size} of] ({soup}|soup) [please]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(
        text: "Order {size} of {soup}", parameter: "method",
        variants: [
            .init(value: .enumCase("pickup"), text: "Order {size} of {soup} for pickup at {store}"),
            .init(value: .enumCase("delivery"), text: "Order {size} of {soup} for delivery to {address}"),
        ])
    static let dialog = DialogTemplates(
        confirmation:
            "Your {size} of {soup} comes to {total}[, ready for pickup at {store} in {ready}][, and will take {arrives}"
            + " to arrive at {address}].",
        errors: [
            NamedText(name: "soldOut", text: "Sorry, we're out of {soup}."),
            NamedText(name: "storeClosed", text: "Sorry, the {storeName} store is closed right now."),
        ])
    static let outputs = [
        OutputDefinition(id: "total", type: .currency),
        OutputDefinition(id: "ready", type: .duration, title: "Ready in"),
        OutputDefinition(id: "arrives", type: .duration, title: "Arrives in"),
    ]

    @Parameter(title: "Soup", prompt: "Which soup?") var soup: SoupApp.Soup
    @Parameter(title: "Size", prompt: "Cup or bowl?", default: .cup) var size: SoupApp.Size
    @Parameter(title: "Pickup or delivery", prompt: "Pickup or delivery?") var method: SoupApp.Method
    @Parameter(title: "Store", prompt: "Which store?", dependsOn: "method", values: [.enumCase("pickup")])
    var store: SoupApp.Store
    @Parameter(
        title: "Address", prompt: "What's the delivery address?", dependsOn: "method", values: [.enumCase("delivery")])
    var address: Place

    /// How long a pickup takes to be ready, and a delivery to arrive.
    static let preparation: TimeInterval = 15 * 60, arrival: TimeInterval = 30 * 60

    /// How long this order takes to be ready, or to arrive.
    private var wait: TimeInterval { method == .delivery ? Self.arrival : Self.preparation }

    private var totals: [String: Value] {
        let soupPrice = size == .bowl ? soup.bowl : soup.cup
        let delivery = method == .delivery
        // NB: a delivery arrives, a pickup is ready: the confirmation says which.
        return [
            "total": .dollars(soupPrice + (delivery ? 3 : 0)),
            delivery ? "arrives" : "ready": .duration(wait),
        ]
    }

    func resolve(_ parameter: String, in app: SoupApp, context: RequestContext) async -> ParameterResolution? {
        switch parameter {
        case "soup":
            let available = SoupApp.Soup.entities.filter { !app.soldOut.contains($0.id) }
            guard available.count < SoupApp.Soup.entities.count, !available.isEmpty else { return nil }
            let offered = available.compactMap(\.parameterValue)
            guard let said = $soup else { return .needsValue(options: offered) }
            return app.soldOut.contains(said.id)
                ? .unsupported(reason: "Sorry, we're out of \(said.title).", options: offered) : nil
        case "store":
            // NB: a store named is for pickup even before the method is ("order soup from the
            // harbor store"): a closed one is refused as it is named, not when the order is confirmed.
            guard $method == .pickup || ($method == nil && $store != nil) else { return nil }
            let open = SoupApp.Store.entities.filter { $0.isOpen(at: context) }
            let offered = (open.isEmpty ? SoupApp.Store.entities : open).compactMap(\.parameterValue)
            // NB: the one store open is proposed, not offered as a list of one ("Which store?
            // Main Street?"): the guidelines confirm a value the app can suggest with confidence.
            if $store == nil, open.count == 1, let only = open.first, let value = only.parameterValue {
                return .confirmationRequired(
                    value, dialog: "Only the \(only.title) store is open now. Pick it up there?")
            }
            guard let said = $store else { return .needsValue(options: offered) }
            return said.isOpen(at: context) || open.isEmpty
                ? nil : .unsupported(reason: "Sorry, the \(said.title) store is closed right now.", options: offered)
        default: return nil
        }
    }

    func confirm(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.soldOut.contains(soup.id) { throw .named("soldOut") }
        if method == .pickup, !store.isOpen(at: context) {
            throw .named("storeClosed", values: ["storeName": .string(store.title)])
        }
        return totals
    }

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let order = SoupApp.SoupOrder(
            size: size, soup: soup, method: method, store: method == .pickup ? store : nil,
            due: context.now.addingTimeInterval(wait))
        app.place(order)
        return totals
    }
}
