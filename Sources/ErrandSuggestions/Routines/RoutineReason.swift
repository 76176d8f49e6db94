import Foundation

/// Words a mined routine as the one line shown with its suggestion: "You start a workout (run)
/// on Monday, Wednesday and Friday around 6 pm", "You order food (pizza) when you arrive at
/// Gym (9 of your last 10 visits)", "You start workout (run), then play playlist (Gym mix), when
/// you arrive at Gym (…)", "You start meditation (10) after you order coffee (…)".
public enum RoutineReason {
    static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// The sentence for `routine`.
    public static func sentence(for routine: MinedRoutine) -> String {
        var text = "You " + routine.steps.map(phrase(of:)).joined(separator: ", then ")
        if !routine.followUps.isEmpty { text += "," }
        switch routine.trigger {
        case .time(let weekdays, let minute):
            text += " " + days(weekdays) + " around " + clock(minute)
        case .arrive(let place):
            text += " when you arrive at \(place)" + days(placeDays: routine.placeWeekdays)
        case .leave(let place):
            text += " before you leave \(place)" + days(placeDays: routine.placeWeekdays)
        case .after(_, let action):
            text += " after you " + phrase(of: Candidate(app: "", action: action, values: [:]))
        case .device(let event):
            text += " when your device reports \(event)"
        }
        return text + " (\(evidence(routine)))"
    }

    /// "start workout (run)": the action's words in lowercase, then the usual values.
    static func phrase(of shortcut: Candidate) -> String {
        let verb = shortcut.actionWords.map { $0.lowercased() }.joined(separator: " ")
        let values = shortcut.values.keys.sorted().compactMap { shortcut.values[$0] }.filter { !$0.isEmpty }
        return values.isEmpty ? verb : verb + " (" + values.joined(separator: ", ") + ")"
    }

    /// "every day", "on weekdays", "at weekends", "on Monday, Wednesday and Friday".
    static func days(_ weekdays: [Int]) -> String {
        let set = Set(weekdays)
        if set.count == 7 { return "every day" }
        if set == [0, 1, 2, 3, 4] { return "on weekdays" }
        if set == [5, 6] { return "at weekends" }
        let names = weekdays.sorted().filter { (0...6).contains($0) }.map { dayNames[$0] }
        guard let last = names.last else { return "" }
        return "on " + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last)
    }

    private static func days(placeDays: [Int]) -> String {
        placeDays.isEmpty ? "" : " " + days(placeDays)
    }

    /// "6 pm", "6:30 pm", "7:15 am", "noon", "midnight", rounded to five minutes.
    static func clock(_ minute: Int) -> String {
        let rounded = ((Int((Double(minute) / 5).rounded()) * 5) % 1_440 + 1_440) % 1_440
        if rounded == 0 { return "midnight" }
        if rounded == 720 { return "noon" }
        let hour = rounded / 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let suffix = hour < 12 ? "am" : "pm"
        return rounded % 60 == 0 ? "\(twelve) \(suffix)" : String(format: "%d:%02d %@", twelve, rounded % 60, suffix)
    }

    private static func evidence(_ routine: MinedRoutine) -> String {
        let percent = Int((routine.confidence * 100).rounded())
        switch routine.trigger {
        case .time: return "\(routine.support) times, \(percent)% of those days"
        case .arrive, .leave: return "\(routine.support) times, \(percent)% of your visits"
        case .after(_, let action):
            let verb = phrase(of: Candidate(app: "", action: action, values: [:]))
            return "\(routine.support) times, \(percent)% of the times you \(verb)"
        case .device: return "\(routine.support) times, \(percent)% of those times"
        }
    }
}
