/// A slot list ready for matching: list phrases in a token trie, a number range, or a wildcard.
struct CompiledSlotList: Sendable {
    enum Kind: Sendable {
        case phrases(PhraseTrie)
        case range(NumberRange)
        case wildcard
    }

    var name: String
    var kind: Kind
    /// The list's values (empty for ranges and wildcards).
    var values: [SlotListValue]

    /// The symbols a value of the list can begin with (nil when any token can begin one).
    var firstSymbols: Set<Int32>? {
        if case .phrases(let trie) = kind { return trie.firstSymbols }
        return nil
    }

    /// The symbols a value of the list can end with (nil when any token can end one).
    var lastSymbols: Set<Int32>? {
        if case .phrases(let trie) = kind { return trie.lastSymbols }
        return nil
    }

    var isWildcard: Bool {
        if case .wildcard = kind { return true }
        return false
    }
}

/// List phrases as a trie over token symbols: matching from one position walks it once.
struct PhraseTrie: Sendable {
    private var children: [[Int32: Int32]] = [[:]]
    private var valuesAt: [[Int32]] = [[]]
    private(set) var breakSymbols: Set<Int32> = []

    /// The symbols a phrase of the list can begin with.
    var firstSymbols: Set<Int32> { Set(children[0].keys) }
    /// The symbols a phrase of the list can end with.
    private(set) var lastSymbols: Set<Int32> = []

    /// Adds one spelling of value `value`.
    mutating func insert(_ symbols: [Int32], value: Int32) {
        guard let last = symbols.last else { return }
        lastSymbols.insert(last)
        var node: Int32 = 0
        for symbol in symbols {
            if let next = children[Int(node)][symbol] {
                node = next
            } else {
                let next = Int32(children.count)
                children.append([:])
                valuesAt.append([])
                children[Int(node)][symbol] = next
                node = next
            }
        }
        if !valuesAt[Int(node)].contains(value) { valuesAt[Int(node)].append(value) }
    }

    /// Every value whose spelling starts at `start`: (end position, value index).
    ///
    /// A hyphen or underscore in the input may stand for a space ("kitchen-light").
    ///
    /// - Complexity: O(k) in the length of the longest spelling.
    func matches(in input: MatchInput, from start: Int, into hits: inout [ListHit]) {
        walk(node: 0, position: start, input: input, hits: &hits)
    }

    private func walk(node: Int32, position: Int, input: MatchInput, hits: inout [ListHit]) {
        guard position < input.count else { return }
        if let next = children[Int(node)][input.symbols[position]] {
            let end = position + 1
            for value in valuesAt[Int(next)] { hits.append(ListHit(end: Int32(end), value: value, number: 0)) }
            walk(node: next, position: end, input: input, hits: &hits)
        }
        if node != 0, input.tokens[position].isBreakable {
            walk(node: node, position: position + 1, input: input, hits: &hits)
        }
    }
}

/// A value a list offers at some position: where it ends and which value (or number) it is.
struct ListHit: Sendable {
    var end: Int32
    /// The value index for phrases; -1 for a number.
    var value: Int32
    var number: Double
    /// Whether the number was read from words (they count as literal text, as in hassil).
    var isWords = false
}

extension NumberRange {
    /// The numbers of the range written at `start`: digits ("50", "-5", "2.5") or words.
    func matches(in input: MatchInput, from start: Int, into hits: inout [ListHit]) {
        let token = input.tokens[start]
        var digitsIndex = start
        var sign = 1.0
        if token.text == "-", start + 1 < input.count, input.tokens[start + 1].isNumber,
            !input.tokens[start + 1].hasSpaceBefore
        {
            digitsIndex = start + 1
            sign = -1
        }
        let digits = input.tokens[digitsIndex]
        if digits.isNumber {
            guard acceptsDigits else { return }
            let hasFraction = digits.text.contains(".") || digits.text.contains(",")
            if hasFraction, fractions == .none { return }
            let text = digits.text.replacingSeparators
            if let number = Double(text).map({ $0 * sign }), contains(number) {
                hits.append(ListHit(end: Int32(digitsIndex + 1), value: -1, number: value(for: number)))
            }
            return
        }
        guard acceptsWords else { return }
        for reading in NumberWords.readings(of: input.texts, from: start) where contains(reading.value) {
            hits.append(
                ListHit(end: Int32(start + reading.count), value: -1, number: value(for: reading.value), isWords: true))
        }
    }
}

extension String {
    /// "2,5" read as "2.5", as hassil reads a decimal comma.
    fileprivate var replacingSeparators: String {
        String(map { $0 == "," ? "." : $0 })
    }
}
