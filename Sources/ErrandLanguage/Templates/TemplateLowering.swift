/// Turns a parsed template into tokens: inlines rules, resolves lists, and joins text that is
/// written glued together (`light[s]`, `batter(y|ies)`) into whole words.
///
/// The matcher compares whole tokens, so a word built from pieces must be spelled out here:
/// a run of items with no white space between them is expanded into its spellings (a few
/// at most in real templates), each split into tokens exactly as an utterance would be.
struct TemplateLowering {
    /// A failure with a message for the person who wrote the template.
    struct Failure: Error { var message: String }

    /// The most spellings a glued word may have; beyond it the pieces are matched as words.
    static let spellingLimit = 256
    /// The deepest chain of rules accepted.
    static let maximumRuleDepth = 64

    var vocabulary: Vocabulary
    let rules: [String: TemplateExpression]
    let resolveList: (SlotReference) -> Int32?
    private var ruleStack: [String] = []
    /// Expressions produced, bounded so that rules used inside rules cannot grow without end.
    private var produced = 0
    private var depth = 0
    /// The deepest nesting of groups through rules accepted.
    static let maximumDepth = 400
    static let productionLimit = 400_000

    init(vocabulary: Vocabulary, rules: [String: TemplateExpression], resolveList: @escaping (SlotReference) -> Int32?)
    {
        self.vocabulary = vocabulary
        self.rules = rules
        self.resolveList = resolveList
    }

