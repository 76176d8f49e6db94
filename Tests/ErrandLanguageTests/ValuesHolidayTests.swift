import ErrandLanguage
import Foundation
import Testing

/// Holidays of several calendars, named with and without a year.
struct ValuesHolidayTests {
    let recognizer = BuiltInValueRecognizer(
        configuration: ValueRecognitionConfiguration(
            now: Date(timeIntervalSince1970: 1_709_716_500), timeZone: TimeZone(secondsFromGMT: 3600) ?? .current))

    /// The day a holiday falls on, with its name, or "none".
    func holiday(_ text: String) -> String {
        guard case .time(let value)? = recognizer.value(.time, of: text) else { return "none" }
        let day: String
        switch value.kind {
        case .instant(let point): day = String(point.iso8601.prefix(10))
        case .interval(let from, _): day = String(from?.iso8601.prefix(10) ?? "…") + "…"
        }
        return day + " " + (value.holiday ?? "-")
    }

    @Test(arguments: [
        ("thanksgiving", "2024-11-28 Thanksgiving Day"),
        ("easter 2024", "2024-03-31 Easter Sunday"),
        ("good friday 2025", "2025-04-18 Good Friday"),
        ("orthodox easter 2024", "2024-05-05 Orthodox Easter Sunday"),
        ("next mother's day", "2024-05-12 Mother's Day"),
        ("last new year's eve", "2023-12-31 New Year's Eve"),
        ("eid al-fitr 2024", "2024-04-10 Eid al-Fitr"),
        ("ramadan 2025", "2025-03-01… Ramadan"),
        ("chinese new year 2024", "2024-02-10 Chinese New Year"),
        ("yom kippur 2024", "2024-10-11 Yom Kippur"),
        ("diwali 2023", "2023-11-12 Diwali"),
        ("holi 2024", "2024-03-25 Holi"),
        ("raksha bandhan 2022", "2022-08-11 Raksha Bandhan"),
        ("makar sankranti 2024", "2024-01-15 Thai Pongal"),
    ])
    func findsTheDayOfAHoliday(text: String, expected: String) {
        #expect(holiday(text) == expected)
    }

    @Test func keepsTheHolidayOnAPartOfItsDay() {
        #expect(holiday("the evening of christmas") == "2024-12-25… Christmas")
    }
}
