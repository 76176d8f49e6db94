import ErrandLanguage
import Foundation
import Testing

/// "6.30pm", "at 6.30", "1930 hours": times written with a dot and the 24-hour clock said aloud.
struct ValuesDottedTimeTests {
    /// NB: "6.30pm" was the number 6.3, "1930 hours" a duration of 1930 hours.
    @Test(arguments: [
        ("6.30pm", "2026-12-04 18:30"), ("6.30 p.m.", "2026-12-04 18:30"), ("at 6.30", "2026-12-04 18:30"),
        ("at 19.45", "2026-12-04 19:45"), ("tomorrow at 6.30am", "2026-12-05 06:30"),
        ("1930 hours", "2026-12-04 19:30"), ("0930 hours", "2026-12-04 09:30"), ("at 2100 hrs", "2026-12-04 21:00"),
    ])
    func dottedAndTwentyFourHourTimesAreTimes(text: String, expected: String) {
        #expect(LondonMorning.time(text) == expected)
    }

    @Test func aDecimalStaysADecimal() {
        let recognizer = LondonMorning.recognizer()
        #expect(recognizer.value(.time, of: "6.30") == nil)
        #expect(recognizer.value(.number, of: "6.30") == .number(6.3))
        #expect(recognizer.value(.money, of: "6.30 dollars") == .money(MoneyValue(amount: .exact(6.3), currency: "$")))
        #expect(recognizer.values(in: "a 2.5 km walk").map(\.text) == ["2.5 km"])
        #expect(recognizer.values(in: "yoga at 6.30 tomorrow").map(\.text) == ["at 6.30 tomorrow"])
    }
}
