import ErrandShortcuts
import Foundation
import Testing

/// Times of day on the days the clocks change: a skipped time runs when the gap ends, a repeated
/// time runs once, at its first pass.
@Suite struct ClockChangeTests {
    typealias F = AutomationFixtures

    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        /// The local time of day, "02:30".
        var at: String
        var last: String
        var now: String
        /// "run KEY at INSTANT" for each firing, the instant in UTC.
        var expected: [String]
        var testDescription: String { "\(zone) \(at) in (\(last), \(now)]" }
    }

    static let cases: [Case] = [
        // New York goes from 02:00 EST to 03:00 EDT on 2026-03-08: 02:30 is due at 03:00.
        Case(
            zone: "America/New_York", at: "02:30", last: "2026-03-08T01:59:00-05:00",
            now: "2026-03-08T03:05:00-04:00", expected: ["run 2026-03-08T02:30 at 2026-03-08T07:00:00Z"]),
        Case(
            zone: "America/New_York", at: "02:30", last: "2026-03-08T01:59:00-05:00",
            now: "2026-03-08T03:00:00-04:00", expected: ["run 2026-03-08T02:30 at 2026-03-08T07:00:00Z"]),
        Case(
            zone: "America/New_York", at: "02:30", last: "2026-03-08T03:05:00-04:00",
            now: "2026-03-08T03:31:00-04:00", expected: []),
        // New York goes from 02:00 EDT back to 01:00 EST on 2026-11-01: 01:30 runs at its first pass.
        Case(
            zone: "America/New_York", at: "01:30", last: "2026-11-01T01:00:00-04:00",
            now: "2026-11-01T01:31:00-04:00", expected: ["run 2026-11-01T01:30 at 2026-11-01T05:30:00Z"]),
        Case(
            zone: "America/New_York", at: "01:30", last: "2026-11-01T01:31:00-04:00",
            now: "2026-11-01T01:31:00-05:00", expected: []),
        // Lord Howe Island goes from 02:00 +10:30 to 02:30 +11:00 on 2026-10-04.
        Case(
            zone: "Australia/Lord_Howe", at: "02:15", last: "2026-10-04T01:59:00+10:30",
            now: "2026-10-04T02:31:00+11:00", expected: ["run 2026-10-04T02:15 at 2026-10-03T15:30:00Z"]),
        // …and from 02:00 +11:00 back to 01:30 +10:30 on 2026-04-05.
        Case(
            zone: "Australia/Lord_Howe", at: "01:45", last: "2026-04-05T01:40:00+11:00",
            now: "2026-04-05T01:46:00+11:00", expected: ["run 2026-04-05T01:45 at 2026-04-04T14:45:00Z"]),
        Case(
            zone: "Australia/Lord_Howe", at: "01:45", last: "2026-04-05T01:46:00+11:00",
            now: "2026-04-05T01:46:00+10:30", expected: []),
    ]

    @Test(arguments: cases) func aTimeOfDayOnAClockChangeRunsWhenTheDocsSay(_ example: Case) throws {
        let zone = try #require(TimeZone(identifier: example.zone))
        let parts = example.at.split(separator: ":").compactMap { Int($0) }
        try #require(parts.count == 2)
        let automation = Automation(
            id: "a", shortcutID: "s", trigger: .timeOfDay(minute: parts[0] * 60 + parts[1], weekdays: []))
        let evaluation = AutomationScheduler().evaluate(
            [automation], state: SchedulerState(lastTick: F.instant(example.last)),
            observation: AutomationObservation(now: F.instant(example.now), timeZone: zone))
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let fired = evaluation.firings.map { firing in
            switch firing.decision {
            case .run: return "run \(firing.occurrence.key) at \(formatter.string(from: firing.scheduledAt))"
            case .skip(let reason): return "skip \(firing.occurrence.key): \(reason)"
            }
        }
        #expect(fired == example.expected)
    }
}
