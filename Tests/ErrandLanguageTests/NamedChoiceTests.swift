import ErrandCatalog
import ErrandLanguage
import Testing

/// A date whose words are exactly the name of a choice another parameter lists goes to that
/// parameter: the app that names the words means more by them than a date holds ("this week"
/// is the week, not its Monday). Words that only read as a date stay a date.
struct NamedChoiceTests {
    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.planner", name: "Planner",
            types: [
                TypeDefinition(
                    id: "Week",
                    kind: .enumeration([
                        EnumCase(id: "thisWeek", title: "This week"), EnumCase(id: "nextWeek", title: "Next week"),
                    ]))
            ],
            actions: [
                ActionDefinition(
                    id: "ShowPlan", title: "Show plan", category: .information,
                    parameters: [
                        ParameterDefinition(id: "day", title: "Day", type: .date),
                        ParameterDefinition(id: "week", title: "Week", type: .custom("Week")),
                    ],
                    phrases: ["show my plan [for] [{day}]"])
            ])
    ])

    static func best(_ text: String) throws -> Interpretation? {
        try Understander(catalog: catalog, model: nil).interpretations(of: text, context: UnderstandingContext()).best
    }

    @Test(arguments: [("show my plan for this week", "thisWeek"), ("show my plan next week", "nextWeek")])
    func aDateNamedAsAChoiceIsTheChoice(text: String, week: String) throws {
        let reading = try #require(try Self.best(text))
        #expect(reading.parameters["week"]?.value == .enumCase(week))
        #expect(reading.parameters["day"] == nil)
    }

    @Test func aDateNamedOtherwiseStaysADate() throws {
        let reading = try #require(try Self.best("show my plan for friday"))
        #expect(reading.parameters["week"] == nil)
        guard case .date = reading.parameters["day"]?.value else {
            Issue.record("friday is not a date: \(String(describing: reading.parameters["day"]))")
            return
        }
    }
}
