import Foundation

/// Titles are brief instructions, so they start with a verb.
///
/// Enforces "Start titles with a verb … Think of a shortcut title as a brief instruction." for
/// action titles and app shortcut titles. A verb is one of the shipped title verbs or any
/// category's verb.
public struct TitleStartsWithVerb: LintRule {
    public let id = "title-starts-with-verb"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Titles start with a verb (\"Start titles with a verb … a brief instruction\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.titles().compactMap { title in
            if let word = LintContext.firstWord(of: title.text), context.isTitleVerb(word) { return nil }
            let verb = title.action?.category.defaultVerb ?? "Order"
            return context.diagnostic(
                self,
                "title '\(title.text)' does not start with a verb; write it as a brief instruction, "
                    + "like '\(verb) …'", at: title)
        }
    }
}
