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

    @Test func aTimeOfDaySaidAsAPartOfTheDayIsItsHour() {
        let time = BuiltInValueReader().value(of: "tomorrow morning", as: .time, context: Self.context)
        #expect(time == .time(TimeOfDay(hour: 9, minute: 0, second: 0)))
    }
}
