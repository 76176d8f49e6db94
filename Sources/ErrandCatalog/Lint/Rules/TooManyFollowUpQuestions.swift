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
                return context.diagnostic(
                    self,
                    "\(action.id) asks \(asked.count) follow-up questions (\(names)); give some of them defaults or "
                        + "make them optional, so one or two questions are enough",
                    app: app, path: "actions.\(action.id).parameters.\(third.id)")
            }
        }
    }
}
