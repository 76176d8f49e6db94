import Foundation
import Testing

@testable import ErrandConversation

/// The stretches of time payments are asked of: weeks start on Monday, a period back is the
/// whole of it, and days start in the person's time zone.
struct SpendingPeriodTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func instant(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    /// The transcripts' now is Tuesday 24 November 2026, 9:00 UTC.
    @Test(arguments: [
        (SpendingPeriod.today, "2026-11-24T00:00:00Z", "2026-11-25T00:00:00Z"),
        (.yesterday, "2026-11-23T00:00:00Z", "2026-11-24T00:00:00Z"),
        (.thisWeek, "2026-11-23T00:00:00Z", "2026-11-30T00:00:00Z"),
        (.lastWeek, "2026-11-16T00:00:00Z", "2026-11-23T00:00:00Z"),
        (.thisMonth, "2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z"),
        (.lastMonth, "2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z"),
    ])
    func eachPeriodIsItsWholeDays(period: SpendingPeriod, start: String, end: String) throws {
        let interval = try #require(period.interval(around: TranscriptReplayer.defaultNow, in: Self.utc))
        #expect(interval.start == (try Self.instant(start)))
        #expect(interval.end == (try Self.instant(end)))
    }

    @Test func aDayStartsInThePersonsTimeZone() throws {
        // 3 AM UTC on the 24th is still the 23rd in New York.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let today = try #require(
            SpendingPeriod.today.interval(around: try Self.instant("2026-11-24T03:00:00Z"), in: newYork))
        #expect(today.start == (try Self.instant("2026-11-23T05:00:00Z")))
    }
}
