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

    /// Sets of symbols such that every match contains at least one symbol of each set.
    ///
    /// Used to skip templates an utterance cannot match: `(is|are) {state}` needs "is" or
    /// "are", and one of the first words of the list's phrases. `firstSymbols` gives those
    /// words for a list (nil when the list can start with any word: a range or a wildcard).
    func requiredClauses(firstSymbols: (Int32) -> Set<Int32>?) -> [Set<Int32>] {
        switch self {
        case .words(let symbols, _): return Set(symbols).map { [$0] }
        case .slot(let list, _, _): return firstSymbols(list).map { [$0] } ?? []
        case .empty: return []
        case .sequence(let items), .permutation(let items):
            return items.flatMap { $0.requiredClauses(firstSymbols: firstSymbols) }
        case .alternative(let items):
            var union = Set<Int32>()
            for item in items {
                guard let smallest = item.requiredClauses(firstSymbols: firstSymbols).min(by: { $0.count < $1.count })
                else { return [] }
                union.formUnion(smallest)
            }
            return union.isEmpty ? [] : [union]
        }
    }

    /// The symbols a match can begin with (`atEnd` false) or end with (`atEnd` true); nil when
    /// any token can (a range or wildcard there). `firstSymbols` gives a list's first symbols.
    func edgeSymbols(atEnd: Bool, firstSymbols: (Int32) -> Set<Int32>?, lastSymbols: (Int32) -> Set<Int32>?)
        -> (symbols: Set<Int32>?, canBeEmpty: Bool)
    {
        switch self {
        case .words(let symbols, _):
            guard let symbol = atEnd ? symbols.last : symbols.first else { return ([], true) }
            return ([symbol], false)
        case .empty: return ([], true)
        case .slot(let list, _, _): return ((atEnd ? lastSymbols : firstSymbols)(list), false)
        case .alternative(let items), .permutation(let items):
            var union: Set<Int32>? = []
            var empty = isPermutation
            for item in items {
                let (symbols, canBeEmpty) = item.edgeSymbols(
                    atEnd: atEnd, firstSymbols: firstSymbols, lastSymbols: lastSymbols)
                if let symbols, let current = union { union = current.union(symbols) } else { union = nil }
                empty = isPermutation ? empty && canBeEmpty : empty || canBeEmpty
            }
            return (union, empty)
        case .sequence(let items):
            var union: Set<Int32>? = []
            for item in atEnd ? items.reversed() : items {
                let (symbols, canBeEmpty) = item.edgeSymbols(
                    atEnd: atEnd, firstSymbols: firstSymbols, lastSymbols: lastSymbols)
                if let symbols, let current = union { union = current.union(symbols) } else { union = nil }
                if !canBeEmpty { return (union, false) }
            }
            return (union, true)
        }
    }

    private var isPermutation: Bool {
        if case .permutation = self { return true }
        return false
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
