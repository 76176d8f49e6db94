import Foundation

/// Phrases are short: two or three words work best.
///
/// Enforces "Keep phrases short and memorable … Two- and three-word phrases tend to work best
/// … phrases that are too long will get truncated." A template counts the shortest way to say
/// it, a slot as one word. The phrases an app suggests for its shortcuts (`shortcuts:`) are said
/// verbatim: above three words is a warning, above eight (truncated) an error. An action's
/// phrases are templates read with their values and any wording near them ("when will the
/// laundry be done" is not said word for word), and nothing truncates them: above eight words
/// is a warning that few requests are that long.
public struct PhraseLength: LintRule {
    public let id = "phrase-length"
    public let severity = Diagnostic.Severity.warning
    public let summary = "Phrases have two or three words (\"Two- and three-word phrases tend to work best\")."

    /// Above this many words, a phrase is too long to be remembered.
    public static let bestMaximum = 3
    /// Above this many words, a phrase would be truncated.
    public static let truncatedAbove = 8

    public init() {}

    /// How a phrase of `count` words fares: `nil` when short enough, a warning above
    /// `bestMaximum`, an error above `truncatedAbove`. The linter and a person's own phrases
    /// both judge length by this.
    public static func severity(forWordCount count: Int) -> Diagnostic.Severity? {
        if count > truncatedAbove { return .error }
        return count > bestMaximum ? .warning : nil
    }

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.phrases().compactMap { phrase in
            let count = context.parsed(phrase.text).template.minimumWordCount
            let saidVerbatim = !phrase.path.hasPrefix("actions.")
            switch Self.severity(forWordCount: count) {
            case .error where saidVerbatim:
                return context.diagnostic(
                    self,
                    "the phrase '\(phrase.text)' has \(count) words at its shortest; above \(Self.truncatedAbove) "
                        + "it is truncated; keep it to two or three words", at: phrase, severity: .error)
            case .error:
                // NB: an action's phrase is read with its values, not said verbatim, so it is
                // never cut short; a request that long is still rarely said.
                return context.diagnostic(
                    self,
                    "the phrase '\(phrase.text)' has \(count) words at its shortest; people rarely say more than "
                        + "\(Self.truncatedAbove): make words optional with [ ], or split it into phrases that each "
                        + "say part of it", at: phrase)
            case .warning where saidVerbatim:
                return context.diagnostic(
                    self,
                    "the phrase '\(phrase.text)' has \(count) words at its shortest; two or three words are easiest "
                        + "to remember and say verbatim; shorten it or make words optional with [ ]", at: phrase)
            default:
                return nil
            }
        }
    }
}
