import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// A part of the day said for a moment: "remind me tomorrow morning" is due at 9 AM, not at the
/// midnight the morning starts at (the recognizers read morning, as Duckling does, as midnight to
/// noon); a part that starts later starts when it does ("tomorrow evening" at 6 PM), and a span
/// said from midnight starts at midnight.
struct PartOfDayTests {
    /// Sunday 29 November 2026, 9:00 UTC.
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_795_942_800), timeZone: TimeZone(identifier: "UTC") ?? .current)
    static let tomorrow = Date(timeIntervalSince1970: 1_795_942_800 - 9 * 3600 + 86400)

    static func instant(_ text: String) -> Date? {
        guard case .dateTime(let date)? = BuiltInValueReader().value(of: text, as: .dateTime, context: context)
        else { return nil }
        return date
    }

    @Test(arguments: [
        ("tomorrow morning", 9.0), ("tomorrow evening", 18), ("tomorrow night", 18),
        ("tomorrow from midnight to 3am", 0),
        ("tomorrow at 7", 7),
    ])
    func aPartOfTheDayIsAMomentInIt(text: String, hour: Double) {
        #expect(Self.instant(text) == Self.tomorrow.addingTimeInterval(hour * 3600), "\(text)")
    }

    /// A day alone is at the context's hour of a day: 9 AM, or a meal's for an event named for
    /// one; a time said is kept, and a part of the day is its own hour.
    @Test(arguments: [("tomorrow", 12.0), ("tomorrow at 1 pm", 13), ("tomorrow morning", 9)])
    func aDayAloneIsAtTheHourOfADay(text: String, hour: Double) {
        var lunch = Self.context
        lunch.hourOfADay = 12
        let read = BuiltInValueReader().value(of: text, as: .dateTime, context: lunch)
        #expect(read == .dateTime(Self.tomorrow.addingTimeInterval(hour * 3600)), "\(text)")
    }

    /// The meal a request names, by its word: "lunch with bob" at noon; a word that only holds a
    /// meal's letters names none.
    @Test(
        arguments: [
            ("schedule lunch with bob", 12), ("Dinner at the Lees", 19), ("breakfast", 8), ("brunch sunday", 11),
            ("supper", 19), ("lunchbox shopping", nil), ("a meeting", nil),
        ] as [(String, Int?)])
    func theMealARequestNames(text: String, hour: Int?) {
        #expect(Understander.mealHour(in: text) == hour, "\(text)")
    }

    /// A day, a month or a year says no time of day: "november" read for a time was 00:00
    /// ("am i free on the 31st of november" was free at midnight on November 1st).
    @Test(arguments: ["november", "tomorrow", "next year", "friday"])
    func aDayOrLongerIsNoTimeOfDay(text: String) {
        #expect(BuiltInValueReader().value(of: text, as: .time, context: Self.context) == nil, "\(text)")
    }

    @Test func aTimeOfDaySaidAsAPartOfTheDayIsItsHour() {
        let time = BuiltInValueReader().value(of: "tomorrow morning", as: .time, context: Self.context)
        #expect(time == .time(TimeOfDay(hour: 9, minute: 0, second: 0)))
    }
}
