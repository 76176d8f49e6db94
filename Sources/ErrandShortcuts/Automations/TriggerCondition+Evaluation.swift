import Foundation

extension TriggerCondition {
    /// Whether the condition holds at the observation's moment and place. A place condition
    /// does not hold when the location is unknown.
    func holds(at observation: AutomationObservation, calendar: Calendar) -> Bool {
        switch self {
        case .timeWindow(let start, let end):
            return Self.window(
                from: start, to: end, holds: LocalOccurrences.minuteOfDay(of: observation.now, calendar: calendar))
        case .place(let fence):
            guard let location = observation.location else { return false }
            return fence.contains(location)
        case .weekdays(let days):
            return days.isEmpty || days.contains(LocalOccurrences.weekday(of: observation.now, calendar: calendar))
        }
    }

    /// Whether a time window from `start` (included) to `end` (excluded) holds at `minute` of
    /// the day: wrapping past midnight when `end < start`, all day when they are equal.
    static func window(from start: Int, to end: Int, holds minute: Int) -> Bool {
        if start == end { return true }
        if start < end { return start <= minute && minute < end }
        return minute >= start || minute < end
    }
}

extension Automation {
    /// The summary of the first condition that does not hold, or `nil` when all hold.
    func failedCondition(at observation: AutomationObservation, calendar: Calendar) -> String? {
        conditions.first { !$0.holds(at: observation, calendar: calendar) }.map(\.summary)
    }
}
