import ErrandCatalog
import Foundation

extension AutomationTrigger {
    /// How the trigger reads to the person: "at 07:30 on Mon, Wed, Fri", "when leaving Home".
    public var summary: String {
        switch self {
        case .timeOfDay(let minute, let weekdays):
            return "at \(Self.clock(minute)) " + (weekdays.isEmpty ? "every day" : "on \(Self.days(weekdays))")
        case .arrive(let fence): return "when arriving at \(fence.summary)"
        case .leave(let fence): return "when leaving \(fence.summary)"
        case .appEvent(let app, let event): return "when \(app) reports \(event)"
        case .deviceEvent(let event): return "when the device reports \(event)"
        case .donation(let app, let action): return "after \(app)/\(action)"
        }
    }

    /// `07:30` for minute 450.
    static func clock(_ minute: Int) -> String {
        String(format: "%02d:%02d", minute / 60, minute % 60)
    }

    static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Mon, Wed, Fri` for [0, 2, 4].
    static func days(_ weekdays: [Int]) -> String {
        weekdays.sorted().map { dayNames.indices.contains($0) ? dayNames[$0] : "day \($0)" }.joined(separator: ", ")
    }
}

extension GeoFence {
    /// "Home (within 150 m)", or the coordinates when it has no name.
    public var summary: String {
        let place = name ?? String(format: "%.5f,%.5f", latitude, longitude)
        return "\(place) (within \(Int(saturating: radius.rounded())) m)"
    }
}

extension TriggerCondition {
    /// How the condition reads: "only between 07:00 and 09:00".
    public var summary: String {
        switch self {
        case .timeWindow(let start, let end):
            return "only between \(AutomationTrigger.clock(start)) and \(AutomationTrigger.clock(end))"
        case .place(let fence): return "only at \(fence.summary)"
        case .weekdays(let days): return "only on \(AutomationTrigger.days(days))"
        }
    }
}

extension MissedRunPolicy {
    /// "skip if missed", "run late within 30 min".
    public var summary: String {
        switch self {
        case .skip: return "skip if missed"
        case .runLate(let window): return "run late within \(SkipReason.duration(window))"
        }
    }
}
