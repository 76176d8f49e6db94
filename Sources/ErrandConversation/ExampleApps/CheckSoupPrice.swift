import ErrandCatalog
import Foundation

/// Says what a soup costs, by the cup and by the bowl or in the size asked, without ordering it:
/// "how much is a tomato soup", "how much is a bowl of chowder". It was not understood: the
/// menu said every price, but only all at once. A soup that has run out is said to have, as
/// ordering it would be refused; so "is the chicken noodle soup sold out" and "do you have clam
/// chowder today" are asked here too (they were not understood), and a soup there is answers
/// with its price. (No "is {soup} available": the model learnt from it that "are there any
/// updates available" asks of a soup called "updates". A soup's name alone orders one by
/// `OrderSoup`'s own phrase, so these questions no longer teach the model that it asks a price.)
struct CheckSoupPrice: AppAction {
    typealias App = SoupApp
    static let title = "Check soup price"
    static let category = ActionCategory.information
    static let phrases = [
        "how much (is|are|does|do) [a|an] [{size} of] {soup} [cost]", "what does [a|an] [{size} of] {soup} cost",
        "(what's|what is) the price of [a|an] [{size} of] {soup}", "how much (is|does) a {size} [of soup] [cost]",
        "(is|are) [the] {soup} sold out [today]", "(is|are) [the] {soup} left [today]",
        "do you [still] have [any] {soup} [left] [today]", "is there [any] {soup} left [today]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Check price of {soup}")
    static let dialog = DialogTemplates(
        success: "[{soup} is {cup} a cup or {bowl} a bowl.][A {size} of {soup} is {price}.]")
    static let outputs = [
        OutputDefinition(id: "cup", type: .currency, title: "Cup"), OutputDefinition(id: "bowl", type: .currency),
        OutputDefinition(id: "price", type: .currency),
    ]

    @Parameter(title: "Soup", prompt: "Which soup?") var soup: SoupApp.Soup
    @Parameter(title: "Size", prompt: "Cup or bowl?") var size: SoupApp.Size?

    func perform(in app: SoupApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.soldOut.contains(soup.id) { throw .message("Sorry, \(soup.title) is sold out today.") }
        guard let size else { return ["cup": .dollars(soup.cup), "bowl": .dollars(soup.bowl)] }
        return ["price": .dollars(size == .cup ? soup.cup : soup.bowl)]
    }
}
