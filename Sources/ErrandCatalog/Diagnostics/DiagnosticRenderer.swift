import Foundation

/// Renders diagnostics like a compiler: the message line, then the source line and a caret.
///
/// ```
/// Examples/coffee.yaml:12:22: error: actions.OrderCoffee.parameters.size.default: 'medium' is not a case of Size (small, large)
///    12 |       size: { type: Size, default: medium }
///       |                                    ^
/// ```
public struct DiagnosticRenderer: Sendable {
    /// File contents by path, for showing the offending line.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    /// The diagnostic with its source line and caret, when the source is known.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.description
        guard let location = diagnostic.location, let source = sources[location.file] else { return text }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return text }
        let line = lines[location.line - 1]
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        // Columns count Unicode scalars; tabs keep their width so the caret stays under the column.
        let prefix = line.unicodeScalars.prefix(max(0, location.column - 1))
        let indent = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        text += "\n \(gutter) | \(line)\n \(pad) | \(indent)^"
        return text
    }

    /// All diagnostics, one block each.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }
}
