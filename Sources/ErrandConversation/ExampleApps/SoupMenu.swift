import ErrandCatalog
import Foundation

/// Says what soups there are today and what they cost, and which have run out: "what's on the
/// menu", "what soups do you have", "do you have any soup today". Nothing is ordered. "which
/// soups are sold out" asks it too: the base build (e5b2c9d) did not understand it.
struct ShowMenu: AppAction {
    typealias App = SoupApp
    static let title = "Show menu"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) on the [soup] menu [today]", "(what's|what is) the [soup] menu",
        "what soups (do you have|are there|have you got) [today]", "(show|read) [me] the [soup] menu",
        "(what's|what is) the soup of the day", "what (soup|soups) (is|are) there [today]",
        "(do you [still] have|is there) [any] (soup|soups) [left] [today]",
        "(what|which) (soup|soups) (is|are) sold out [today]",
    ]
    static let dialog = DialogTemplates(success: "Today there's {soups}.[ Sold out: {soldOut}.]")
    static let outputs = [
        OutputDefinition(id: "soups", type: .list(.string)),
        OutputDefinition(id: "soldOut", type: .list(.string), title: "Sold out"),
    ]

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        // NB: prices are said in words to a speaker ("four dollars"), and written on a screen.
        let money = ValueFormatter(for: context, app: nil)
        func price(_ amount: Double) -> String { money.format(.dollars(amount)) }
        let available = SoupApp.Soup.entities.filter { !app.soldOut.contains($0.id) }
        let soldOut = SoupApp.Soup.entities.filter { app.soldOut.contains($0.id) }
        var outputs: [String: Value] = [
            "soups": .list(
                available.map { .string("\($0.title) at \(price($0.cup)) a cup or \(price($0.bowl)) a bowl") })
        ]
        // NB: nothing is said of sold-out soups when none has run out.
        if !soldOut.isEmpty { outputs["soldOut"] = .list(soldOut.map { .string($0.title) }) }
        return outputs
    }
}

/// Says when the stores open, and whether they are open now: "what stores are there", "when
/// does the harbor store close", "is the main street store open". ("Store" is said: "is the
/// shed door open" is no question for a soup kitchen.)
struct ShowStores: AppAction {
    typealias App = SoupApp
    static let title = "Show store hours"
    static let category = ActionCategory.information
    static let phrases = [
        "(what|which) stores (are there|do you have|are open) [now]", "where can i pick up [my] soup",
        "when (does|is) [the] {store} store (open|close|closing|opening)", "is [the] {store} store open [now]",
        "what are the [opening] hours (of|for) [the] {store} store", "what are the store hours",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show hours of {store}")
    static let dialog = DialogTemplates(success: "{hours} {now}")
    static let outputs = [
        OutputDefinition(id: "hours", type: .string), OutputDefinition(id: "now", type: .string, title: "Now"),
    ]

    @Parameter(title: "Store", prompt: "Which store?") var store: SoupApp.Store?

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let hour = calendar.component(.hour, from: context.now)
        let stores = store.map { [$0] } ?? SoupApp.Store.entities
        let open = stores.filter { $0.opens <= hour && hour < $0.closes }
        let hours = stores.enumerated().map { index, store in
            (index == 0 ? "\(store.title) is open from " : "\(store.title) from ")
                + "\(Self.clock(store.opens)) to \(Self.clock(store.closes))"
        }
        let now: String
        switch (stores.count, open.count) {
        case (1, 1): now = "It's open now."
        case (1, _): now = "It's closed now."
        case (_, 0): now = "None is open now."
        case (let all, let some) where all == some: now = "All are open now."
        default: now = "Only \(open.map(\.title).joined(separator: " and ")) is open now."
        }
        return ["hours": .string(hours.joined(separator: ", and ") + "."), "now": .string(now)]
    }

    /// An hour of the day as said: "8 AM", "noon", "3 PM".
    private static func clock(_ hour: Int) -> String {
        switch hour {
        case 0: return "midnight"
        case 12: return "noon"
        case 13...: return "\(hour - 12) PM"
        default: return "\(hour) AM"
        }
    }
}
