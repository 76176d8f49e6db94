/// All templates of a grammar compiled once into an immutable matcher.
///
/// ```swift
/// let matcher = try TemplateMatcher(grammar: grammar)
/// if let match = matcher.bestMatch(for: "turn on the kitchen light", context: ["area": .string("Kitchen")]) {
///     print(match.intent, match[slot: "name"]?.value ?? .null)
/// }
/// ```
///
/// Each template becomes a small token automaton (`TemplateAutomaton`); lists become token
/// tries. Matching never enumerates a template's expansions: a template is matched by dynamic
/// programming over (token position, automaton state), so its cost is bounded by
/// O(tokens × states × edges), and only templates whose required words all occur in the
/// utterance are tried. The best match is chosen as hassil's `recognize_best` chooses it.
public struct TemplateMatcher: Sendable {
    /// Choices that shape compiling and ranking.
    public struct Configuration: Sendable, Hashable {
        /// A slot whose presence (and longest text) wins over everything else, as Home
        /// Assistant prefers a match naming a device (`"name"`).
        public var preferredSlot: String?
        /// The most automaton states one template may need.
        public var stateLimit: Int
        /// The most tokens an utterance may have; longer utterances match nothing.
        public var maximumTokens: Int
        /// Whether, within a group, templates with wildcards are tried in order of their text
        /// chunks, most first (hassil does so when lists and intents are loaded together; Home
        /// Assistant's test runner loads them apart, so its templates keep their written order).
        public var ordersWildcardTemplates: Bool
        /// Whether, among the ways one template matches, the one that says more of its words
        /// wins over the one with fewer wildcards: "send $5 to bob for lunch" then names the note
        /// after "for", where hassil, preferring fewer wildcards, leaves the optional part out
        /// and pays "bob for lunch". Apps' phrases are matched this way; Home Assistant's
        /// sentences the hassil way.
        public var prefersLiterals: Bool
        /// Whether a group of alternatives two of whose choices hold wildcards is compiled as
        /// one template per choice, so that each is matched (`matches(for:context:limit:)`)
        /// and a caller that reads the wildcards' words as values can keep the choice whose
        /// words read: in `to ({day} [at {time}]|{time} [on] [{day}])`, "to 3" reads through
        /// both, and one template would keep only the first. At most 16 templates a sentence.
        public var splitsWildcardAlternatives: Bool

        public init(
            preferredSlot: String? = nil, stateLimit: Int = 20_000, maximumTokens: Int = 256,
            ordersWildcardTemplates: Bool = true, prefersLiterals: Bool = false,
            splitsWildcardAlternatives: Bool = false
        ) {
            self.preferredSlot = preferredSlot
            self.stateLimit = stateLimit
            self.maximumTokens = maximumTokens
            self.ordersWildcardTemplates = ordersWildcardTemplates
            self.prefersLiterals = prefersLiterals
            self.splitsWildcardAlternatives = splitsWildcardAlternatives
        }
    }

    struct Group: Sendable {
        var intent: Int32
        var index: Int
        var definition: SentenceGroup
        var requiredKeys: [String]
        var fixesPreferredSlot: Bool
        var hasContextRules: Bool
    }

    /// One compiled template (a class, so the matcher passes it around without copying).
    final class Template: Sendable {
        let group: Int32
        let text: String
        let automaton: TemplateAutomaton
        /// Sets of symbols (sorted) of which the utterance must hold one each.
        let required: [[Int32]]
        /// Per slot index: which list values the group's context rules allow (absent: all).
        let allowedValues: [Int32: [Bool]]
        /// The symbols a match can begin and end with (sorted); nil when any token can.
        let firstSymbols: [Int32]?
        let lastSymbols: [Int32]?
        /// The group's required context keys, whether its fixed slots hold the preferred slot.
        let requiredKeys: [String]
        let fixesPreferredSlot: Bool

        init(
            group: Int32, text: String, automaton: TemplateAutomaton, required: [[Int32]],
            allowedValues: [Int32: [Bool]], edges: (first: [Int32]?, last: [Int32]?), groupInfo: Group
        ) {
            self.group = group
            self.text = text
            self.automaton = automaton
            self.required = required
            self.allowedValues = allowedValues
            self.firstSymbols = edges.first
            self.lastSymbols = edges.last
            self.requiredKeys = groupInfo.requiredKeys
            self.fixesPreferredSlot = groupInfo.fixesPreferredSlot
        }

        /// Whether the template can begin with `first` and end with `last`.
        func canSpan(from first: Int32, to last: Int32) -> Bool {
            (firstSymbols?.sortedContains(first) ?? true) && (lastSymbols?.sortedContains(last) ?? true)
        }

        /// Whether every required set has a symbol in `present` (sorted).
        func isPossible(with present: [Int32]) -> Bool {
            required.allSatisfy { clause in
                clause.count < present.count
                    ? clause.contains { present.sortedContains($0) } : present.contains { clause.sortedContains($0) }
            }
        }
    }

    let configuration: Configuration
    let intentNames: [String]
    let groups: [Group]
    let templates: [Template]
    let lists: [CompiledSlotList]
    let symbols: [String: Int32]
    let skipPhrases: [[String]]
    /// Templates by their rarest required word; `unanchored` have none.
    let anchored: [Int32: [Int32]]
    let unanchored: [Int32]

    /// The number of compiled templates.
    public var templateCount: Int { templates.count }
    /// The total number of automaton states (a measure of the compiled size).
    public var stateCount: Int { templates.reduce(0) { $0 + $1.automaton.stateCount } }
    /// The largest number of states of one template.
    public var largestTemplateStateCount: Int { templates.map(\.automaton.stateCount).max() ?? 0 }

