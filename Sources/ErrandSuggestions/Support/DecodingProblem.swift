import Foundation

/// What was wrong with JSON that did not decode, said where it was: "missing key 'action' at
/// '[1]'", "wrong type at 'startsAt': …", "not valid JSON".
public enum DecodingProblem {
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let unknown as UnknownLogKey:
            return unknown.description
        case DecodingError.keyNotFound(let key, let context):
            let path = Self.path(context.codingPath)
            return "missing key '\(key.stringValue)'" + (path.isEmpty ? "" : " at '\(path)'")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = Self.path(context.codingPath)
            return "wrong type" + (path.isEmpty ? "" : " at '\(path)'") + ": \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            guard !context.codingPath.isEmpty else { return "not valid JSON" }
            return "bad value at '\(Self.path(context.codingPath))': \(context.debugDescription)"
        default: return "\(error)"
        }
    }

    /// `[1].values.size` for the keys of a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
