import ErrandLanguage
import Foundation
import Testing

/// "4/12" and "4.12.2026": the day or the month first, by the region of the time zone.
struct ValuesNumericDateOrderTests {
    /// NB: "4/12" was April 12 in London, "13/12" the number 1.083, "4.12.2026" April 12.
    @Test(arguments: [
        ("4/12", "2026-12-04 00:00"), ("11/12", "2026-12-11 00:00"), ("12/1", "2027-01-12 00:00"),
        ("13/12", "2026-12-13 00:00"), ("04/12/2026", "2026-12-04 00:00"), ("4.12.2026", "2026-12-04 00:00"),
        ("04-12-2026", "2026-12-04 00:00"), ("5/12 at 20:00", "2026-12-05 20:00"),
    ])
    func numericDatesAreDayFirstInLondon(text: String, expected: String) {
        #expect(LondonMorning.time(text) == expected)
    }

    /// The United States, and a zone with no region (as Duckling's corpus is read in), read the
    /// month first — but a first number that cannot be a month is the day, and dots are day first.
    @Test func numericDatesAreMonthFirstInTheUnitedStates() throws {
        let newYork = LondonMorning.recognizer(try #require(TimeZone(identifier: "America/New_York")))
        #expect(LondonMorning.time("4/12", newYork) == "2027-04-12 05:00")
        #expect(LondonMorning.time("13/12", newYork) == "2026-12-13 05:00")
        #expect(LondonMorning.time("4.12.2026", newYork) == "2026-12-04 05:00")
        #expect(LondonMorning.time("10.31.1974", newYork) == "1974-10-31 05:00")
        let offset = LondonMorning.recognizer(try #require(TimeZone(secondsFromGMT: 0)))
        #expect(LondonMorning.time("4/12", offset) == "2027-04-12 01:00")
        #expect(LondonMorning.time("13/12", offset) == "2026-12-13 00:00")
    }
}
