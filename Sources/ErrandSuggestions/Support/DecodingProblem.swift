import Foundation

/// What was wrong with JSON that did not decode, said where it was: "missing key 'action' at
/// '[1]'", "wrong type at 'startsAt': expected text, found a number", "not valid JSON".
public enum DecodingProblem {
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let unknown as UnknownLogKey:
            return unknown.description
        case DecodingError.keyNotFound(let key, let context):
            let path = Self.path(context.codingPath)
            return "missing key '\(key.stringValue)'" + (path.isEmpty ? "" : " at '\(path)'")
        case DecodingError.typeMismatch(let type, let context):
            let path = Self.path(context.codingPath)
            return "wrong type" + (path.isEmpty ? "" : " at '\(path)'") + ": expected \(words(type))"
                + found(context.debugDescription).map { ", found \($0)" }.orEmpty
        case DecodingError.valueNotFound(let type, let context):
            let path = Self.path(context.codingPath)
            return "null" + (path.isEmpty ? "" : " at '\(path)'") + ": expected \(words(type))"
        case DecodingError.dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "not valid JSON" }
            let reason =
                invalidValue(context.debugDescription).map { "\(QuotedValue.quoted($0)) is not an accepted value" }
                ?? context.debugDescription
            return "bad value at '\(Self.path(context.codingPath))': \(reason)"
        default: return "\(error)"
        }
    }

    /// `[1].values.size` for the keys of a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    /// A Swift type as a person reading JSON knows it.
    static func words(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "String": return "text"
        case "Int", "Double", "Decimal", "Float": return "a number"
        case "Bool": return "true or false"
        default:
            if name.hasPrefix("Dictionary") { return "an object" }
            if name.hasPrefix("Array") { return "an array" }
            return "an object"
        }
    }

    // NB: Foundation says what it found only in its debug text ("Expected to decode
    // Array<Any> but found a string instead."); when the wording differs, nothing is added.
    static func found(_ debugDescription: String) -> String? {
        guard let start = debugDescription.range(of: "but found ") else { return nil }
        var rest = debugDescription[start.upperBound...]
        if let end = rest.range(of: " instead") { rest = rest[..<end.lowerBound] }
        return rest.isEmpty ? nil : String(rest)
    }

    /// The value a raw-value enum refused ("Cannot initialize Kind from invalid String value
    /// spaceship"), when the debug text names it.
    static func invalidValue(_ debugDescription: String) -> String? {
        guard let start = debugDescription.range(of: "invalid String value ") else { return nil }
        let value = debugDescription[start.upperBound...]
        return value.isEmpty ? nil : String(value)
    }
}

extension Optional where Wrapped == String {
    fileprivate var orEmpty: String { self ?? "" }
}

/// A value quoted for a message, short.
private enum QuotedValue {
    static func quoted(_ text: String) -> String {
        "'" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "'"
    }
}
