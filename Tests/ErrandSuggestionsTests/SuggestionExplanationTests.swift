import ErrandCatalog
import ErrandSuggestions
import ErrandTestSupport
import Foundation
import Testing

/// A suggestion's one line of why says only what the person's uses show.
struct SuggestionExplanationTests {
    static let coffee = PredictorTests.coffee
    static let home = PredictorTests.home

    static func context(day: Int, hour: Int) -> PredictionContext {
        PredictorTests.context(day: day, hour: hour, place: home)
    }

    // One order on a Monday afternoon is no habit: it is said as what was done, not as "usually".
    @Test func oneUseIsNotCalledAHabit() {
        var predictor = Predictor()
        predictor.observe(Self.coffee, in: Self.context(day: 0, hour: 15))
        let line = predictor.explanation(for: Self.coffee, in: Self.context(day: 1, hour: 15))
        #expect(line == "done before on a weekday afternoon near Home")
        #expect(
            predictor.frequencyExplanation(for: Self.coffee, at: Self.context(day: 1, hour: 15).time.instant)
                == "used recently")
        #expect(
            predictor.frequencyExplanation(for: Self.coffee, at: Self.context(day: 30, hour: 15).time.instant)
                == "used before")
    }

    @Test func threeWeeksOfMorningsAreAHabit() {
        let predictor = PredictorTests.trained()
        let moment = Self.context(day: 22, hour: 7)
        #expect(predictor.explanation(for: Self.coffee, in: moment) == "usually on weekday mornings near Home")
        #expect(
            predictor.frequencyExplanation(for: PredictorTests.alarm, at: moment.time.instant) == "one you use often")
    }

    // Two orders in a row once: days later, nothing was just done, so no "after" is said; right
    // after one, the shortcut done is named by its title, not by its identifier and values.
    @Test func afterNamesOnlyWhatWasJustDoneByItsTitle() {
        var predictor = Predictor()
        for day in [0, 1, 2, 3] {
            predictor.observe(Self.coffee, in: Self.context(day: day, hour: 7))
            predictor.observe(Self.coffee, in: Self.context(day: day, hour: 7))
        }
        let later = Self.context(day: 6, hour: 15)
        #expect(!predictor.explanation(for: Self.coffee, in: later).contains("after"))
        var soon = Self.context(day: 3, hour: 8)
        soon.place = nil
        let line = predictor.explanation(for: Self.coffee, in: soon) { _ in "Order latte" }
        #expect(line == "usually on weekday mornings after Order latte")
    }

    // On a surface the shortcut just done is named as the surface titles it.
    @Test func aSurfaceNamesThePreviousShortcutByItsTitle() throws {
        let center = DonationCenter(
            catalog: Catalog(apps: [CoffeeFixture.app()]), store: InMemoryDonationStore())
        let monday = 1_772_427_600.0 + 7 * 3_600
        for offset in [0.0, 60] {
            try center.donate(
                Donation(
                    person: "amy", app: "com.example.coffee",
                    content: .interaction(
                        InteractionDonation(action: "OrderCoffee", values: ["coffee": CoffeeFixture.latte])),
                    context: DonationContext(date: Date(timeIntervalSince1970: monday + offset), timeZone: "-05:00")))
        }
        let soon = PredictionContext(time: LocalTime(instant: monday + 600, utcOffset: -5 * 3_600))
        let lines = try center.suggestions(for: "amy", on: .lockScreen, in: soon).map(\.explanation)
        #expect(lines.first == "done before on a weekday morning after Order coffee · Latte")
    }
}
