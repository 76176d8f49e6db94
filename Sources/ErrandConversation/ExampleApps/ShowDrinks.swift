import ErrandCatalog
import Foundation

/// Says what drinks there are and what they cost, small and large, and which have run out: "what
/// drinks do you have", "what's on the coffee menu". Nothing is ordered. "what drinks do you
/// have" was not understood, and "what coffees do you have" named the drinks without their
/// prices, where "what soups do you have" says the soup menu. A drink named is asked of alone:
/// "is the latte sold out", "do you have mocha today" (neither was understood) say its prices, or
/// that it has run out, as ordering it would be refused. "which drinks are sold out" asks it too
/// (not understood by the base build, e5b2c9d).
struct ShowDrinks: AppAction {
    typealias App = CoffeeApp
    static let title = "Show drinks"
    static let category = ActionCategory.information
    static let phrases = [
        // NB: no "what drinks can i get": the model then read "can i get a flat white" as this.
        "what (drinks|coffees|coffee) (do you have|are there|have you got) [today]",
        "(what's|what is) on the (coffee|drinks) menu [today]", "(show|read) [me] the (coffee|drinks) menu",
        "what sizes (do|does) [the] {coffee} come in",
        "(is|are) [the] {coffee} sold out [today]", "are you out of {coffee} [today]",
        "do you [still] have [any] ({coffee}|coffee|drinks) [left] [today]", "is there [any] {coffee} left [today]",
        "(what|which) (drinks|coffees) (is|are) sold out [today]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show drinks")
    static let dialog = DialogTemplates(success: "[We have {drinks}.][ Sold out: {soldOut}.]")
    static let outputs = [
        OutputDefinition(id: "drinks", type: .list(.string)),
        OutputDefinition(id: "soldOut", type: .list(.string), title: "Sold out"),
    ]

    @Parameter(title: "Coffee") var coffee: CoffeeApp.Drink?

    func perform(in app: CoffeeApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        // NB: prices are said in words to a speaker ("two dollars fifty"), and written on a screen.
        let money = ValueFormatter(for: context, app: nil)
        let asked = coffee.map { [$0] } ?? CoffeeApp.Drink.entities
        let available = asked.filter { !app.soldOut.contains($0.id) }
        let soldOut = asked.filter { app.soldOut.contains($0.id) }
        if let coffee, available.isEmpty { throw .message("Sorry, we're out of \(coffee.title.lowercased()) today.") }
        var outputs: [String: Value] = [
            "drinks": .list(
                available.map { drink in
                    let small = money.format(drink.price(.small)), large = money.format(drink.price(.large))
                    return .string("\(drink.title) at \(small) small or \(large) large")
                })
        ]
        // NB: nothing is said of sold-out drinks when none has run out.
        if !soldOut.isEmpty { outputs["soldOut"] = .list(soldOut.map { .string($0.title) }) }
        return outputs
    }
}
