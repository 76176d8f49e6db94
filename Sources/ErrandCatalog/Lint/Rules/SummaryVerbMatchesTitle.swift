import Foundation

/// A parameter summary begins with the same verb as the title.
///
/// Enforces "Aim to use the same words in the summary and the title — in particular, it's
/// helpful to begin both phrases with the same verb" ("Search encyclopedia" / "Search
/// encyclopedia for search term").
public struct SummaryVerbMatchesTitle: LintRule {
    public let id = "summary-verb-matches-title"
    public let severity = Diagnostic.Severity.warning
    public let summary = "A summary begins with the title's verb (\"begin both phrases with the same verb\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action -> [Diagnostic] in
                guard let titleVerb = LintContext.firstWord(of: action.title) else { return [] }
                return context.summaries(of: action, in: app).compactMap { entry -> Diagnostic? in
                    guard let verb = LintContext.firstWord(of: entry.text.text), verb != titleVerb,
                        context.isTitleVerb(verb)
                    else { return nil }
                    return context.diagnostic(
                        self,
                        "the summary '\(entry.text.text)' begins with '\(verb)' but the title '\(action.title)' with "
                            + "'\(titleVerb)'; begin both with the same verb so people recognise the action",
                        at: entry.text)
                }
            }
        }
    }
}
