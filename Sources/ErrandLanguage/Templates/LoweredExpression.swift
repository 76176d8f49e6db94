/// A template reduced to tokens: literal words already split as the matcher splits input,
/// rules inlined, lists resolved to indexes in the matcher's list table.
indirect enum LoweredExpression: Sendable, Hashable {
    /// Literal tokens in order; `score` is the number of literal characters they spell.
    case words([Int32], score: Int32)
    case sequence([LoweredExpression])
    case alternative([LoweredExpression])
    case permutation([LoweredExpression])
    /// A slot: `list` indexes the matcher's compiled lists.
    case slot(list: Int32, name: String, isCapture: Bool)
    /// Matches the empty input.
    case empty

    /// Symbols every match must contain (used to skip templates an utterance cannot match).
    var requiredSymbols: Set<Int32> {
        switch self {
        case .words(let symbols, _): return Set(symbols)
        case .sequence(let items), .permutation(let items):
            return items.reduce(into: Set<Int32>()) { $0.formUnion($1.requiredSymbols) }
        case .alternative(let items):
            guard var common = items.first?.requiredSymbols else { return [] }
            for item in items.dropFirst() {
                common.formIntersection(item.requiredSymbols)
                if common.isEmpty { break }
            }
            return common
        case .slot, .empty: return []
        }
    }

    /// Every token sequence the expression spells, or nil if it has a slot or more than `limit`.
    func spellings(limit: Int) -> [[Int32]]? {
        switch self {
        case .words(let symbols, _): return [symbols]
        case .empty: return [[]]
        case .slot: return nil
        case .alternative(let items):
            var result: [[Int32]] = []
            for item in items {
                guard let spelled = item.spellings(limit: limit) else { return nil }
                result += spelled
                if result.count > limit { return nil }
            }
            return result
        case .sequence(let items):
            var result: [[Int32]] = [[]]
            for item in items {
                guard let spelled = item.spellings(limit: limit), result.count * spelled.count <= limit else {
                    return nil
                }
                result = result.flatMap { prefix in spelled.map { prefix + $0 } }
            }
            return result
        case .permutation(let items):
            guard items.count <= 6 else { return nil }
            return LoweredExpression.alternative(
                Self.orderings(of: items.count).map { order in .sequence(order.map { items[$0] }) }
            ).spellings(limit: limit)
        }
    }

    /// All orderings of `0..<count`.
    static func orderings(of count: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        var result: [[Int]] = []
        for rest in orderings(of: count - 1) {
            for position in 0...rest.count {
                var order = rest
                order.insert(count - 1, at: position)
                result.append(order)
            }
        }
        return result
    }
}
