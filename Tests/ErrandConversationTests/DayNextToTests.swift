import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "The day after" and "the day before", said to follow up a request, are days from the day
/// of that request, across the end of a month and a leap day; an instant keeps its time of day,
/// in the person's time zone, across a change of the clocks.
struct DayNextToTests {
    @Test(arguments: [
        ("the day after", CalendarDate(year: 2026, month: 11, day: 30), CalendarDate(year: 2026, month: 12, day: 1)),
        ("the next day", CalendarDate(year: 2026, month: 12, day: 31), CalendarDate(year: 2027, month: 1, day: 1)),
        ("The day before.", CalendarDate(year: 2028, month: 3, day: 1), CalendarDate(year: 2028, month: 2, day: 29)),
    ])
    func aDayIsCountedFromTheDayBefore(words: String, day: CalendarDate, expected: CalendarDate) {
        #expect(DayNextTo.value(words, nextTo: .date(day), timeZone: .gmt) == .date(expected))
    }

    @Test func anInstantKeepsItsTimeOfDayAcrossAChangeOfTheClocks() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // Saturday 31 October 2026, 5 PM in New York; the clocks go back on 1 November.
        let before = Date(timeIntervalSince1970: 1_793_480_400)
        guard
            case .dateTime(let after)? = DayNextTo.value("the day after", nextTo: .dateTime(before), timeZone: newYork)
        else {
            Issue.record("no day after")
            return
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = newYork
        #expect(calendar.component(.hour, from: before) == 17)
        #expect(calendar.component(.hour, from: after) == 17)
        #expect(calendar.component(.day, from: after) == 1)
    }

    @Test(arguments: ["tomorrow", "the day", "after", "the day after tomorrow"])
    func otherWordsNameNoDayNextToIt(words: String) {
        #expect(
            DayNextTo.value(words, nextTo: .date(CalendarDate(year: 2026, month: 11, day: 30)), timeZone: .gmt) == nil)
    }

    @Test func aValueThatIsNoDayHasNoDayNextToIt() {
        #expect(DayNextTo.value("the day after", nextTo: .string("monday"), timeZone: .gmt) == nil)
    }
}
