import Foundation

/// One guideline check of the linter: an identifier, a default severity, the guideline it
/// enforces, and the check itself.
///
/// A rule sees the whole catalog, so rules that compare apps (two apps claiming the same
/// phrase, an alternative name that is another app's name) need nothing more.
///
/// ```swift
/// struct TitleEndingPunctuation: LintRule {
///     let id = "title-ending-punctuation"
///     let severity = Diagnostic.Severity.warning
///     let summary = "Titles use no punctuation (\"…sentence-style capitalization without punctuation\")."
///     func check(_ context: LintContext) -> [Diagnostic] { … }
/// }
/// ```
public protocol LintRule: Sendable {
    /// The rule's identifier, shown in brackets after each message (`title-starts-with-verb`).
    var id: String { get }
    /// The severity of what the rule finds, unless a finding says otherwise.
    var severity: Diagnostic.Severity { get }
    /// One line: what the rule asks for, citing the guideline sentence it enforces.
    var summary: String { get }
    /// Every place in the catalog where the rule is broken.
    func check(_ context: LintContext) -> [Diagnostic]
}
