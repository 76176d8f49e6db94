import Foundation

/// What an app adds to the assistant's words for one action: text said before the default
/// confirmation question, after the default success response, and named errors specific to
/// the situation ("Sorry, we're out of {coffee}."). Templates use `{name}` placeholders for
/// parameters and outputs.
public struct DialogTemplates: Sendable, Hashable {
    public var confirmation: String?
    public var success: String?
    /// Named error responses, in manifest order.
    public var errors: [NamedText]

    public init(confirmation: String? = nil, success: String? = nil, errors: [NamedText] = []) {
        self.confirmation = confirmation
        self.success = success
        self.errors = errors
    }

    /// Every template, with the key it is written under (`confirmation`, `errors.soldOut`).
    public var allTemplates: [(key: String, text: String)] {
        var result: [(key: String, text: String)] = []
        if let confirmation { result.append(("confirmation", confirmation)) }
        if let success { result.append(("success", success)) }
        result += errors.map { ("errors.\($0.name)", $0.text) }
        return result
    }

    public var isEmpty: Bool { confirmation == nil && success == nil && errors.isEmpty }
}

/// A text with a name, such as a named error.
public struct NamedText: Sendable, Hashable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}
