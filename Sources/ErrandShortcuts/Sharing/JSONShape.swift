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
        var walk = JSONByteWalk()
        var sawContent = false
        for byte in data where walk.step(byte) {
            switch byte {
            case UInt8(ascii: "\""):
                sawContent = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                sawContent = true
                if depth > maximumDepth { return .tooDeep(line: walk.line, column: walk.column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                sawContent = true
            }
        }
        let (line, column) = (walk.line, walk.column)
        if walk.inString { return .truncated(line: line, column: column, reason: "inside a string") }
        if depth > 0 {
            return .truncated(
                line: line, column: column,
                reason: "\(depth) \(depth == 1 ? "array or object is" : "arrays or objects are") still open")
        }
        if !sawContent { return .truncated(line: line, column: column, reason: "the file is empty") }
        return nil
    }
}
