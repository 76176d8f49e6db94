import Foundation

/// A predictor's table of counts — a row of numbers per feature value — as a snapshot keeps
/// it: the keys, each row's length and every number packed as 8 little-endian bytes (base64
/// in JSON). A person with a thousand shortcuts has over a million counts; as JSON numbers
/// they took seconds to read back, packed they take milliseconds.
struct PackedRows: Sendable, Codable, Hashable {
    var keys: [Int]
    var lengths: [Int]
    var values: Data

    init(_ rows: [Int: [Double]]) {
        keys = rows.keys.sorted()
        lengths = keys.map { rows[$0]?.count ?? 0 }
        var bytes = [UInt8]()
        bytes.reserveCapacity(lengths.reduce(0, +) * 8)
        for key in keys {
            for number in rows[key] ?? [] {
                withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        values = Data(bytes)
    }

    /// The rows, or `nil` when the lengths do not add up to the numbers packed (a damaged
    /// snapshot, which the predictor then rebuilds).
    var rows: [Int: [Double]]? {
        // NB: each length is checked before the sum, so a damaged length cannot overflow it.
        guard keys.count == lengths.count, lengths.allSatisfy({ (0...values.count / 8).contains($0) }),
            lengths.reduce(0, +) * 8 == values.count
        else { return nil }
        var rows: [Int: [Double]] = [:]
        rows.reserveCapacity(keys.count)
        values.withUnsafeBytes { buffer in
            var offset = 0
            for (key, length) in zip(keys, lengths) {
                var row = [Double](repeating: 0, count: length)
                for index in 0..<length {
                    let bits = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    row[index] = Double(bitPattern: UInt64(littleEndian: bits))
                    offset += 8
                }
                rows[key] = row
            }
        }
        return rows
    }
}