    /// Compiles every template of `grammar`.
    ///
    /// - Throws: `TemplateCompileError` naming the template and where it came from.
    /// - Complexity: linear in the size of the templates after rules are inlined.
    public init(grammar: TemplateGrammar, configuration: Configuration = Configuration()) throws(TemplateCompileError) {
        var compiler = TemplateCompiler(grammar: grammar, configuration: configuration)
        try compiler.compile()
        self.configuration = configuration
        intentNames = grammar.intents.map(\.name)
        groups = compiler.groups
        templates = compiler.templates
        lists = compiler.lists
        symbols = compiler.vocabulary.symbols
        skipPhrases = grammar.skipWords.map { MatchToken.tokens(of: $0).map(\.text) }
            .filter { !$0.isEmpty }
            .sorted { $0.joined(separator: " ").count > $1.joined(separator: " ").count }
        var frequency: [Int32: Int] = [:]
        for template in templates {
            for symbol in Set(template.required.joined()) { frequency[symbol, default: 0] += 1 }
        }
        var anchored: [Int32: [Int32]] = [:]
        var unanchored: [Int32] = []
        for (index, template) in templates.enumerated() {
            let cost = { (clause: [Int32]) in clause.reduce(0) { $0 + (frequency[$1] ?? 0) } }
            if let anchor = template.required.min(by: { cost($0) < cost($1) }) {
                for symbol in anchor { anchored[symbol, default: []].append(Int32(index)) }
            } else {
                unanchored.append(Int32(index))
            }
        }
        self.anchored = anchored
        self.unanchored = unanchored
    }

    /// The best match of `text`, or nil when no template matches.
    ///
    /// `context` holds what is known around the request (`area`, `domain`): sentence groups
    /// that require or exclude context are checked against it and the values matched.
    ///
    /// - Complexity: O(c × t × s) for c candidate templates, t tokens and s states per template.
    public func bestMatch(for text: String, context: [String: TemplateValue] = [:]) -> TemplateMatch? {
        let input = prepare(text)
        guard input.count > 0, input.count <= configuration.maximumTokens else { return nil }
        var search = TemplateSearch(matcher: self, input: input, context: context)
        return search.run(candidates: candidates(for: input))
    }

    /// The utterance as match tokens, skip words removed, and the words `alsoSkipping`.
    func prepare(_ text: String, alsoSkipping: Set<String> = []) -> MatchInput {
        var tokens = MatchToken.tokens(of: text)
        if !skipPhrases.isEmpty || !alsoSkipping.isEmpty { tokens = removingSkipWords(tokens, also: alsoSkipping) }
        return MatchInput(original: text, tokens: tokens, symbols: tokens.map { symbols[$0.text] ?? -1 })
    }

    func removingSkipWords(_ tokens: [MatchToken], also words: Set<String> = []) -> [MatchToken] {
        var kept: [MatchToken] = []
        var index = 0
        var spaceNext = false
        while index < tokens.count {
            if let phrase = skipPhrases.first(where: { phrase in
                index + phrase.count <= tokens.count && zip(phrase, tokens[index...]).allSatisfy { $0 == $1.text }
                    && (index + phrase.count == tokens.count || tokens[index + phrase.count].hasSpaceBefore
                        || !tokens[index + phrase.count].isWordLike)
            }) ?? (words.contains(tokens[index].text) ? [tokens[index].text] : nil),
                tokens[index].hasSpaceBefore || index == 0 || !tokens[index - 1].isWordLike
            {
                index += phrase.count
                spaceNext = true
                continue
            }
            var token = tokens[index]
            if spaceNext { token.hasSpaceBefore = true }
            spaceNext = false
            kept.append(token)
            index += 1
        }
        return kept
    }

    /// Templates whose required words all occur in the input, in template order.
    func candidates(for input: MatchInput) -> [Int32] {
        var present = input.symbols.filter { $0 >= 0 }
        present.sort()
        var unique: [Int32] = []
        for symbol in present where unique.last != symbol { unique.append(symbol) }
        guard let first = input.symbols.first, let last = input.symbols.last else { return [] }
        var result = unanchored.filter {
            templates[Int($0)].canSpan(from: first, to: last) && templates[Int($0)].isPossible(with: unique)
        }
        var seen = [Bool](repeating: false, count: templates.count)
        for symbol in unique {
            guard let list = anchored[symbol] else { continue }
            for index in list where !seen[Int(index)] {
                seen[Int(index)] = true
                let template = templates[Int(index)]
                if template.canSpan(from: first, to: last), template.isPossible(with: unique) { result.append(index) }
            }
        }
        result.sort()
        return result
    }
}

extension Array where Element == Int32 {
    /// Whether the sorted array holds `value` (binary search).
    func sortedContains(_ value: Int32) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}

/// An utterance prepared for matching.
struct MatchInput: Sendable {
    var original: String
    var tokens: [MatchToken]
    var symbols: [Int32]
    var texts: [String]
    var count: Int { tokens.count }

    init(original: String, tokens: [MatchToken], symbols: [Int32]) {
        self.original = original
        self.tokens = tokens
        self.symbols = symbols
        self.texts = tokens.map(\.text)
    }

    /// The original words of tokens `range`, single-spaced where the utterance had space.
    func text(of range: Range<Int>) -> String {
        var result = ""
        for index in range {
            if index > range.lowerBound, tokens[index].hasSpaceBefore { result += " " }
            result += original[tokens[index].range]
        }
        return result
    }

    /// Characters from the first to the last token of `range`.
    func characterLength(of range: Range<Int>) -> Int32 {
        guard let first = range.first, let last = range.last else { return 0 }
        return Int32(tokens[last].offsets.upperBound - tokens[first].offsets.lowerBound)
    }
}
