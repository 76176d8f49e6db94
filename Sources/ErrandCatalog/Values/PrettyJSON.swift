import Foundation

/// The JSON Errand prints and saves for people to read: pretty printed, keys sorted (the same
/// value always gives the same text, and a readable diff), slashes unescaped, and an empty
/// array or object written `[]` or `{}` rather than Foundation's brackets on two lines.
public enum PrettyJSON {
    /// The encoded text of `value`; dates as `dates` says (the encoder's default otherwise).
    public static func text(
        _ value: some Encodable, dates: JSONEncoder.DateEncodingStrategy = .deferredToDate
    ) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = dates
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // NB: JSON strings never hold a raw line break, so these only match empty containers.
        return text.replacing(#/\[\n\s*\]/#, with: "[]").replacing(#/\{\n\s*\}/#, with: "{}")
    }
}
