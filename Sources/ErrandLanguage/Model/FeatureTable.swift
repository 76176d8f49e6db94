/// An open-addressing map from feature hashes to dense row numbers.
///
/// Rows are numbered in the order features were first added, so the same training data in the
/// same order always gives the same numbering. Lookups are a multiply-free mask and a short
/// linear probe: much cheaper than `Dictionary`, which matters at tens of lookups per token.
///
/// - Complexity: `row(of:)` and `insert(_:)` are O(1) on average.
struct FeatureTable: Sendable {
    /// The features in row order: `keys[row]` is the hash of row `row`.
    private(set) var keys: [UInt64] = []
    private var slots: [UInt64]
    private var rows: [Int32]
    private var mask: Int

    /// An empty table.
    init() {
        slots = Array(repeating: 0, count: 16)
        rows = Array(repeating: -1, count: 16)
        mask = 15
    }

    /// A table holding `keys`, row `i` for `keys[i]`; a repeated key keeps its first row.
    init(keys: [UInt64]) {
        self.init()
        reserve(keys.count)
        for key in keys { insert(key) }
    }

    /// The number of features.
    var count: Int { keys.count }

    /// The row of `key`, or `nil` when the feature was never seen in training.
    @inline(__always)
    func row(of key: UInt64) -> Int? {
        var index = Int(truncatingIfNeeded: key) & mask
        while true {
            let row = rows[index]
            if row < 0 { return nil }
            if slots[index] == key { return Int(row) }
            index = (index + 1) & mask
        }
    }

    /// The row of `key`, adding it as a new last row when absent.
    @discardableResult
    mutating func insert(_ key: UInt64) -> Int {
        if let row = row(of: key) { return row }
        if (keys.count + 1) * 2 > slots.count { reserve(keys.count + 1) }
        var index = Int(truncatingIfNeeded: key) & mask
        while rows[index] >= 0 { index = (index + 1) & mask }
        slots[index] = key
        rows[index] = Int32(keys.count)
        keys.append(key)
        return keys.count - 1
    }

    /// Grows the slot arrays so `count` features fit at a load of at most one half.
    private mutating func reserve(_ count: Int) {
        var capacity = slots.count
        while capacity < count * 2 { capacity *= 2 }
        guard capacity > slots.count else { return }
        slots = Array(repeating: 0, count: capacity)
        rows = Array(repeating: -1, count: capacity)
        mask = capacity - 1
        for (row, key) in keys.enumerated() {
            var index = Int(truncatingIfNeeded: key) & mask
            while rows[index] >= 0 { index = (index + 1) & mask }
            slots[index] = key
            rows[index] = Int32(row)
        }
    }
}
