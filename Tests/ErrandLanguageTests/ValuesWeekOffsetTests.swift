import ErrandLanguage
import Foundation
import Testing

/// "Tuesday week", "monday fortnight", "a week on Tuesday": a day put off by a week or two.
struct ValuesWeekOffsetTests {
    /// NB: "next Tuesday week" was read as next Tuesday, "this day fortnight" as today.
    @Test(arguments: [
        ("next Tuesday week", "2026-12-15 00:00"), ("Tuesday week", "2026-12-15 00:00"),
        ("monday fortnight", "2026-12-21 00:00"), ("this day fortnight", "2026-12-18 00:00"),
        ("this day week", "2026-12-11 00:00"), ("a week on Tuesday", "2026-12-15 00:00"),
        ("a fortnight on friday", "2026-12-25 00:00"), ("Tuesday next", "2026-12-08 00:00"),
        ("tuesday next week", "2026-12-08 00:00"), ("monday fortnight at 18:00", "2026-12-21 18:00"),
    ])
    func britishWeekOffsetsPutTheDayOff(text: String, expected: String) {
        #expect(LondonMorning.time(text) == expected)
    }

    /// NB: "a week today" and "a week tomorrow" were today and tomorrow, the week left over.
    @Test(arguments: [
        ("a week today", "2026-12-11 00:00"), ("a week tomorrow", "2026-12-12 00:00"),
        ("a fortnight today", "2026-12-18 00:00"), ("tomorrow week", "2026-12-12 00:00"),
        ("today week", "2026-12-11 00:00"), ("a week tomorrow at 6pm", "2026-12-12 18:00"),
    ])
    func aWeekFromTodayOrTomorrowIsThatDayNextWeek(text: String, expected: String) {
        #expect(LondonMorning.time(text) == expected)
    }

    @Test func aWeekOffsetIsReadInASentence() {
        let found = LondonMorning.recognizer(daytime: true).values(
            in: "add parents evening next Tuesday week at quarter to eight")
        #expect(found.map(\.text).contains("next Tuesday week at quarter to eight"))
    }
}
