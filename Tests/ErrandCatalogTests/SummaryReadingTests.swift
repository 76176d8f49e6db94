import Testing

@testable import ErrandCatalog

/// A summary read with values says no hole: a value left out takes the word that leads it
/// along, and a summary left with its verb alone gives way to the action's title.
struct SummaryReadingTests {
    static let spending = ActionDefinition(
        id: "ShowSpending", title: "Show spending",
        parameters: [
            ParameterDefinition(id: "category", title: "Category", type: .string),
            ParameterDefinition(id: "since", title: "Since", type: .date),
        ], summary: ParameterSummary(text: "Show spending on {category} since {since}"))

    static func read(_ template: String, _ values: [String: String]) -> String? {
        SummaryReading.words(of: template, action: spending) { values[$0] }?.joined(separator: " ")
    }

    @Test func aValueLeftOutTakesTheWordThatLeadsIt() {
        let template = "Show spending on {category} since {since}"
        #expect(Self.read(template, ["category": "groceries"]) == "Show spending on groceries")
        #expect(Self.read(template, ["since": "Monday"]) == "Show spending since Monday")
        #expect(Self.read(template, [:]) == "Show spending")
        #expect(Self.read("Remind me about {category} until {since}", [:]) == "Remind me")
    }

    @Test func aVerbAloneIsNoSummary() {
        #expect(Self.read("Set {category} to {since}", [:]) == nil)
        #expect(Self.read("Set {category} to {since}", ["category": "upstairs"]) == "Set upstairs")
        #expect(Self.read("Refresh", [:]) == "Refresh")
    }

    @Test func theArticleBeforeAValueAgreesWithIt() {
        #expect(Self.read("Request a {category} ride", ["category": "XL"]) == "Request an XL ride")
        #expect(Self.read("Request a {category} ride", ["category": "standard"]) == "Request a standard ride")
    }
}
