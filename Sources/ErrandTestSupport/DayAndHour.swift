import ErrandCatalog
import Foundation

/// The wall clock of a date and time a test reads, to compare with what a person meant.
public enum DayAndHour {
    /// The day of the month and the hour of `value`, a date and time, in `timeZone`; `nil` for
    /// any other value.
    public static func of(_ value: Value?, in timeZone: TimeZone) -> [Int]? {
        guard case .dateTime(let instant)? = value else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.day, .hour], from: instant)
        return [parts.day ?? 0, parts.hour ?? 0]
    }
}
