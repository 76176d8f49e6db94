import Foundation

extension Automation {
    /// The first of `automations`, other than this one (by identifier), that runs the same
    /// shortcut on the same occurrences: keeping both would run it twice each time — two orders
    /// for one morning.
    ///
    /// What does not change the runs does not count: identifiers, names, creation dates, the
    /// missed-run policy, asking first (a yes would still run it twice), being enabled, the names of places (only where they are), the order
    /// of conditions and of days, and conditions that always hold (a window whose ends are
    /// equal, all seven days).
    ///
    /// ```swift
    /// if let existing = automation.duplicate(in: try store.automations(of: "amy")) { … refuse, naming it }
    /// ```
    ///
    /// - Complexity: O(n) in the number of automations.
    public func duplicate(in automations: [Automation]) -> Automation? {
        let runs = self.runs
        return automations.first { $0.id != id && $0.runs == runs }
    }

    /// What decides when it runs and what it does.
    private var runs: Runs {
        Runs(
            shortcutID: shortcutID, trigger: trigger.normalized,
            conditions: Set(conditions.compactMap(\.normalized)))
    }
}

/// An automation less what does not change its runs.
private struct Runs: Hashable {
    var shortcutID: String
    var trigger: AutomationTrigger
    var conditions: Set<TriggerCondition>
}

extension AutomationTrigger {
    fileprivate var normalized: Self {
        switch self {
        case .timeOfDay(let minute, let weekdays):
            return .timeOfDay(minute: minute, weekdays: Self.normalized(weekdays))
        case .arrive(let fence): return .arrive(fence.unnamed)
        case .leave(let fence): return .leave(fence.unnamed)
        case .appEvent, .deviceEvent, .donation: return self
        }
    }

    /// The days as a sorted set; every day (all seven) as none.
    fileprivate static func normalized(_ days: [Int]) -> [Int] {
        let set = Set(days)
        return set.count == 7 ? [] : set.sorted()
    }
}

extension TriggerCondition {
    /// The condition in one form; `nil` when it always holds.
    fileprivate var normalized: Self? {
        switch self {
        case .timeWindow(let start, let end): return start == end ? nil : self
        case .place(let fence): return .place(fence.unnamed)
        case .weekdays(let days):
            let days = AutomationTrigger.normalized(days)
            return days.isEmpty ? nil : .weekdays(days)
        }
    }
}

extension GeoFence {
    fileprivate var unnamed: Self { GeoFence(latitude: latitude, longitude: longitude, radius: radius) }
}
