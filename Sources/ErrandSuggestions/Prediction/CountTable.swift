import Foundation

/// The predictor's decayed counts of (feature value, candidate): a row per feature value with a
/// column per candidate.
///
/// Most rows are dense — an hour or a place sees many of the person's shortcuts. A row per
/// previous shortcut is not: what follows one track is a handful of others, and a person with
/// a thousand shortcuts would keep a million zeros. Those rows keep only what they have seen.
struct CountTable: Sendable, Hashable {
    private(set) var dense: [Int: [Double]] = [:]
    private(set) var sparse: [Int: [Int: Double]] = [:]

    /// Whether the rows of `key`'s feature are kept sparse: the previous shortcut's.
    static func isSparse(_ key: Int) -> Bool { key >> 40 == ContextFeature.previous.rawValue }

    init() {}

    init(dense: [Int: [Double]], sparse: [Int: [Int: Double]]) {
        self.dense = dense
        self.sparse = sparse
    }

    /// Adds `amount` to the count of `column` in `key`'s row; a dense row grows to `width`.
    mutating func add(_ amount: Double, key: Int, column: Int, width: Int) {
        if Self.isSparse(key) {
            sparse[key, default: [:]][column, default: 0] += amount
        } else {
            dense[key, default: []].grow(to: max(width, column + 1))
            dense[key]?[column] += amount
        }
    }

    /// The count of `column` in `key`'s row (0 when never seen).
    func value(_ key: Int, column: Int) -> Double {
        if let row = dense[key] { return column < row.count ? row[column] : 0 }
        return sparse[key]?[column] ?? 0
    }

    /// Every row's count for `column` that is not zero, with the row's key.
    ///
    /// - Complexity: O(R) for R rows, with no lookup by key in the dense ones.
    func column(_ column: Int) -> [(key: Int, count: Double)] {
        var result: [(key: Int, count: Double)] = []
        for (key, row) in dense where column < row.count && row[column] > 0 { result.append((key, row[column])) }
        for (key, row) in sparse {
            if let count = row[column], count > 0 { result.append((key, count)) }
        }
        return result
    }

    /// `key`'s row with a column for each of `width` candidates.
    func row(_ key: Int, width: Int) -> [Double] {
        if let row = dense[key] { return row }
        var row = [Double](repeating: 0, count: width)
        for (column, count) in sparse[key] ?? [:] where (0..<width).contains(column) { row[column] = count }
        return row
    }

    mutating func remove(_ key: Int) {
        dense[key] = nil
        sparse[key] = nil
    }

    mutating func scale(by factor: Double) {
        for key in dense.keys { dense[key] = dense[key]?.map { $0 * factor } }
        for key in sparse.keys { sparse[key] = sparse[key]?.mapValues { $0 * factor } }
    }

    /// The table with each row's key changed by `key` (left out when it gives `nil`) and only
    /// the columns `kept` (ascending), renumbered `0..<kept.count`.
    func renumbered(keys key: (Int) -> Int?, keeping kept: [Int], newColumn: [Int]) -> CountTable {
        var result = CountTable()
        for (old, row) in dense {
            if let new = key(old) { result.dense[new] = kept.map { $0 < row.count ? row[$0] : 0 } }
        }
        for (old, row) in sparse {
            guard let new = key(old) else { continue }
            var columns: [Int: Double] = [:]
            for (column, count) in row where newColumn.indices.contains(column) && newColumn[column] >= 0 {
                columns[newColumn[column]] = count
            }
            result.sparse[new] = columns
        }
        return result
    }

    /// Whether every sparse column names one of `width` candidates (a snapshot read back is
    /// checked).
    func fits(width: Int) -> Bool {
        sparse.values.allSatisfy { $0.keys.allSatisfy { (0..<width).contains($0) } }
    }

    /// How many numbers the table keeps: each dense cell, and a column and a count for each
    /// sparse one.
    var numberCount: Int {
        dense.values.reduce(0) { $0 + $1.count } + sparse.values.reduce(0) { $0 + 2 * $1.count }
    }
}

extension Array where Element == Double {
    mutating func grow(to count: Int) {
        if self.count < count { append(contentsOf: repeatElement(0, count: count - self.count)) }
    }
}
