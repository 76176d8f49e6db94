import ErrandShortcuts
import Foundation

/// How automations and their outcomes read on the command line.
enum AutomationText {
    /// "Morning coffee: at 07:30 on Mon, Fri; only between 07:00 and 09:00 → shortcut usual;
    /// asks first; run late within 1 h".
    static func describe(_ automation: Automation) -> String {
        var parts = [automation.trigger.summary] + automation.conditions.map(\.summary)
        parts = ["\(automation.displayName): " + parts.joined(separator: "; ")]
        parts.append("→ shortcut \(automation.shortcutID)")
        if automation.askBeforeRunning { parts.append("asks first") }
        if case .timeOfDay = automation.trigger { parts.append(automation.missedRunPolicy.summary) }
        return parts.joined(separator: ", ").replacingOccurrences(of: ", → ", with: " → ")
    }

    /// One line for an outcome: what happened, to which automation and occurrence, and why.
    static func describe(_ outcome: AutomationOutcome) -> String {
        let what = "'\(outcome.automationName)' (\(outcome.occurrence.key))"
        switch outcome.kind {
        case .ran(let result):
            return "\(result.status == .completed ? "ran" : result.status.rawValue) \(what): \(result.message)"
        case .skipped(let reason):
            return "skipped \(what): \(reason)"
        case .waitingForAnswer(let prompt):
            return "asking \(what): \(prompt.text) — answer with: errand automations answer \(prompt.id) yes|no"
        case .dismissed:
            return "dismissed \(what)"
        case .expired:
            return "expired \(what): no answer in time; it did not run"
        }
    }
}
