/// A template that parses but cannot be compiled: an unknown rule or list, a rule that refers
/// to itself, or a template too large to compile within the matcher's bounds.
public struct TemplateCompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong and what would be accepted.
    public var message: String
    /// The template (or list value) being compiled.
    public var template: String
    /// Where it came from ("light_HassTurnOn.yaml: HassTurnOn"), when known.
    public var source: String?
    /// The parse error, when the template could not be read at all.
    public var parseError: TemplateParseError?

    public init(message: String, template: String, source: String? = nil, parseError: TemplateParseError? = nil) {
        self.message = message
        self.template = template
        self.source = source
        self.parseError = parseError
    }

    public var description: String {
        if let parseError { return parseError.description }
        var text = "error: \(message)\n  in template: \(template)"
        if let source { text += "\n  --> \(source)" }
        return text
    }
}
