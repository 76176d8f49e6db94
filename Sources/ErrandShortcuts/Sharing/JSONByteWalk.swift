import Foundation

/// A walk over JSON bytes that knows the line and column of each and whether it is inside a
/// string, so that a pass before decoding can look at the JSON's own characters alone
/// (brackets, numbers) and say where it found something.
///
/// ```swift
/// var walk = JSONByteWalk()
/// for byte in data where walk.step(byte) { … walk.line, walk.column … }
/// ```
struct JSONByteWalk {
    /// The 1-based line of the last byte stepped over.
    private(set) var line = 1
    /// The 1-based column of the last byte stepped over, in characters.
    private(set) var column = 0
    /// Whether the walk is inside a string: it ended inside one, when the bytes are all walked.
    private(set) var inString = false
    private var escaped = false

    /// Steps over `byte`; whether it is outside strings (the quote that opens a string is).
    mutating func step(_ byte: UInt8) -> Bool {
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
            return false
        }
        if byte == UInt8(ascii: "\"") { inString = true }
        return true
    }
}
