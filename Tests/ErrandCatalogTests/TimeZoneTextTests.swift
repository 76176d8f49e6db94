import ErrandCatalog
import Foundation
import Testing

/// One reading of time-zone text for donations, automations and every `--time-zone`.
struct TimeZoneTextTests {
    @Test(arguments: [
        ("UTC", 0), ("Z", 0), ("GMT", 0), ("+02:00", 7_200), ("-0500", -18_000), ("+05:30", 19_800), ("-5", -18_000),
        ("+09", 32_400), (" -03:00 ", -10_800), ("+18:00", 64_800),
    ])
    func readsOffsetsAndUTC(text: String, seconds: Int) throws {
        let zone = try #require(TimeZoneText.zone(text))
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == seconds)
    }

    @Test func readsRegionsWithTheirDaylightSaving() throws {
        let zone = try #require(TimeZoneText.zone("America/New_York"))
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_772_409_600)) == -18_000)  // March 2
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_783_036_800)) == -14_400)  // July
    }

    @Test(arguments: ["EST", "Mars/Olympus", "+19:00", "+05:60", "+5:30", "+123", "05:00", "", "+", "+٠٥:٠٠", "now"])
    func refusesWhatIsNotAZone(text: String) {
        #expect(TimeZoneText.zone(text) == nil)
    }

    @Test(arguments: [
        ("2026-11-22T09:30:00Z", 0), ("2026-11-22T09:30:00-05:00", -18_000), ("2026-11-22T09:30:00.250+05:30", 19_800),
        ("2026-11-22T09:30-0500", -18_000),
    ])
    func readsTheOffsetEndingAnISO8601Text(text: String, seconds: Int) throws {
        let zone = try #require(TimeZoneText.zone(endingISO8601: text))
        #expect(zone.secondsFromGMT(for: Date()) == seconds)
    }

    @Test func anISO8601TextWithoutOffsetHasNoZone() {
        #expect(TimeZoneText.zone(endingISO8601: "2026-11-22T09:30:00") == nil)
        #expect(TimeZoneText.zone(endingISO8601: "2026-11-22") == nil)
    }
}
