import Foundation

/// An automation that cannot be saved, or an answer that cannot be given, with what is wrong
/// and what would be accepted.
public struct AutomationError: Error, CustomStringConvertible, Sendable, Hashable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    static func invalid(_ automation: Automation, _ problem: String) -> Self {
        Self("automation '\(automation.id)': \(problem)")
    }

    static func noPrompt(_ id: String, pending: [AutomationPrompt]) -> Self {
        let list = pending.map { "\($0.id) (\($0.text))" }.joined(separator: ", ")
        return Self(
            "no prompt '\(id)' is waiting for an answer (a prompt is answered once, and is void once it expires "
                + "or its automation is disabled or removed); "
                + (pending.isEmpty ? "none is waiting" : "waiting: \(list)"))
    }

    /// A yes to a prompt whose automation was turned off after it asked: the prompt is void
    /// (taken from the store), since a disabled automation never fires and enabling it does
    /// not catch up.
    static func disabledPrompt(_ prompt: AutomationPrompt, of automation: Automation) -> Self {
        Self(
            "'\(automation.displayName)' did not run: its automation '\(automation.id)' was disabled after it asked, "
                + "so prompt '\(prompt.id)' is void; to have it ask again, enable it (errand automations enable "
                + "\(automation.id)), or run its shortcut now (errand shortcuts run \(prompt.shortcutID))")
    }

    /// An answer to a prompt whose automation was removed after it asked: the prompt is void.
    static func removedPrompt(_ prompt: AutomationPrompt) -> Self {
        Self(
            "prompt '\(prompt.id)' is void and nothing ran: its automation '\(prompt.automationID)' was removed "
                + "after it asked; to run the shortcut now: errand shortcuts run \(prompt.shortcutID)")
    }

    static func unknownShortcut(_ id: String, of person: String) -> Self {
        Self("\(person) has no shortcut '\(id)'; name one of their shortcuts")
    }
}

extension Automation {
    /// Checks the values a person or a file could get wrong: times, weekdays, places, windows.
    ///
    /// The scheduler never crashes on an invalid automation (it never fires); this is for
    /// refusing it, with a reason, before it is saved.
    public func validate() throws(AutomationError) {
        if id.isEmpty { throw .invalid(self, "the identifier is empty") }
        if shortcutID.isEmpty { throw .invalid(self, "it names no shortcut to run") }
        if let name, name.isBlank {
            throw .invalid(self, "its name is blank; give words the person will know it by, or no name")
        }
        switch trigger {
        case .timeOfDay(let minute, let weekdays):
            try checkMinute(minute, "the time of day")
            try checkWeekdays(weekdays)
        case .arrive(let fence), .leave(let fence):
            try checkFence(fence)
        case .appEvent(let app, let event):
            if app.isBlank || event.isBlank { throw .invalid(self, "an app event needs an app and an event name") }
        case .deviceEvent(let event):
            if event.isBlank { throw .invalid(self, "a device event needs a name") }
        case .donation(let app, let action):
            if app.isBlank || action.isBlank { throw .invalid(self, "a donation trigger needs an app and an action") }
        }
        for condition in conditions {
            switch condition {
            case .timeWindow(let start, let end):
                try checkMinute(start, "the start of the time window")
                try checkMinute(end, "the end of the time window")
            case .place(let fence): try checkFence(fence)
            case .weekdays(let days): try checkWeekdays(days)
            }
        }
        try checkItCanRun()
        if case .runLate(let window) = missedRunPolicy, !(window >= 0 && window.isFinite) {
            throw .invalid(self, "the run-late window must be zero or more seconds, not \(window)")
        }
    }

    /// A time of day whose own conditions rule it out would never run: refused, naming both.
    private func checkItCanRun() throws(AutomationError) {
        guard case .timeOfDay(let minute, let weekdays) = trigger else { return }
        for condition in conditions {
            let never: Bool
            switch condition {
            case .timeWindow(let start, let end): never = !TriggerCondition.window(from: start, to: end, holds: minute)
            case .weekdays(let days):
                never = !days.isEmpty && Set(weekdays.isEmpty ? Array(0...6) : weekdays).isDisjoint(with: days)
            case .place: never = false
            }
            if never {
                throw .invalid(
                    self,
                    "it would never run: \(trigger.summary) is never \(condition.summary.dropFirst("only ".count)); "
                        + "change the time or days, or drop the condition")
            }
        }
    }

    private func checkMinute(_ minute: Int, _ what: String) throws(AutomationError) {
        guard (0..<1440).contains(minute) else {
            throw .invalid(self, "\(what) is minute \(minute) of the day; it must be 0 (00:00) to 1439 (23:59)")
        }
    }

    private func checkWeekdays(_ days: [Int]) throws(AutomationError) {
        if let bad = days.first(where: { !(0...6).contains($0) }) {
            throw .invalid(self, "weekday \(bad) does not exist; weekdays are 0 (Monday) to 6 (Sunday)")
        }
    }

    private func checkFence(_ fence: GeoFence) throws(AutomationError) {
        guard fence.center.isValid else {
            throw .invalid(
                self,
                "the place \(fence.latitude),\(fence.longitude) is not on Earth; "
                    + "latitude must be -90…90 and longitude -180…180")
        }
        guard fence.radius > 0, fence.radius <= GeoFence.largestRadius else {
            throw .invalid(
                self,
                "the radius \(fence.radius) m must be more than 0 and at most \(Int(GeoFence.largestRadius)) metres")
        }
    }
}

extension String {
    /// Empty, or only white space: nothing a person could read or a device would report.
    fileprivate var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
