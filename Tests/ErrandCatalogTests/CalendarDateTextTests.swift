import ErrandCatalog
import Testing

/// A date written `YYYY-MM-DD` is read as written or not at all: a day the month lacks is
/// refused, never moved into the next month.
struct CalendarDateTextTests {
    @Test(arguments: [
        ("2026-03-02", CalendarDate(year: 2026, month: 3, day: 2)),
        ("2024-02-29", CalendarDate(year: 2024, month: 2, day: 29)),
        ("2000-02-29", CalendarDate(year: 2000, month: 2, day: 29)),
        ("9999-12-31", CalendarDate(year: 9999, month: 12, day: 31)),
    ])
    func aRealDateIsRead(text: String, date: CalendarDate) {
        #expect(CalendarDate(iso8601: text) == date)
    }

    @Test(arguments: [
        "2026-02-30", "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "0000-01-01", "-5-01-01",
        "2026-+3-02", "2026-03", "2026-03-02-01", "2026-٠٣-02",
    ])
    func anImpossibleDateIsRefused(text: String) {
        #expect(CalendarDate(iso8601: text) == nil)
    }

    @Test func monthLengthsFollowTheGregorianLeapYears() {
        #expect(
            (1...12).map { CalendarDate.days(inMonth: $0, of: 2026) } == [
                31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
            ])
        #expect(CalendarDate.days(inMonth: 2, of: 2024) == 29)
        #expect(CalendarDate.days(inMonth: 2, of: 2100) == 28)
        #expect(CalendarDate.days(inMonth: 2, of: 2400) == 29)
    }
}
