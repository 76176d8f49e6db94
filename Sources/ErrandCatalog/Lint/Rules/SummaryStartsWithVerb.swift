import Foundation

/// A parameter summary is a sentence that begins with a verb.
///
/// Enforces "A parameter summary succinctly describes the action by using the parameters in a
/// sentence that begins with a verb", for the summary and each of its variants.
public struct SummaryStartsWithVerb: LintRule {
    public let id = "summary-starts-with-verb"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Parameter summaries begin with a verb (\"a sentence that begins with a verb\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                context.summaries(of: action, in: app).compactMap { entry -> Diagnostic? in
                    if let word = LintContext.firstWord(of: entry.text.text), context.isTitleVerb(word) { return nil }
                    return context.diagnostic(
                        self,
                        "the summary '\(entry.text.text)' does not begin with a verb; write it as a sentence that "
                            + "starts like the title ('\(action.title)')", at: entry.text)
                }
            }
        }
    }
}
