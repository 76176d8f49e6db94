import ErrandCatalog
import Foundation

extension ResolutionRules {
    /// Why `value` can't be `parameter`'s in `action`, when it is an order's time or day that has
    /// passed by `now`: a crossing booked "yesterday at 9am" or "2 hours ago" is no booking anyone
    /// can make, and was confirmed as one. A minute's grace keeps "now" now. Actions that keep a
    /// record of what was done ("log a match yesterday") are not orders, and take past times.
    static func passed(
        _ value: Value, for parameter: ParameterDefinition, of action: ActionDefinition, now: Date, timeZone: TimeZone
    ) -> String? {
        guard action.category == .order else { return nil }
        switch value {
        case .dateTime(let instant) where instant < now.addingTimeInterval(-60):
            return "That time has already passed."
        case .date(let day):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let parts = calendar.dateComponents([.year, .month, .day], from: now)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
                day < CalendarDate(year: year, month: month, day: dayOfMonth)
            else { return nil }
            return "That day has already passed."
        default:
            return nil
        }
    }
}
