import Foundation

/// A parameter value in a usage log: whatever JSON the log holds, kept with a canonical text so
/// that `"large"`, `2` and `{"id": "amy"}` can all be compared as candidate values.
public struct LogValue: Sendable, Hashable, Codable {
    /// The canonical text: strings as they are, numbers and booleans as JSON writes them,
    /// objects and arrays as compact JSON with sorted keys (`{"id":"amy"}`).
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public static func == (left: LogValue, right: LogValue) -> Bool { left.text == right.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
            isString = true
        } else if let bool = try? container.decode(Bool.self) {
            text = bool ? "true" : "false"
        } else if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if container.decodeNil() {
            text = "null"
        } else if let object = try? container.decode([String: LogValue].self) {
            text =
                "{"
                + object.keys.sorted().map { "\(Self.quoted($0)):\(object[$0]?.json ?? "null")" }
                .joined(separator: ",") + "}"
        } else {
            let array = try container.decode([LogValue].self)
            text = "[" + array.map(\.json).joined(separator: ",") + "]"
        }
    }

    /// Whether the log held a JSON string (its text is then the string itself).
    private var isString = false

    /// The value as JSON: a string quoted, anything else its text.
    var json: String { isString ? Self.quoted(text) : text }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
