import ErrandCatalog
import Foundation

extension AutomationSuggestion {
    /// When the automation runs, as the gallery shows it: "At 6 pm on Monday, Wednesday and
    /// Friday", "When I arrive at Gym on weekdays", "When I leave Work", "After I order coffee",
    /// "When my device reports connected-to-car".
    public var triggerDescription: String {
        var days: [Int] = []
        for case .weekdays(let weekdays) in conditions { days = weekdays }
        let condition = days.isEmpty ? "" : " " + RoutineReason.days(days)
        switch trigger {
        case .time(let weekdays, let minute):
            return "At \(RoutineReason.clock(minute)) \(RoutineReason.days(weekdays))"
        case .arrive(let place): return "When I arrive at \(place)" + condition
        case .leave(let place): return "When I leave \(place)" + condition
        case .after(_, let action):
            return "After I " + RoutineReason.phrase(of: Candidate(app: "", action: action, values: [:])) + condition
        case .device(let event): return "When my device reports \(event)" + condition
        }
    }

    /// The gallery's title: the trigger, then what runs, step by step ("When I arrive at Gym:
    /// Start run, then Play Gym mix").
    public func title(in catalog: Catalog) -> String {
        triggerDescription + ": " + steps.map { ShortcutTitle.title(of: $0, in: catalog) }.joined(separator: ", then ")
    }
}
