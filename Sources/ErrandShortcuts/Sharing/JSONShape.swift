import Foundation

/// A single pass over JSON bytes, before any decoding: how deep arrays and objects nest, and
/// whether the text ends inside a string or with brackets open.
///
/// Run first so that a file nested 100,000 deep is rejected in microseconds instead of
/// overflowing the decoder's stack. Brackets inside strings (and escaped quotes) do not count.
///
/// - Complexity: O(n) in the bytes, O(1) memory.
enum JSONShape {
    enum Problem: Equatable {
        case tooDeep(line: Int, column: Int)
        case truncated(line: Int, column: Int, reason: String)
    }

    static func problem(in data: Data, maximumDepth: Int) -> Problem? {
        var depth = 0
        var inString = false
        var escaped = false
        var line = 1
        var column = 0
        var sawContent = false
        for byte in data {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                // NB: columns count characters, so continuation bytes of UTF-8 do not advance.
                column += 1
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                sawContent = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                sawContent = true
                if depth > maximumDepth { return .tooDeep(line: line, column: column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                sawContent = true
            }
        }
        if inString { return .truncated(line: line, column: column, reason: "inside a string") }
        if depth > 0 {
            return .truncated(
                line: line, column: column,
                reason: "\(depth) \(depth == 1 ? "array or object is" : "arrays or objects are") still open")
        }
        if !sawContent { return .truncated(line: line, column: column, reason: "the file is empty") }
        return nil
    }
}
