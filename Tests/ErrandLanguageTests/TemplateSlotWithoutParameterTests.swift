import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// A phrase's slot names a parameter of its action; an action that adopts a system intent
/// without declaring one of its parameters still carries the intent's phrases. Words in a slot
/// the action has no parameter for would be read as nothing, so such a match is no reading:
/// "stop my timer" is not the end of a workout, where "stop my workout" still is.
struct TemplateSlotWithoutParameterTests {
    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.tracker", name: "Tracker",
            actions: [
                ActionDefinition(
                    id: "EndWorkout", title: "End workout", category: .other,
                    phrases: ["stop my {workout}", "stop my workout"])
            ])
    ])

    static func best(_ text: String) throws -> Interpretation? {
        try Understander(catalog: catalog, model: nil).interpretations(of: text, context: UnderstandingContext()).best
    }

    @Test func aMatchFillingNoParameterIsNoReading() throws {
        #expect(try Self.best("stop my timer") == nil)
    }

    @Test func aMatchOfTheActionsOwnWordsStillIs() throws {
        let best = try #require(try Self.best("stop my workout"))
        #expect(best.action == "EndWorkout")
        #expect(best.source == .template)
    }
}
