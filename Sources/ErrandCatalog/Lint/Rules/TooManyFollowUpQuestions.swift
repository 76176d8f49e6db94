import Foundation

/// An action asks at most two follow-up questions.
///
/// Enforces "Design intents that require as few follow-up questions as possible … In most
/// cases, it's best to offer just one or two follow-up questions." Every required parameter
/// without a default is a question asked each time; parameters asked only after a parent's
/// value (`dependsOn`) are not counted.
public struct TooManyFollowUpQuestions: LintRule {
    public let id = "too-many-follow-up-questions"
    public let severity = Diagnostic.Severity.warning
    public let summary = "At most two follow-up questions (\"it's best to offer just one or two follow-up questions\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.compactMap { action -> Diagnostic? in
                let asked = action.parameters.filter { $0.isRequired && $0.defaultValue == nil && $0.dependency == nil }
                guard asked.count > 2, let third = asked.dropFirst(2).first else { return nil }
                let names = asked.map(\.id).joined(separator: ", ")
                // NB: a day and a time asked apart are one moment, asked once ("When?").
                let day = asked.first { $0.type == .date }
                let time = asked.first { $0.type == .time }
                let merge =
                    if let day, let time {
                        "ask '\(day.id)' and '\(time.id)' as one dateTime parameter, or "
                    } else { "" }
                return context.diagnostic(
                    self,
                    "\(action.id) asks \(asked.count) follow-up questions (\(names)); \(merge)give a default only where "
                        + "one value is usually right, or make optional what the action can do without, so one or "
                        + "two questions are enough",
                    app: app, path: "actions.\(action.id).parameters.\(third.id)")
            }
        }
    }
}
