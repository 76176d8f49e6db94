import ErrandCatalog
import Foundation
import Testing

@testable import ErrandSuggestions

/// A parameter summary may leave optional parameters out — people edit them under Show More —
/// so two shortcuts can read the same; on a surface they are told apart by their values.
struct SuggestionTitleTests {
    static func suggestion(_ title: String, _ values: [String: String]) -> ErrandSuggestions.Suggestion {
        ErrandSuggestions.Suggestion(
            candidate: Candidate(app: "com.example.coffee", action: "OrderCoffee", values: values), title: title,
            explanation: "", source: .predicted)
    }

    @Test func titlesThatReadTheSameAreFollowedByTheValuesThatDiffer() {
        let titled = ErrandSuggestions.Suggestion.titledApart(
            [
                Self.suggestion("Order Latte", ["coffee": "Latte", "size": "large"]),
                Self.suggestion("Order Mocha", ["coffee": "Mocha", "size": "large"]),
                Self.suggestion("Order Latte", ["coffee": "Latte", "size": "small", "shots": "2"]),
                Self.suggestion("Order Latte", ["coffee": "Latte"]),
            ], in: Catalog())
        #expect(
            titled.map(\.title) == ["Order Latte · large", "Order Mocha", "Order Latte · 2, small", "Order Latte"])
        let same = [Self.suggestion("Order Latte", ["coffee": "Latte"]), Self.suggestion("Order Latte", [:])]
        #expect(
            ErrandSuggestions.Suggestion.titledApart(same, in: Catalog()).map(\.title) == [
                "Order Latte · Latte", "Order Latte",
            ])
    }

    // An app outside the catalog was titled "PlayMedia(media: kind of blue)".
    @Test func anActionTheCatalogLacksIsTitledInWords() {
        let candidate = Candidate(app: "com.example.music", action: "PlayMedia", values: ["media": "kind of blue"])
        #expect(ShortcutTitle.title(of: candidate, in: Catalog()) == "Play media · kind of blue")
        #expect(
            ShortcutTitle.title(of: Candidate(app: "a", action: "StartRun", values: [:]), in: Catalog()) == "Start run")
    }

    // Two suggestions told apart by a switch read "· true" and "· false".
    @Test func aSwitchTellsTwoApartByItsTitle() {
        let app = AppDefinition(
            id: "com.example.music", name: "Music",
            actions: [
                ActionDefinition(
                    id: "PlayMedia", title: "Play",
                    parameters: [
                        ParameterDefinition(id: "media", title: "Media", type: .string, isRequired: true),
                        ParameterDefinition(id: "shuffle", title: "Shuffle", type: .boolean),
                    ], summary: ParameterSummary(text: "Play {media}"))
            ])
        let catalog = Catalog(apps: [app])
        let suggestions = ["true", "false"].map { flag in
            ErrandSuggestions.Suggestion(
                candidate: Candidate(
                    app: "com.example.music", action: "PlayMedia", values: ["media": "kind of blue", "shuffle": flag]),
                title: "Play kind of blue", explanation: "", source: .predicted)
        }
        #expect(
            ErrandSuggestions.Suggestion.titledApart(suggestions, in: catalog).map(\.title) == [
                "Play kind of blue · shuffle", "Play kind of blue · no shuffle",
            ])
    }

    @Test func theLockScreenNeverShowsTwoLinesThatReadTheSame() throws {
        let app = AppDefinition(
            id: "com.example.coffee", name: "Coffee Corner",
            actions: [
                ActionDefinition(
                    id: "OrderCoffee", title: "Order coffee",
                    parameters: [
                        ParameterDefinition(id: "coffee", title: "Coffee", type: .string, isRequired: true),
                        ParameterDefinition(id: "size", title: "Size", type: .string),
                    ], summary: ParameterSummary(text: "Order {coffee}"))
            ])
        let center = DonationCenter(catalog: Catalog(apps: [app]), store: InMemoryDonationStore())
        for day in 0..<14 {
            for (hour, size) in [(8, "large"), (9, "small")] {
                let values: [String: Value] = ["coffee": .string("Latte"), "size": .string(size)]
                try center.donate(
                    Donation(
                        person: "amy", app: app.id,
                        content: .interaction(InteractionDonation(action: "OrderCoffee", values: values)),
                        context: DonationContext(
                            date: Date(timeIntervalSince1970: 1_772_409_600 + Double(day * 86_400 + hour * 3_600)),
                            timeZone: "UTC")))
            }
        }
        let moment = PredictionContext(time: LocalTime(instant: 1_772_409_600 + 14 * 86_400 + 8 * 3_600, utcOffset: 0))
        let titles = try center.suggestions(for: "amy", on: .lockScreen, in: moment).map(\.title)
        #expect(titles == ["Order Latte · large", "Order Latte · small"])
    }

    // A duration is kept in a candidate as `900s`, which is what it is, not how a person reads
    // it: a title says "15 minutes", in a summary and without one.
    @Test func aDurationInATitleReadsInWords() {
        let session = ActionDefinition(
            id: "StartSession", title: "Start session",
            parameters: [ParameterDefinition(id: "duration", title: "Duration", type: .duration)],
            summary: ParameterSummary(text: "Start {duration} breathing session"))
        var plain = session
        plain.summary = nil
        let catalog = Catalog(apps: [
            AppDefinition(id: "com.example.breathe", name: "Breathe", actions: [session]),
            AppDefinition(id: "com.example.plain", name: "Plain", actions: [plain]),
        ])
        func title(_ app: String, _ seconds: Double) -> String {
            let donated = Value.duration(seconds).salientText ?? ""
            let candidate = Candidate(app: app, action: "StartSession", values: ["duration": donated])
            return ShortcutTitle.title(of: candidate, in: catalog)
        }
        #expect(title("com.example.breathe", 900) == "Start 15 minutes breathing session")
        #expect(title("com.example.breathe", 5_430) == "Start 1 hour 30 minutes 30 seconds breathing session")
        #expect(title("com.example.plain", 60) == "Start session · 1 minute")
        #expect(title("com.example.breathe", 0) == "Start 0 seconds breathing session")
        let typed = Candidate(app: "com.example.breathe", action: "StartSession", values: ["duration": "a while"])
        #expect(ShortcutTitle.title(of: typed, in: catalog) == "Start a while breathing session")
        let apart = ErrandSuggestions.Suggestion.titledApart(
            [900.0, 600].map { seconds in
                ErrandSuggestions.Suggestion(
                    candidate: Candidate(
                        app: "com.example.breathe", action: "StartSession",
                        values: ["duration": Value.duration(seconds).salientText ?? ""]),
                    title: "Breathe", explanation: "", source: .predicted)
            }, in: catalog)
        #expect(apart.map(\.title) == ["Breathe · 15 minutes", "Breathe · 10 minutes"])
    }
}
