import ErrandCatalog
import Foundation

/// The example coffee shop: a small menu, prices by size, and what each person usually orders.
public final class CoffeeApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.coffee"
    public static let name = "Coffee Corner"
    public static let alternativeNames = ["Corner"]
    public static var actions: [any AppAction<CoffeeApp>.Type] {
        [
            OrderCoffee.self, OrderGroundCoffee.self, CheckPrice.self, ShowLastOrder.self, CancelOrder.self,
            CheckOrderStatus.self, ShowDrinks.self, ShowOrders.self, ShowCheapestDrink.self,
        ]
    }

    private let lock = NSLock()
    private var orders: [String] = []
    private var drinkOrders: [DrinkOrder] = []
    /// Drinks the shop has run out of today.
    public let soldOut: Set<String>
    /// The grind the person usually orders, offered for confirmation instead of asked.
    public let usualGrind: Grind?

    public init(soldOut: Set<String> = [], usualGrind: Grind? = .coarse) {
        self.soldOut = soldOut
        self.usualGrind = usualGrind
    }

    /// The orders placed so far, as "2 large latte".
    public var placedOrders: [String] { lock.withLock { orders } }

    func place(_ order: String) { lock.withLock { orders.append(order) } }

    /// One order of drinks, as placed.
    struct DrinkOrder: Sendable, Hashable {
        var drink: Drink
        var size: Size
        var quantity: Int
        /// When the order was placed.
        var placed: Date?
        /// When the drinks are made; an order can be cancelled until then.
        var ready: Date?

        /// What the drinks cost, in dollars.
        var cost: Double { drink.cost(size) * Double(quantity) }

        /// The order as the shop writes it down: "2 large latte".
        var written: String { "\(quantity) \(size.rawValue) \(drink.id)" }

        /// The drinks as said: "large latte" for one, "two large lattes" for more.
        var drinks: String {
            let drink = "\(size.rawValue) \(self.drink.title.lowercased())"
            return quantity == 1 ? drink : "\(NumberWords.words(quantity)) \(drink)s"
        }

        /// The drinks as said on their own: "a large latte", "two large lattes".
        // NB: every size begins with a consonant.
        var counted: String { quantity == 1 ? "a \(drinks)" : drinks }
    }

    func place(_ order: DrinkOrder) {
        lock.withLock {
            drinkOrders.append(order)
            orders.append(order.written)
        }
    }

    /// The drinks ordered last, if any.
    var lastDrinkOrder: DrinkOrder? { lastDrinkOrder(of: nil) }

    /// The last order of drinks placed, of `drink` when one is given.
    func lastDrinkOrder(of drink: Drink?) -> DrinkOrder? {
        lock.withLock { drinkOrders.last { drink == nil || $0.drink.id == drink?.id } }
    }

    /// The orders of drinks placed in `hours`, first placed first.
    func drinkOrders(placedIn hours: DateInterval) -> [DrinkOrder] {
        lock.withLock { drinkOrders.filter { $0.placed.map(hours.contains) ?? false } }
    }

    /// Takes the last order of drinks back, if it is still `order`: it is no longer placed.
    func cancel(_ order: DrinkOrder) -> Bool {
        lock.withLock {
            guard drinkOrders.last == order else { return false }
            drinkOrders.removeLast()
            if let index = orders.lastIndex(of: order.written) { orders.remove(at: index) }
            return true
        }
    }

    /// A drink on the menu.
    public struct Drink: AppEntity {
        public static let typeName = "Drink"
        public static let entities = [
            // NB: the plurals are synonyms, so "order two lattes" names a drink.
            Drink(id: "latte", title: "Latte", small: 2.50, large: 3.25, synonyms: ["lattes"]),
            Drink(id: "cappuccino", title: "Cappuccino", small: 3.00, large: 3.75, synonyms: ["cappuccinos"]),
            Drink(
                id: "mocha", title: "Mocha", small: 3.50, large: 4.25,
                synonyms: ["mochaccino", "mochas", "mochaccinos"]),
        ]
        public var id: String
        public var title: String
        public var small: Double
        public var large: Double
        public var synonyms: [String] = []

        /// What one drink of `size` costs, in dollars.
        func cost(_ size: Size) -> Double { size == .large ? large : small }

        /// What `quantity` drinks of `size` cost.
        func price(_ size: Size, quantity: Int = 1) -> Value { .dollars(cost(size) * Double(quantity)) }

        /// The drink asked about, as said after a verb: "a latte", or "a drink" when none is named.
        // NB: every drink begins with a consonant.
        static func said(_ drink: Drink?) -> String { "a \(drink?.title.lowercased() ?? "drink")" }
    }

    public enum Size: String, AppEnum {
        case small, large
        public static let typeName = "Size"
        public static let titles: [Size: EnumTitle] = [
            .small: EnumTitle("Small", synonyms: ["tall", "cup"]),
            .large: EnumTitle("Large", synonyms: ["bowl", "big"]),
        ]
    }

    public enum Grind: String, AppEnum {
        case coarse, medium, fine
        public static let typeName = "Grind"
        public static let titles: [Grind: EnumTitle] = [
            .coarse: "Coarse", .medium: "Medium", .fine: EnumTitle("Fine", synonyms: ["espresso"]),
        ]
    }
}

/// Orders a bag of ground coffee; proposes the person's usual grind instead of asking.
struct OrderGroundCoffee: AppAction {
    typealias App = CoffeeApp
    static let title = "Order ground coffee"
    static let category = ActionCategory.order
    static let phrases = ["order [a bag of] [{grind}] ground coffee", "order [some] [{grind}] coffee beans"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Order {grind}-ground coffee")
    static let dialog = DialogTemplates(confirmation: "A bag of {grind}-ground coffee comes to {price}.")
    static let outputs = [OutputDefinition(id: "price", type: .currency)]

    @Parameter(title: "Grind", prompt: "Which grind?") var grind: CoffeeApp.Grind

    func resolve(_ parameter: String, in app: CoffeeApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "grind", $grind == nil, let usual = app.usualGrind, let value = usual.parameterValue else {
            return nil
        }
        return .confirmationRequired(value, dialog: "Do you want {grind}-ground coffee?")
    }

    func confirm(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["price": .dollars(12)]
    }

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.place("1 bag \(grind.rawValue)-ground")
        return ["price": .dollars(12)]
    }
}
