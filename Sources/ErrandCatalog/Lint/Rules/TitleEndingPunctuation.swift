import Foundation

/// Titles and subtitles end without punctuation.
///
/// Enforces "use sentence-style capitalization without punctuation" for action titles,
/// subtitles and app shortcut titles.
public struct TitleEndingPunctuation: LintRule {
    public let id = "title-ending-punctuation"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Titles end without punctuation (\"… sentence-style capitalization without punctuation\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.titles(subtitles: true).compactMap { title in
            guard let offset = LintText.endingPunctuationOffset(in: title.text) else { return nil }
            return context.diagnostic(
                self, "'\(title.text)' ends with punctuation; remove it (titles are brief instructions, not sentences)",
                at: title, offset: offset)
        }
    }
}
