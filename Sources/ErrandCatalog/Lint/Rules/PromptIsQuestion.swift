import Foundation

/// A follow-up prompt is a question.
///
/// Enforces the guidelines' follow-up questions ("What size?", "Which grind?", "Which soup?
/// is clearer than Which one?"): a prompt asks, it is not a label ("Deadline:").
public struct PromptIsQuestion: LintRule {
    public let id = "prompt-is-question"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Prompts are follow-up questions (\"What size?\", \"Which location?\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for app in context.catalog.apps {
            for action in app.actions {
                let schema = context.schema(of: action)
                for parameter in action.parameters {
                    guard let prompt = parameter.prompt, prompt != schema?.parameter(named: parameter.id)?.prompt
                    else { continue }
                    let trimmed = prompt.trimmingWhitespace()
                    if trimmed.hasSuffix("?") || trimmed.hasSuffix("？") { continue }
                    result.append(
                        context.diagnostic(
                            self,
                            "the prompt '\(prompt)' is not a question; phrase it as the follow-up question "
                                + "that asks for \(parameter.title.lowercased()), like 'Which size?' or 'When is the deadline?'",
                            app: app, path: "actions.\(action.id).parameters.\(parameter.id).prompt"))
                }
            }
        }
        return result
    }
}
