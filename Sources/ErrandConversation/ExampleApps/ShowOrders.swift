import ErrandCatalog
import Foundation

/// Says the drinks ordered on a day (today when none is said), this week or last week, with
/// what they cost: "what did i order yesterday", "how many coffees have i had today". A
/// cancelled order is no order. The base build (b30d201) understood neither. A drink named
/// counts that drink alone: "how many lattes did i order today" (the base build e5b2c9d said
/// every drink, after "I didn't understand "lattes"").
struct ShowOrders: AppAction {
    typealias App = CoffeeApp
    static let title = "Show orders"
    static let category = ActionCategory.information
    static let phrases = [
        "what (did|have) i (order|ordered) {day}", "what (did|have) i (order|ordered) {week}",
        "how many (coffees|drinks) (did i have|have i had|did i order|have i ordered) [{day}]",
        "how many (coffees|drinks) (did i have|have i had|did i order|have i ordered) {week}",
        "how many {coffee} (did i have|have i had|did i order|have i ordered) [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show orders {day}")
    static let dialog = DialogTemplates(success: "[{when} you ordered {drinks}, for {price}.][{noneOrdered}]")
    static let outputs = [
        OutputDefinition(id: "drinks", type: .string, title: "Drinks"),
        OutputDefinition(id: "count", type: .integer, title: "How many"),
        OutputDefinition(id: "price", type: .currency, title: "Price"),
        OutputDefinition(id: "when", type: .string, title: "When"),
        OutputDefinition(id: "noneOrdered", type: .string, title: "None ordered"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?
    @Parameter(title: "Coffee") var coffee: CoffeeApp.Drink?

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let (asked, when, hours) = try words.hoursGone(day, week: week, for: context)
        let orders = app.drinkOrders(placedIn: hours).filter { coffee == nil || $0.drink.id == coffee?.id }
        let count = orders.reduce(0) { $0 + $1.quantity }
        guard count > 0 else {
            let drink = CoffeeApp.Drink.said(coffee)
            let said =
                asked < words.today ? "You didn't order \(drink) \(when)." : "You haven't ordered \(drink) \(when)."
            return ["noneOrdered": .string(said), "count": .integer(0)]
        }
        let formatter = ValueFormatter(for: context, app: nil)
        // NB: the same drink ordered twice is said once, counted ("two large lattes", not "a
        // large latte and a large latte"), where it was first ordered.
        var same: [CoffeeApp.DrinkOrder] = []
        for order in orders {
            if let index = same.firstIndex(where: { $0.drink.id == order.drink.id && $0.size == order.size }) {
                same[index].quantity += order.quantity
            } else {
                same.append(order)
            }
        }
        var drinks = formatter.list(same.map(\.counted), conjunction: "and")
        // NB: several drinks are counted first, so "how many coffees have i had" hears how many.
        if count > 1, same.count > 1 { drinks = "\(NumberWords.words(count)) drinks: \(drinks)" }
        let total = orders.reduce(0) { $0 + $1.cost }
        return [
            "drinks": .string(drinks), "count": .integer(count), "price": .dollars(total),
            "when": .string(DialogRenderer.capitalized(when)),
        ]
    }
}
