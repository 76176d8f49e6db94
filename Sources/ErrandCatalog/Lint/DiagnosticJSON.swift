import Foundation

/// Diagnostics as JSON for tools: an array of objects with `file`, `line`, `column`,
/// `severity`, `message`, `rule` and `path` (`null` where a diagnostic has no location or rule).
public enum DiagnosticJSON {
    /// The JSON array, pretty-printed with sorted keys.
    public static func encode(_ diagnostics: [Diagnostic]) -> String {
        (try? PrettyJSON.text(diagnostics.map(Entry.init))) ?? "[]"
    }

    /// One diagnostic's JSON object.
    struct Entry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var message: String
        var rule: String?
        var path: String

        init(_ diagnostic: Diagnostic) {
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            rule = diagnostic.rule
            path = diagnostic.path
        }

        enum CodingKeys: String, CodingKey {
            case file, line, column, severity, message, rule, path
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(severity, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(rule, forKey: .rule)
            try container.encode(path, forKey: .path)
        }
    }
}
