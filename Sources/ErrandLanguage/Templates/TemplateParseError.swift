/// A template that cannot be read, located like a compiler error.
///
/// ```text
/// error: unclosed optional: expected ']' before the end of the template
///  --> sentences/en/light.yaml: HassTurnOn
/// 1 | turn on [the light
///   |         ^
/// ```
public struct TemplateParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong and what would be accepted.
    public var message: String
    /// The line of the template (1-based).
    public var line: Int
    /// The column within that line, in characters (1-based).
    public var column: Int
    /// The text of the offending line.
    public var lineText: String
    /// Where the template came from (a file and intent, an app action), when known.
    public var source: String?

    public init(message: String, line: Int, column: Int, lineText: String, source: String? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.lineText = lineText
        self.source = source
    }

    /// Locates `message` at character `offset` of `template`.
    static func at(_ offset: Int, in template: String, _ message: String) -> TemplateParseError {
        var line = 1
        var column = 1
        var lineStart = template.startIndex
        var index = template.startIndex
        var count = 0
        while index < template.endIndex, count < offset {
            if template[index] == "\n" {
                line += 1
                column = 1
                lineStart = template.index(after: index)
            } else {
                column += 1
            }
            index = template.index(after: index)
            count += 1
        }
        let lineEnd = template[lineStart...].firstIndex(of: "\n") ?? template.endIndex
        return TemplateParseError(
            message: message, line: line, column: column, lineText: String(template[lineStart..<lineEnd]))
    }

    /// The same error with where the template came from.
    public func located(in source: String) -> TemplateParseError {
        var copy = self
        copy.source = source
        return copy
    }

    /// The error rendered like a compiler's: message, source, the line and a caret.
    public var description: String {
        let number = String(line)
        let gutter = String(repeating: " ", count: number.count)
        var lines = ["error: \(message)"]
        if let source { lines.append("\(gutter)--> \(source)") }
        lines.append("\(number) | \(lineText)")
        let caretPad = String(lineText.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        lines.append("\(gutter) | \(caretPad)^")
        return lines.joined(separator: "\n")
    }
}
