import Foundation

/// The changes a person makes to an automation suggestion before accepting it: another time,
/// other weekdays, or running without asking first. `nil` keeps the suggested value.
public struct AutomationSuggestionEdit: Sendable, Hashable, Codable {
    /// The minute of the local day (0–1439), for a time trigger.
    public var minute: Int?
    /// The weekdays (0 Monday … 6 Sunday): the trigger's for a time, a condition for a place.
    public var weekdays: [Int]?
    public var askBeforeRunning: Bool?

    public init(minute: Int? = nil, weekdays: [Int]? = nil, askBeforeRunning: Bool? = nil) {
        self.minute = minute
        self.weekdays = weekdays
        self.askBeforeRunning = askBeforeRunning
    }

    /// Whether it changes nothing.
    public var isEmpty: Bool { minute == nil && weekdays == nil && askBeforeRunning == nil }
}

/// An edit that cannot apply to a suggestion, with what would be accepted.
public struct AutomationSuggestionEditError: Error, CustomStringConvertible, Sendable, Hashable {
    public var description: String
}

extension AutomationSuggestion {
    /// The suggestion with `edit` applied; its identifier stays, so the accepted decision is
    /// recorded against what was offered.
    ///
    /// - Throws: `AutomationSuggestionEditError` for a minute outside 0–1439, a weekday outside
    ///   0–6, no weekdays at all, or a time given for a suggestion started by a place, an
    ///   action or a device event.
    public func applying(_ edit: AutomationSuggestionEdit) throws(AutomationSuggestionEditError)
        -> AutomationSuggestion
    {
        var result = self
        if let askBeforeRunning = edit.askBeforeRunning { result.askBeforeRunning = askBeforeRunning }
        if let weekdays = edit.weekdays {
            guard !weekdays.isEmpty, weekdays.allSatisfy({ (0...6).contains($0) }) else {
                throw AutomationSuggestionEditError(
                    description: "weekdays \(weekdays) must be one or more of 0 (Monday) … 6 (Sunday)")
            }
        }
        let days = edit.weekdays.map { Array(Set($0)).sorted() }
        switch trigger {
        case .time(let weekdays, let minute):
            if let newMinute = edit.minute, !(0..<1_440).contains(newMinute) {
                throw AutomationSuggestionEditError(
                    description: "minute \(newMinute) is not a time of day; give 0 (00:00) … 1439 (23:59)")
            }
            result.trigger = .time(weekdays: days ?? weekdays, minute: edit.minute ?? minute)
        case .arrive, .leave, .after, .device:
            if edit.minute != nil {
                throw AutomationSuggestionEditError(
                    description:
                        "suggestion \(id) starts \(triggerDescription.prefix(1).lowercased() + triggerDescription.dropFirst()), "
                        + "not at a time; "
                        + "change its weekdays or ask-before-running instead")
            }
            if let days {
                result.conditions =
                    result.conditions.filter {
                        if case .weekdays = $0 { return false }
                        return true
                    } + (days.count == 7 ? [] : [.weekdays(days)])
            }
        }
        return result
    }
}
