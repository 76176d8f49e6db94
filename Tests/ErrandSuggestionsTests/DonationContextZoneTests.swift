import ErrandSuggestions
import Foundation
import Testing

/// A donation names its time zone so any reader can place it in the person's local time.
struct DonationContextZoneTests {
    @Test func aRegionalZoneKeepsItsIdentifier() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        #expect(DonationContext.text(of: zone, at: Date(timeIntervalSince1970: 0)) == "America/New_York")
    }

    /// `--now 2026-11-23T07:31:00-05:00` gives a zone from the offset alone, "GMT-0500": it is
    /// written as the offset, which the donation format reads.
    @Test func aZoneMadeFromAnOffsetIsWrittenAsTheOffset() throws {
        let zone = try #require(TimeZone(secondsFromGMT: -5 * 3600))
        let text = DonationContext.text(of: zone, at: Date(timeIntervalSince1970: 0))
        #expect(text == "-05:00")
        #expect(DonationContext.offset(of: text, at: Date(timeIntervalSince1970: 0)) == -5 * 3600)
        let india = try #require(TimeZone(secondsFromGMT: 5 * 3600 + 1800))
        #expect(DonationContext.text(of: india, at: Date(timeIntervalSince1970: 0)) == "+05:30")
    }
}
