import ErrandSuggestions
import Testing

struct LocalTimeTests {
    @Test func readsTheWallClockTheLogWrote() throws {
        let time = try #require(LocalTime(iso8601: "2026-03-02T07:31:00-05:00"))
        #expect(time.hour == 7)
        #expect(time.minute == 31)
        #expect(time.weekday == 1)  // a Monday
        #expect(time.instant == 1_772_454_660)
        #expect(time.iso8601 == "2026-03-02T07:31:00-05:00")
    }

    @Test func theSameInstantIsAnotherDayElsewhere() throws {
        let utc = try #require(LocalTime(iso8601: "2026-03-08T23:30:00Z"))
        let tokyo = LocalTime(instant: utc.instant, utcOffset: 9 * 3_600)
        #expect(utc.weekday == 7)
        #expect(utc.isWeekend)
        #expect(tokyo.weekday == 1)
        #expect(tokyo.hour == 8)
    }

    @Test(arguments: ["", "2026-03-02", "2026-13-02T07:31:00Z", "2026-03-02T07:31:00", "2026-03-02T25:00:00Z", "日本語"])
    func refusesWhatIsNotALocalTime(_ text: String) {
        #expect(LocalTime(iso8601: text) == nil)
    }
}

struct LocalTimeLimitsTests {
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func anInstantOutOfRangeIsClampedNotACrash(_ instant: Double) {
        let time = LocalTime(instant: instant, utcOffset: 99 * 3_600)
        #expect((1...9999).contains(time.year))
        #expect(abs(time.utcOffset) <= 18 * 3_600)
    }
}

/// A time a person wrote is kept as written or refused, never moved to a neighbouring day or
/// offset.
struct LocalTimeValidationTests {
    @Test(arguments: [
        ("2026-02-30T07:00:00-05:00", "'2026-02-30T07:00:00-05:00': February 30 does not exist in 2026"),
        ("2100-02-29T07:00:00Z", "February 29 does not exist in 2100 (February has 28 days)"),
        ("2026-04-31T07:00:00Z", "April 31 does not exist in 2026 (April has 30 days)"),
        ("2026-03-02T07:00:00+18:30", "the offset +18:30 is beyond ±18:00"),
        ("2026-03-02T07:00:00-1900", "the offset -1900 is beyond ±18:00"),
        ("0000-03-02T07:00:00Z", "year 0000 is before year 0001"),
        ("2026-03-02T07:00:60Z", "second 60 is not 00–59"),
        ("2026-03-02", "'2026-03-02': a date without a time of day"),
        ("2026-03-02T07:00:00", "no offset from UTC; end it with Z or ±HH:MM"),
    ])
    func anImpossibleTimeIsRefusedSayingWhy(_ text: String, _ message: String) {
        #expect(LocalTime(iso8601: text) == nil)
        #expect {
            try LocalTime(validating: text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test(arguments: [
        "2024-02-29T07:00:00-05:00", "2026-03-02T07:00:00+18:00", "2026-03-02T07:00:00-18:00",
        "2026-03-02T07:00:00+05:45", "9999-12-31T23:59:59Z", "9999-12-31T23:59:59+18:00",
        "9999-12-31T23:59:59-18:00", "0001-01-01T00:00:00+18:00", "0001-01-01T00:00:00-18:00",
    ])
    func aRealTimeIsKeptAsWritten(_ text: String) throws {
        let time = try LocalTime(validating: text)
        let written = text.hasSuffix("Z") ? String(text.dropLast()) + "+00:00" : text
        #expect(time.iso8601 == written)
    }

    @Test func theLastDayOfYear9999IsAFriday() throws {
        let time = try LocalTime(validating: "9999-12-31T23:59:59Z")
        #expect(time.day == 31)
        #expect(time.weekday == 5)
        #expect(time.instant == 253_402_300_799)
    }
}
