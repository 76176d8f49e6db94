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
                context.summaries(of: action, in: app).flatMap { entry -> [Diagnostic] in
                    let text = entry.text.text
                    let scalars = Array(text.unicodeScalars)
                    let inner = Self.innerPunctuationOffsets(in: text)
                    var found = inner.map { offset in
                        context.diagnostic(
                            self,
                            "the summary '\(text)' contains '\(scalars[offset])'; colons, semicolons and parentheses "
                                + "make a summary hard to read; write it as a plain sentence", at: entry.text,
                            offset: offset)
                    }
                    // NB: a summary ending in ':' or ';' is told of that mark once.
                    if let offset = LintText.endingPunctuationOffset(in: text), !inner.contains(offset) {
                        found.append(
                            context.diagnostic(
                                self, "the summary '\(text)' ends with punctuation; remove it", at: entry.text,
                                offset: offset))
                    }
                    return found
                }
            }
        }
    }

    /// The offsets of every `:`, `;`, `(` and `)` outside placeholders, in order.
    static func innerPunctuationOffsets(in text: String) -> [Int] {
        var depth = 0
        var offsets: [Int] = []
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            case ":", ";", "(", ")": if depth == 0 { offsets.append(offset) }
            default: break
            }
        }
        return offsets
    }
}
