import ErrandCatalog
import Foundation

/// Says the drinks ordered last, with what they cost: "what did i just order", "what was my
/// last order", "how much was my last coffee". The first two were not understood until they had
/// phrases; the last was not understood, and the answer had no price. A drink named asks when
/// it was last ordered: "when did i last order a latte" (the base build, e5b2c9d, read it as an
/// order of a latte and asked to confirm it).
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
        "when did i last (order|get|have) [a|an] {coffee}",
        "when was the last time i (ordered|got|had) [a|an] {coffee}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show last order")
    static let dialog = DialogTemplates(
        success: "[Your last order was {last}, for {price}.][You last ordered {asked} {placed}: {lastOf}, for {price}.]"
    )
    static let outputs = [
        OutputDefinition(id: "last", type: .string, title: "Last order"),
        OutputDefinition(id: "price", type: .currency, title: "Price"),
        OutputDefinition(id: "asked", type: .string, title: "Drink"),
        OutputDefinition(id: "placed", type: .string, title: "Ordered"),
        OutputDefinition(id: "lastOf", type: .string, title: "Last order of it"),
    ]

    @Parameter(title: "Coffee") var coffee: CoffeeApp.Drink?

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let order = app.lastDrinkOrder(of: coffee) else {
            throw .message("You haven't ordered \(CoffeeApp.Drink.said(coffee)) yet.")
        }
        guard coffee != nil, let placed = order.placed else {
            return ["last": .string(order.counted), "price": .dollars(order.cost)]
        }
        // NB: "on Sunday, November twenty-second at nine AM": a date and time said alone has no "on".
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let time = ValueFormatter(for: context, app: nil).format(.time(words.time(of: placed)))
        return [
            "asked": .string(CoffeeApp.Drink.said(coffee)),
            "placed": .string("\(words.inSentence(dayOf: placed, for: context)) at \(time)"),
            "lastOf": .string(order.counted), "price": .dollars(order.cost),
        ]
    }
}
