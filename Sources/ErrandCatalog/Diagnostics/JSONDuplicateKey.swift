import Foundation

/// A key written twice in one JSON object, found by a single pass over the bytes.
///
/// `JSONDecoder` and `JSONSerialization` keep one of the two values without a word, so
/// `{"name": "Morning", "name": "Evil"}` would be read as whichever the parser keeps. Usage
/// logs and share files refuse it, as manifests do.
///
/// ```swift
/// if let twice = JSONDuplicateKey.first(in: Data(line.utf8)) { print("\(twice.line):\(twice.column)") }
/// ```
///
/// - Complexity: O(n) in the bytes; memory O(keys of the open objects).
public struct JSONDuplicateKey: Sendable, Hashable {
    /// The key, its escapes read.
    public var key: String
    /// Where its second appearance starts, from 1; the column counts characters.
    public var line: Int
    public var column: Int

    /// The first key written twice in one object of `data`; `nil` when there is none (or the
    /// bytes are not JSON: the caller's decoder says why).
    public static func first(in data: Data) -> JSONDuplicateKey? {
        data.withUnsafeBytes { first(in: $0) }
    }

    /// The keys of one open object, by the hash of their bytes (escapes read): where each is
    /// written in the input, or its bytes read from escapes.
    private struct ObjectKeys {
        var byHash: [Int: Key] = [:]
    }

    private enum Key {
        case written(Range<Int>)
        case unescaped([UInt8])

        func bytes<Result>(in input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            switch self {
            case .written(let range): return body(UnsafeRawBufferPointer(rebasing: input[range]))
            case .unescaped(let bytes): return bytes.withUnsafeBytes(body)
            }
        }
    }

    private static func first(in bytes: UnsafeRawBufferPointer) -> JSONDuplicateKey? {
        // Each open container: the keys of an object so far, or nil for an array.
        var open: [ObjectKeys?] = []
        var expectingKey = false
        var line = 1
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "{"):
                open.append(ObjectKeys())
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                let start = index
                var end = index + 1
                var escaped = false
                var sawEscape = false
                var newlines = 0
                while end < count {
                    let inner = bytes[end]
                    if escaped {
                        escaped = false
                    } else if inner == UInt8(ascii: "\\") {
                        escaped = true
                        sawEscape = true
                    } else if inner == UInt8(ascii: "\"") {
                        break
                    } else if inner == UInt8(ascii: "\n") {
                        newlines += 1
                    }
                    end += 1
                }
                guard end < count else { return nil }
                if expectingKey, !open.isEmpty {
                    let range = (start + 1)..<end
                    let raw = UnsafeRawBufferPointer(rebasing: bytes[range])
                    let key: Key = sawEscape ? .unescaped(unescaped(raw)) : .written(range)
                    let hash = key.bytes(in: bytes) { buffer -> Int in
                        var hasher = Hasher()
                        hasher.combine(bytes: buffer)
                        return hasher.finalize()
                    }
                    // NB: inserted in place, so an object of many keys is not copied at each.
                    if let earlier = open[open.count - 1]?.byHash.updateValue(key, forKey: hash),
                        earlier.bytes(in: bytes, { first in key.bytes(in: bytes) { first.elementsEqual($0) } })
                    {
                        let text = key.bytes(in: bytes) { String(decoding: $0, as: UTF8.self) }
                        let before = UnsafeRawBufferPointer(rebasing: bytes[lineStart...start])
                        let column = String(decoding: before, as: UTF8.self).unicodeScalars.count
                        return JSONDuplicateKey(key: text, line: line, column: column)
                    }
                    expectingKey = false
                }
                if newlines > 0 {
                    line += newlines
                    var back = end
                    while bytes[back] != UInt8(ascii: "\n") { back -= 1 }
                    lineStart = back + 1
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// A key's bytes with its escapes read ("\u0061" is "a"), so two spellings of one key match.
    private static func unescaped(_ raw: UnsafeRawBufferPointer) -> [UInt8] {
        let quoted = Data("\"".utf8) + Data(raw) + Data("\"".utf8)
        guard let text = try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String
        else { return Array(raw) }
        return Array(text.utf8)
    }
}
