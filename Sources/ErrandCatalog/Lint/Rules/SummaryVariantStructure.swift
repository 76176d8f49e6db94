import Foundation

/// The variants of a parameter summary keep one grammatical structure and parameter order.
///
/// Enforces "Be sure to use a consistent grammatical structure and parameter order in all
/// variants of the summary". Every variant (and the text used otherwise) begins with the same
/// verb and names the same parameters in the same order, apart from the parameters a variant is
/// about: the parent and those asked only after the parent has some value (`dependsOn`).
public struct SummaryVariantStructure: LintRule {
    public let id = "summary-variant-structure"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "Summary variants keep one structure (\"consistent grammatical structure and parameter order\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action -> [Diagnostic] in
                guard let summary = action.summary, !summary.variants.isEmpty else { return [] }
                let specific = Set(
                    action.parameters.filter { $0.dependency?.parameter == summary.parameter }.map(\.id)
                        + [summary.parameter].compactMap { $0 })
                let entries = context.summaries(of: action, in: app)
                guard let reference = entries.first else { return [] }
                let verb = LintContext.firstWord(of: reference.text.text)
                let order = Placeholders.names(in: reference.text.text).filter { !specific.contains($0) }
                return entries.dropFirst().compactMap { entry -> Diagnostic? in
                    let text = entry.text.text
                    if LintContext.firstWord(of: text) != verb {
                        return context.diagnostic(
                            self,
                            "the summary variant '\(text)' begins differently from '\(reference.text.text)'; begin "
                                + "every variant with the same verb", at: entry.text)
                    }
                    let names = Placeholders.names(in: text).filter { !specific.contains($0) }
                    guard names != order else { return nil }
                    let expected = order.map { "{\($0)}" }.joined(separator: " ")
                    return context.diagnostic(
                        self,
                        "the summary variant '\(text)' names its parameters differently from "
                            + "'\(reference.text.text)'; keep \(expected.isEmpty ? "none" : expected) in that order in "
                            + "every variant (a parameter that only some variants need should depend on "
                            + "\(summary.parameter ?? "the parent") with dependsOn)", at: entry.text)
                }
            }
        }
    }
}
