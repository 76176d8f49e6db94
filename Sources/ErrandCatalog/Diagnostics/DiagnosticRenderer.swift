import Foundation

/// Renders diagnostics like a compiler: the message line, then the source line and a caret.
///
/// ```
/// Examples/coffee.yaml:12:22: error: actions.OrderCoffee.parameters.size.default: 'medium' is not a case of Size (small, large)
///    12 |       size: { type: Size, default: medium }
///       |                                    ^
/// ```
///
/// The source line is shown as text, never as commands to the terminal: control and other
/// invisible characters are written as escapes (`\u{1B}`), and a long line is cut to about
/// `excerptWidth` columns around the caret.
public struct DiagnosticRenderer: Sendable {
    /// File contents by path, for showing the offending line.
    public var sources: [String: String]
    /// About how many columns of the source line are shown.
    public var excerptWidth = 120

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    /// The diagnostic with its source line and caret, when the source is known.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = Self.escaped(diagnostic.description, keeping: ["\n", "\t"])
        guard let location = diagnostic.location, let source = sources[location.file] else { return text }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return text }
        var line = lines[location.line - 1]
        if line.hasSuffix("\r") { line = line.dropLast() }
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        let excerpt = Self.excerpt(of: line, column: location.column, width: excerptWidth)
        text += "\n \(gutter) | \(excerpt.text)\n \(pad) | \(excerpt.indent)^"
        return text
    }

    /// All diagnostics, one block each.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    /// `line` as shown, escaped and cut to about `width` columns around `column` (counted in
    /// Unicode scalars, from 1), with the indent that puts a caret under that column. Tabs keep
    /// their width, so the caret stays under the column.
    static func excerpt(of line: Substring, column: Int, width: Int) -> (text: String, indent: String) {
        let pieces = line.unicodeScalars.map { scalar in
            scalar == "\t" ? "\t" : isShown(scalar) ? String(scalar) : escape(scalar)
        }
        let caret = min(max(0, column - 1), pieces.count)
        var start = caret
        var used = 0
        while start > 0, used + pieces[start - 1].count <= width / 2 {
            start -= 1
            used += pieces[start].count
        }
        var end = caret
        while end < pieces.count, used + pieces[end].count <= width {
            used += pieces[end].count
            end += 1
        }
        let cutBefore = start > 0
        let cutAfter = end < pieces.count
        let text = (cutBefore ? "…" : "") + pieces[start..<end].joined() + (cutAfter ? "…" : "")
        let indent =
            (cutBefore ? " " : "")
            + pieces[start..<caret].map { $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count) }.joined()
        return (text, indent)
    }

    /// `text` with its control and invisible characters escaped, but those in `keeping`.
    static func escaped(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
        guard text.unicodeScalars.contains(where: { !isShown($0) && !keeping.contains($0) }) else { return text }
        return text.unicodeScalars.map { isShown($0) || keeping.contains($0) ? String($0) : escape($0) }.joined()
    }

    /// Whether a character is shown as itself: not a control character, a format character
    /// (direction marks, zero-width characters), a line or paragraph separator, nor unassigned.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
            return false
        default:
            return true
        }
    }

    /// `\u{1B}` for ESC.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
