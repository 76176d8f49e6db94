import Foundation

/// The first number in JSON bytes too large for a share file to hold, with its line and column:
/// a whole number beyond 64 bits (±9223372036854775807) or a number beyond a `Double` (`1e999`).
///
/// `JSONDecoder` refuses such a number as "not valid JSON", with no place; this finds it. A whole
/// number beyond 64 bits reads as a decimal where a decimal is wanted, so it is looked for only
/// once decoding has failed.
///
/// - Complexity: O(n) in the bytes.
struct JSONLargeNumber: Equatable {
    /// The number as written, shortened when long.
    var text: String
    var line: Int
    var column: Int

    /// The first number too large in `data`, preferring one too large for any number (which
    /// nothing reads) to a whole number too large for 64 bits; `nil` when there is none.
    static func first(in data: Data) -> JSONLargeNumber? {
        var tooLargeForAWholeNumber: JSONLargeNumber?
        var walk = JSONByteWalk()
        var token: [UInt8] = []
        var start = (line: 1, column: 1)
        func ended() -> JSONLargeNumber? {
            defer { token = [] }
            guard !token.isEmpty else { return nil }
            let text = String(decoding: token, as: UTF8.self)
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            let found = JSONLargeNumber(text: shown, line: start.line, column: start.column)
            if let number = Double(text), number.isInfinite { return found }
            let whole = !token.contains {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
            }
            if whole, Int64(text) == nil, Double(text) != nil, tooLargeForAWholeNumber == nil {
                tooLargeForAWholeNumber = found
            }
            return nil
        }
        for byte in data {
            guard walk.step(byte) else { continue }
            let numeric =
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || (!token.isEmpty
                    && [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+")].contains(byte))
            if numeric {
                if token.isEmpty { start = (walk.line, walk.column) }
                token.append(byte)
                continue
            }
            if let found = ended() { return found }
        }
        return ended() ?? tooLargeForAWholeNumber
    }
}
