import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// A value whose words are not of its type is kept, so the conversation can say why it can't
/// use them, only where the phrase's own words say the action. "what's on {day}" says nothing
/// but its day: "what's on my lists" and "what's on it" are no days asked of the calendar, where
/// "send bread to carol" still says a payment whose amount "bread" is not.
struct TemplateOwnWordsTests {
    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.planner", name: "Planner",
            actions: [
                ActionDefinition(
                    id: "ShowSchedule", title: "Show schedule", category: .information,
                    parameters: [ParameterDefinition(id: "day", title: "Day", type: .date)],
                    phrases: ["what's on {day}"]),
                ActionDefinition(
                    id: "SendPayment", title: "Send payment", category: .other,
                    parameters: [
                        ParameterDefinition(id: "amount", title: "Amount", type: .currency),
                        ParameterDefinition(id: "payee", title: "Payee", type: .string),
                    ],
                    phrases: ["send {amount} to {payee}"]),
            ])
    ])

    static func understanding(_ text: String) throws -> Understanding {
        try Understander(catalog: catalog, model: nil).interpretations(of: text, context: UnderstandingContext())
    }

    @Test(arguments: ["what's on my lists", "what's on it", "what's on tv"])
    func onlyFunctionWordsBesideAnUnreadValueAreNoReading(_ text: String) throws {
        let understanding = try Self.understanding(text)
        #expect(understanding.best == nil)
        #expect(understanding.rejected.isEmpty)
    }

    @Test func aDayThatReadsIsStillAReading() throws {
        let best = try #require(try Self.understanding("what's on tomorrow").best)
        #expect(best.action == "ShowSchedule")
        guard case .date = best.parameters["day"]?.value else {
            Issue.record("tomorrow is not read as a date: \(String(describing: best.parameters["day"]))")
            return
        }
    }

    @Test func theActionsOwnWordKeepsAnUnreadValue() throws {
        let best = try #require(try Self.understanding("send bread to carol").best)
        #expect(best.action == "SendPayment")
        #expect(best.parameters["amount"]?.value == .string("bread"))
    }
}
