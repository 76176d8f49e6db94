import Foundation

/// A parameter summary has no ending punctuation, and no colons, semicolons or parentheses.
///
/// Enforces "Use sentence-style capitalization, but don't include ending punctuation … Punctuation
/// within a summary — especially colons, semicolons, and parentheses — can make the summary hard
/// to read". Placeholders are not looked into.
public struct SummaryPunctuation: LintRule {
    public let id = "summary-punctuation"
    public let severity = Diagnostic.Severity.warning
    public let summary =
        "Summaries avoid punctuation (\"don't include ending punctuation … colons, semicolons, parentheses\")."

    public init() {}

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.catalog.apps.flatMap { app in
            app.actions.flatMap { action in
                context.summaries(of: action, in: app).compactMap { entry -> Diagnostic? in
                    let text = entry.text.text
                    if let offset = Self.innerPunctuationOffset(in: text) {
                        let mark = Array(text.unicodeScalars)[offset]
                        return context.diagnostic(
                            self,
                            "the summary '\(text)' contains '\(mark)'; colons, semicolons and parentheses make a "
                                + "summary hard to read; write it as a plain sentence", at: entry.text, offset: offset)
                    }
                    guard let offset = LintText.endingPunctuationOffset(in: text) else { return nil }
                    return context.diagnostic(
                        self, "the summary '\(text)' ends with punctuation; remove it", at: entry.text, offset: offset)
                }
            }
        }
    }

    /// The offset of the first `:`, `;`, `(` or `)` outside placeholders.
    static func innerPunctuationOffset(in text: String) -> Int? {
        var depth = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case ":", ";", "(", ")": if depth == 0 { return offset }
            default: break
            }
        }
        return nil
    }
}
