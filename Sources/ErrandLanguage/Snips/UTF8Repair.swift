/// Checks bytes for valid UTF-8, repairing the one common wart of exported data: characters
/// outside the Basic Multilingual Plane written as two encoded UTF-16 surrogates (CESU-8,
/// six bytes) instead of one four-byte sequence.
///
/// - Complexity: O(n) in the number of bytes.
public enum UTF8Repair {
    /// One repaired place: where the surrogate pair began and the character it stood for.
    public struct Repair: Sendable, Hashable {
        /// The byte offset of the pair in the original bytes.
        public var byteOffset: Int
        /// The character the pair encoded.
        public var scalar: Unicode.Scalar
    }

    /// Where the bytes stop being UTF-8, and why.
    public struct InvalidSequence: Error, Sendable, Hashable {
        /// The byte offset of the first byte of the invalid sequence.
        public var byteOffset: Int
        /// The offending bytes (at most four).
        public var bytes: [UInt8]
    }

    /// Valid UTF-8 for `bytes`, with encoded surrogate pairs turned into the characters they
    /// stand for, and the places repaired.
    ///
    /// - Throws: `InvalidSequence` at the first byte sequence that is neither UTF-8 nor a
    ///   surrogate pair (a lone surrogate, a stray continuation byte, a cut-off sequence).
    public static func repaired(_ bytes: [UInt8]) throws(InvalidSequence) -> (bytes: [UInt8], repairs: [Repair]) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var repairs: [Repair] = []
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                output.append(lead)
                index += 1
                continue
            }
            if let pair = surrogatePair(in: bytes, at: index) {
                repairs.append(Repair(byteOffset: index, scalar: pair))
                output.append(contentsOf: String(Character(pair)).utf8)
                index += 6
                continue
            }
            let length = sequenceLength(in: bytes, at: index)
            guard length > 0 else {
                throw InvalidSequence(byteOffset: index, bytes: Array(bytes[index..<min(index + 4, bytes.count)]))
            }
            output.append(contentsOf: bytes[index..<(index + length)])
            index += length
        }
        return (output, repairs)
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid
    /// (overlong forms, surrogates and values past U+10FFFF are invalid, as the standard says).
    private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, lower) = (3, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: (length, upper) = (3, 0x9F)
        case 0xF0: (length, lower) = (4, 0x90)
        case 0xF1...0xF3: length = 4
        case 0xF4: (length, upper) = (4, 0x8F)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        guard (lower...upper).contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    /// The character of a high and a low surrogate each encoded in three bytes, if they start at `index`.
    private static func surrogatePair(in bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
        guard index + 6 <= bytes.count, bytes[index] == 0xED, (0xA0...0xAF).contains(bytes[index + 1]),
            (0x80...0xBF).contains(bytes[index + 2]), bytes[index + 3] == 0xED,
            (0xB0...0xBF).contains(bytes[index + 4]), (0x80...0xBF).contains(bytes[index + 5])
        else { return nil }
        let high = 0xD000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        let low = 0xD000 | UInt32(bytes[index + 4] & 0x3F) << 6 | UInt32(bytes[index + 5] & 0x3F)
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }
}
