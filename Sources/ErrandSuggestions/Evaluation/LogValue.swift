import Foundation

/// A parameter value in a usage log: whatever JSON the log holds, kept with a canonical text so
/// that `"large"`, `2` and `{"id": "amy"}` can all be compared as candidate values.
public struct LogValue: Sendable, Hashable, Codable {
    /// The canonical text: strings as they are, numbers and booleans as JSON writes them,
    /// objects and arrays as compact JSON with sorted keys.
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let bool = try? container.decode(Bool.self) {
            text = bool ? "true" : "false"
        } else if let integer = try? container.decode(Int.self) {
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if container.decodeNil() {
            text = "null"
        } else if let object = try? container.decode([String: LogValue].self) {
            text = "{" + object.keys.sorted().map { "\($0):\(object[$0]?.text ?? "")" }.joined(separator: ",") + "}"
        } else {
            let array = try container.decode([LogValue].self)
            text = "[" + array.map(\.text).joined(separator: ",") + "]"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
