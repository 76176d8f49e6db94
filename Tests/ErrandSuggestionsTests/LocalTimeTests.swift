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
