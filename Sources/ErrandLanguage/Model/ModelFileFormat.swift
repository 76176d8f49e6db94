/// The binary layout of a saved model: the magic `ERRANDMODEL\0`, a version, the payload's
/// length, then little-endian numbers, length-prefixed arrays and UTF-8 strings.
enum ModelFileFormat {
    static let magic: [UInt8] = Array("ERRANDMODEL\0".utf8)
    static let version: UInt32 = 1
}

/// Appends numbers, arrays and strings in the model file's layout.
struct ModelFileWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(count: Int) { write(UInt64(count)) }

    mutating func write(_ value: String) {
        write(count: value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func write(_ values: [String]) {
        write(count: values.count)
        for value in values { write(value) }
    }

    mutating func write(_ values: [UInt64]) {
        write(count: values.count)
        for value in values { write(value) }
    }

    mutating func write(_ values: [Float]) {
        write(count: values.count)
        bytes.reserveCapacity(bytes.count + values.count * 4)
        for value in values { write(value.bitPattern) }
    }
}

/// Reads what `ModelFileWriter` wrote, checking every length against the bytes left.
struct ModelFileReader {
    private let bytes: [UInt8]
    private(set) var offset: Int

    init(bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }

    private mutating func take(_ count: Int) throws(ModelFileError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw .truncated(needed: count, available: remaining, at: offset)
        }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    mutating func bytes(_ count: Int) throws(ModelFileError) -> [UInt8] { Array(try take(count)) }

    mutating func uint32() throws(ModelFileError) -> UInt32 {
        try take(4).reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func uint64() throws(ModelFileError) -> UInt64 {
        try take(8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A count, which can never exceed the bytes left when each counted item takes `itemSize`.
    mutating func count(itemSize: Int) throws(ModelFileError) -> Int {
        let start = offset
        let value = try uint64()
        guard value <= UInt64(remaining / max(itemSize, 1)) else {
            throw .truncated(
                needed: Int(clamping: value) &* itemSize, available: remaining, at: start)
        }
        return Int(value)
    }

    mutating func string() throws(ModelFileError) -> String {
        let start = offset
        let data = try take(try count(itemSize: 1))
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .corrupt("a name is not valid UTF-8", at: start)
        }
        return text
    }

    mutating func strings() throws(ModelFileError) -> [String] {
        var values: [String] = []
        for _ in 0..<(try count(itemSize: 8)) { values.append(try string()) }
        return values
    }

    mutating func uint64s() throws(ModelFileError) -> [UInt64] {
        var values: [UInt64] = []
        let count = try count(itemSize: 8)
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try uint64()) }
        return values
    }

    mutating func floats() throws(ModelFileError) -> [Float] {
        var values: [Float] = []
        let count = try count(itemSize: 4)
        values.reserveCapacity(count)
        let start = offset
        bytes.withUnsafeBytes { raw in
            for index in 0..<count {
                let bits = raw.loadUnaligned(fromByteOffset: start + index * 4, as: UInt32.self)
                values.append(Float(bitPattern: UInt32(littleEndian: bits)))
            }
        }
        offset += count * 4
        return values
    }
}
