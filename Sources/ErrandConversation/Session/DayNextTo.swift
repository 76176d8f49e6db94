import ErrandCatalog
import Foundation

/// A day said by where it stands to the day of the request before it: "the day after", "the
/// next day", "the day before". "What's on my calendar tomorrow" — "and the day after" asks for
/// the day after tomorrow; said alone, the words name no day ("the next day" would be tomorrow).
enum DayNextTo {
    /// How many days from the day before each phrase's day is.
    private static let phrases: [String: Int] = [
        "the day after": 1, "the next day": 1, "the following day": 1, "the day after that": 1, "day after": 1,
        "the day before": -1, "the previous day": -1, "the day before that": -1, "day before": -1,
    ]

    /// The value `words` make of `value`, a day or an instant, when they name a day by where it
    /// stands to it: the day after, or the same time of the day after; `nil` for other words and
    /// values.
    static func value(_ words: String, nextTo value: Value, timeZone: TimeZone) -> Value? {
        guard let offset = phrases[AnswerParser.words(words).joined(separator: " ")] else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch value {
        case .date(let date):
            guard let day = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day)),
                let next = calendar.date(byAdding: .day, value: offset, to: day)
            else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day], from: next)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day else { return nil }
            return .date(CalendarDate(year: year, month: month, day: dayOfMonth))
        case .dateTime(let instant):
            return calendar.date(byAdding: .day, value: offset, to: instant).map(Value.dateTime)
        default:
            return nil
        }
    }
}
