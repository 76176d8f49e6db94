import Foundation

/// A problem found in a manifest or by the linter, located in its file and document.
///
/// Rendered like a compiler error: `path:line:col: error: message [rule-id]`, then the line
/// and a caret under the column.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    /// What is wrong and what would be accepted.
    public var message: String
    /// Where, when the problem has a place in a file.
    public var location: SourceLocation?
    /// The path in the document (`actions.OrderCoffee.parameters.size.default`).
    public var path: String
    /// The linter rule that found it; `nil` for loading errors.
    public var rule: String?

    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, path: String, rule: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.path = path
        self.rule = rule
    }

    /// The one-line form: `file:line:col: error: path: message [rule]`.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += "\(severity.rawValue): "
        if !path.isEmpty { text += "\(path): " }
        text += message
        if let rule { text += " [\(rule)]" }
        return text
    }
}

/// Every problem found in one go: loading never stops at the first.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