    mutating func lower(_ expression: TemplateExpression) throws(Failure) -> LoweredExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw Failure(message: "the template nests groups and rules more than \(Self.maximumDepth) deep")
        }
        produced += 1
        guard produced <= Self.productionLimit else {
            throw Failure(message: "the template expands to more than \(Self.productionLimit) parts through its rules")
        }
        switch expression {
        case .text(let text): return lowerText(text)
        case .slot(let reference):
            guard let list = resolveList(reference) else {
                throw Failure(
                    message: "unknown list {\(reference.listName)}: define it under 'lists' or pass it to the matcher")
            }
            return .slot(list: list, name: reference.slotName, isCapture: reference.isCapture)
        case .rule(let name):
            guard let body = rules[name] else {
                throw Failure(message: "unknown rule <\(name)>: define it under 'expansion_rules'")
            }
            guard !ruleStack.contains(name) else {
                throw Failure(
                    message: "rule <\(name)> refers to itself through "
                        + ruleStack.map { "<\($0)>" }.joined(separator: " → "))
            }
            guard ruleStack.count < Self.maximumRuleDepth else {
                throw Failure(message: "rules nested more than \(Self.maximumRuleDepth) deep")
            }
            ruleStack.append(name)
            defer { ruleStack.removeLast() }
            return try lower(body)
        case .alternative(let items, _):
            var lowered: [LoweredExpression] = []
            for item in items { lowered.append(try lower(item)) }
            return .alternative(lowered)
        case .permutation(let items):
            var lowered: [LoweredExpression] = []
            for item in items { lowered.append(try lower(item)) }
            return lowered.count == 1 ? lowered[0] : .permutation(lowered)
        case .sequence(let items): return try lowerSequence(items)
        }
    }

    mutating func lowerText(_ text: String) -> LoweredExpression {
        let chunk = vocabulary.chunk(text)
        guard !chunk.symbols.isEmpty else { return .empty }
        return .words(chunk.symbols, score: chunk.score)
    }

    /// Lowers a sequence, spelling out runs of items written without white space between them.
    mutating func lowerSequence(_ items: [TemplateExpression]) throws(Failure) -> LoweredExpression {
        var runs: [[TemplateExpression]] = []
        for item in items {
            if let previous = runs.last?.last, isGlued(previous, item) {
                runs[runs.count - 1].append(item)
            } else {
                runs.append([item])
            }
        }
        var lowered: [LoweredExpression] = []
        for run in runs {
            if run.count > 1, let spelled = spellings(of: .sequence(run), depth: 0), spelled.count <= Self.spellingLimit
            {
                var seen = Set<[Int32]>()
                var choices: [LoweredExpression] = []
                for (text, score) in spelled {
                    let symbols = vocabulary.chunk(text).symbols
                    guard seen.insert(symbols).inserted else { continue }
                    choices.append(symbols.isEmpty ? .empty : .words(symbols, score: Int32(score)))
                }
                lowered.append(choices.count == 1 ? choices[0] : .alternative(choices))
            } else {
                for item in run { lowered.append(try lower(item)) }
            }
        }
        let kept = lowered.filter { $0 != .empty }
        if kept.isEmpty { return .empty }
        return kept.count == 1 ? kept[0] : .sequence(kept)
    }

    /// Whether `left` and `right` may be written with no white space between them: neither is
    /// sure to put a space at that junction (an optional part may be empty, so it cannot).
    func isGlued(_ left: TemplateExpression, _ right: TemplateExpression) -> Bool {
        edgeSpace(of: left, leading: false, depth: 0) != true && edgeSpace(of: right, leading: true, depth: 0) != true
    }

    /// Whether the expression surely begins (or ends) with white space: true when every way of
    /// reading it does, false when some way puts text (or nothing) there, nil when it is only
    /// empty text.
    func edgeSpace(of expression: TemplateExpression, leading: Bool, depth: Int) -> Bool? {
        guard depth < Self.maximumRuleDepth else { return true }
        switch expression {
        case .text(let text):
            guard let character = leading ? text.first : text.last else { return nil }
            return character.isWhitespace
        case .slot: return false
        case .permutation: return true
        case .rule(let name):
            guard let body = rules[name] else { return true }
            return edgeSpace(of: body, leading: leading, depth: depth + 1)
        case .sequence(let items):
            for item in leading ? items : items.reversed() {
                if let space = edgeSpace(of: item, leading: leading, depth: depth + 1) { return space }
            }
            return nil
        case .alternative(let items, _):
            var result: Bool?
            for item in items {
                guard let space = edgeSpace(of: item, leading: leading, depth: depth + 1), space else { return false }
                result = true
            }
            return result
        }
    }

    /// The texts the expression spells with their literal-character scores, or nil when it has
    /// a slot or too many spellings.
    func spellings(of expression: TemplateExpression, depth: Int) -> [(String, Int)]? {
        guard depth < Self.maximumRuleDepth else { return nil }
        switch expression {
        case .text(let text): return [(text, text.trimmingSpaces.count)]
        case .slot: return nil
        case .rule(let name):
            guard let body = rules[name], !ruleStack.contains(name) else { return nil }
            return spellings(of: body, depth: depth + 1)
        case .alternative(let items, _):
            var result: [(String, Int)] = []
            for item in items {
                guard let spelled = spellings(of: item, depth: depth + 1) else { return nil }
                result += spelled
                if result.count > Self.spellingLimit { return nil }
            }
            return result
        case .sequence(let items):
            var result: [(String, Int)] = [("", 0)]
            for item in items {
                guard let spelled = spellings(of: item, depth: depth + 1),
                    result.count * spelled.count <= Self.spellingLimit
                else { return nil }
                result = result.flatMap { prefix in spelled.map { (prefix.0 + $0.0, prefix.1 + $0.1) } }
            }
            return result
        case .permutation(let items):
            guard items.count <= 5 else { return nil }
            let orders = LoweredExpression.orderings(of: items.count)
            return spellings(
                of: .alternative(orders.map { order in .sequence(order.map { items[$0] }) }, isOptional: false),
                depth: depth + 1)
        }
    }
}

/// The symbols of the matcher: every distinct token text of the templates, numbered.
final class Vocabulary: @unchecked Sendable {
    private(set) var symbols: [String: Int32] = [:]
    /// Each text chunk already lowered: the same chunks ("the", " to ", a list value) recur
    /// across thousands of templates, and tokenizing them is the costly part of lowering.
    private var chunks: [String: Chunk] = [:]

    /// A template text chunk as symbols.
    struct Chunk {
        /// The symbols of the chunk's match tokens.
        var symbols: [Int32]
        /// The literal characters it spells (white space at its ends not counted).
        var score: Int32
    }

    /// `text` as symbols, numbering new tokens in order of appearance.
    ///
    /// Memoised: a chunk seen before has all its tokens numbered already, so the cached
    /// answer is the one a fresh tokenization would give.
    func chunk(_ text: String) -> Chunk {
        if let known = chunks[text] { return known }
        let chunk = Chunk(
            symbols: MatchToken.tokens(of: text).map { symbol(for: $0.text) }, score: Int32(text.trimmingSpaces.count))
        chunks[text] = chunk
        return chunk
    }

    /// The symbol of `text`, numbering it if new.
    func symbol(for text: String) -> Int32 {
        if let symbol = symbols[text] { return symbol }
        let symbol = Int32(symbols.count)
        symbols[text] = symbol
        return symbol
    }
}
