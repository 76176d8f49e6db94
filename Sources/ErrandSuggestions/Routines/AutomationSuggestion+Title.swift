import ErrandCatalog
import Foundation

extension AutomationSuggestion {
    /// When the automation runs, as the gallery shows it: "At 6 pm on Monday, Wednesday and
    /// Friday", "When I arrive at Gym on weekdays", "When I leave Work".
    public var triggerDescription: String {
        var days: [Int] = []
        for case .weekdays(let weekdays) in conditions { days = weekdays }
        let condition = days.isEmpty ? "" : " " + RoutineReason.days(days)
        switch trigger {
        case .time(let weekdays, let minute):
            return "At \(RoutineReason.clock(minute)) \(RoutineReason.days(weekdays))"
        case .arrive(let place): return "When I arrive at \(place)" + condition
        case .leave(let place): return "When I leave \(place)" + condition
        }
    }

    /// The gallery's title: the trigger, then what runs ("When I arrive at Gym: Start run").
    public func title(in catalog: Catalog) -> String {
        triggerDescription + ": " + ShortcutTitle.title(of: shortcut, in: catalog)
    }
}
