/// How good a path through a template is, in hassil's order of preference: the preferred
/// slot present and longest, then fewest wildcards, then most literal text, then the
/// shortest wildcards (earlier ones first).
struct MatchScore: Sendable, Equatable {
    var hasPreferred = false
    var preferredLength: Int32 = 0
    var wildcards: Int32 = 0
    var literal: Int32 = 0
    var wildcardWords: Int32 = 0

    /// Whether this path is better. Across templates hassil keeps the first of equal results,
    /// so `withinTemplate` false leaves wildcard lengths out: they only choose among the paths
    /// of one template.
    /// With `literalsFirst`, more literal characters win before fewer wildcards, within a
    /// template (`TemplateMatcher.Configuration.prefersLiterals`).
    func isBetter(than other: MatchScore, withinTemplate: Bool = true, literalsFirst: Bool = false) -> Bool {
        if hasPreferred != other.hasPreferred { return hasPreferred }
        if preferredLength != other.preferredLength { return preferredLength > other.preferredLength }
        if literalsFirst, withinTemplate, literal != other.literal { return literal > other.literal }
        if wildcards != other.wildcards { return wildcards < other.wildcards }
        if literal != other.literal { return literal > other.literal }
        return withinTemplate && wildcardWords < other.wildcardWords
    }
}

/// The dynamic programme that matches one utterance against candidate templates.
///
/// For each template, cells (token position, state, context mask) keep the best path that
/// reaches them; positions are settled in order, and within a position states in increasing
/// order, since empty moves only go to higher states. The context mask records which
/// required context keys missing from the caller's context a matched value has supplied.
struct TemplateSearch {
    enum Via: UInt8 { case start, epsilon, word, slot, wildcardStart, wildcardContinue, skip }

    struct Cell {
        var score: MatchScore
        var parent: Int32
        var via: Via
        var slot: Int32 = -1
        var value: Int32 = -1
        var number: Double = 0
        var from: Int32 = 0
        var to: Int32 = 0
    }

    /// The most (position, state, mask) cells one template's table may have.
    static let maximumTableSize = 8_000_000

    let matcher: TemplateMatcher
    let input: MatchInput
    let context: [String: TemplateValue]
    private var arena: [Cell] = []
    private var bits: [UInt64] = []
    private var index: [Int32] = []
    private var hitCache: [Int: [ListHit]] = [:]
    private var groupAllowed: [Int32: Bool] = [:]

    init(matcher: TemplateMatcher, input: MatchInput, context: [String: TemplateValue]) {
        self.matcher = matcher
        self.input = input
        self.context = context
    }

    /// The best match over `candidates` (template indexes in order).
    mutating func run(candidates: [Int32]) -> TemplateMatch? {
        var best: (score: MatchScore, match: TemplateMatch)?
        for candidate in candidates {
            let template = matcher.templates[Int(candidate)]
            guard groupAdmits(template.group) else { continue }
            if let found = match(template),
                best.map({ found.score.isBetter(than: $0.score, withinTemplate: false) }) ?? true
            {
                best = found
            }
        }
        return best?.match
    }

    /// Whether the caller's context allows the group at all (keys it lacks are checked later).
    mutating func groupAdmits(_ group: Int32) -> Bool {
        guard matcher.groups[Int(group)].hasContextRules else { return true }
        if let known = groupAllowed[group] { return known }
        let definition = matcher.groups[Int(group)].definition
        var allowed = true
        for (key, requirement) in definition.requiresContext {
            if let actual = context[key], !requirement.accepts(actual) { allowed = false }
        }
        for (key, excluded) in definition.excludesContext {
            if let actual = context[key], ContextRequirement.value(actual, isIn: excluded) { allowed = false }
        }
        groupAllowed[group] = allowed
        return allowed
    }

    mutating func hits(list: Int32, at position: Int) -> [ListHit] {
        let key = Int(list) * (input.count + 1) + position
        if let cached = hitCache[key] { return cached }
        var found: [ListHit] = []
        switch matcher.lists[Int(list)].kind {
        case .phrases(let trie): trie.matches(in: input, from: position, into: &found)
        case .range(let range): range.matches(in: input, from: position, into: &found)
        case .wildcard: break
        }
        hitCache[key] = found
        return found
    }

    /// The best path through one template, if any reaches its end at the end of the input.
    mutating func match(_ template: TemplateMatcher.Template) -> (score: MatchScore, match: TemplateMatch)? {
        let automaton = template.automaton
        let missing =
            template.requiredKeys.isEmpty ? [] : Array(template.requiredKeys.filter { context[$0] == nil }.prefix(4))
        let masks = 1 << missing.count
        let full = masks - 1
        let n = input.count
        let keys = automaton.stateCount * masks
        // NB: bounds the table; only a huge template with many missing context keys and a long
        // utterance comes near it, and such a template is skipped rather than allowed to take
        // hundreds of megabytes.
        guard (n + 1) * keys <= Self.maximumTableSize else { return nil }
        let words = (keys + 63) / 64
        arena.removeAll(keepingCapacity: true)
        let bitCount = (n + 1) * words
        if bits.count < bitCount {
            bits = [UInt64](repeating: 0, count: bitCount)
        } else {
            for offset in 0..<bitCount { bits[offset] = 0 }
        }
        if index.count < (n + 1) * keys { index = [Int32](repeating: 0, count: (n + 1) * keys) }
        var bestAccept: Int32 = -1

        func relax(_ position: Int, _ key: Int, _ cell: Cell) {
            let bit = position * words + key >> 6
            let flag = UInt64(1) << UInt64(key & 63)
            let slot = position * keys + key
            if bits[bit] & flag == 0 {
                bits[bit] |= flag
                index[slot] = Int32(arena.count)
                arena.append(cell)
            } else if cell.score.isBetter(
                than: arena[Int(index[slot])].score, literalsFirst: matcher.configuration.prefersLiterals)
            {
                arena[Int(index[slot])] = cell
            }
        }

        relax(0, 0, Cell(score: MatchScore(), parent: -1, via: .start))
        for position in 0...n {
            for word in 0..<words {
                var done: UInt64 = 0
                while true {
                    let pending = bits[position * words + word] & ~done
                    if pending == 0 { break }
                    let bit = pending.trailingZeroBitCount
                    done |= UInt64(1) << UInt64(bit)
                    let key = word * 64 + bit
                    let state = key / masks
                    let mask = key % masks
                    let cellIndex = index[position * keys + key]
                    let cell = arena[Int(cellIndex)]
                    if state == Int(automaton.accept), position == n, mask == full {
                        var score = cell.score
                        if template.fixesPreferredSlot { score.hasPreferred = true }
                        if bestAccept < 0
                            || score.isBetter(
                                than: finalScore(arena[Int(bestAccept)], template),
                                literalsFirst: matcher.configuration.prefersLiterals)
                        {
                            bestAccept = cellIndex
                        }
                    }
                    for target in automaton.epsilonTargets[
                        Int(automaton.epsilonOffsets[state])..<Int(automaton.epsilonOffsets[state + 1])]
                    {
                        relax(
                            position, Int(target) * masks + mask,
                            Cell(score: cell.score, parent: cellIndex, via: .epsilon))
                    }
                    guard position < n else { continue }
                    for edge in automaton.edges[
                        Int(automaton.edgeOffsets[state])..<Int(automaton.edgeOffsets[state + 1])]
                    {
                        var score = cell.score
                        let target = Int(edge.target) * masks
                        switch edge.kind {
                        case .word:
                            guard input.symbols[position] == edge.label else { continue }
                            score.literal += edge.score
                            relax(position + 1, target + mask, Cell(score: score, parent: cellIndex, via: .word))
                        case .wildcardStart, .wildcardContinue:
                            if edge.kind == .wildcardStart { score.wildcards += 1 }
                            // Weighted so that fewer words, and earlier wildcards shorter, win ties (hassil
                            // tries the shortest first wildcard first).
                            score.wildcardWords += Int32(n - position)
                            relax(
                                position + 1, target + mask,
                                Cell(
                                    score: score, parent: cellIndex,
                                    via: edge.kind == .wildcardStart ? .wildcardStart : .wildcardContinue,
                                    slot: edge.label, from: Int32(position), to: Int32(position + 1)))
                        case .slot:
                            let slot = automaton.slots[Int(edge.label)]
                            let allowed = template.allowedValues[edge.label]
                            let values = matcher.lists[Int(slot.list)].values
                            for hit in hits(list: slot.list, at: position) {
                                var newMask = mask
                                if hit.value >= 0 {
                                    if let allowed, !allowed[Int(hit.value)] { continue }
                                    let valueContext = values[Int(hit.value)].context
                                    for (bitIndex, key) in missing.enumerated() where valueContext[key] != nil {
                                        newMask |= 1 << bitIndex
                                    }
                                }
                                var hitScore = score
                                let span = position..<Int(hit.end)
                                if hit.isWords { hitScore.literal += input.characterLength(of: span) }
                                if !slot.isCapture, slot.name == matcher.configuration.preferredSlot {
                                    hitScore.hasPreferred = true
                                    hitScore.preferredLength += input.characterLength(of: span)
                                }
                                relax(
                                    Int(hit.end), target + newMask,
                                    Cell(
                                        score: hitScore, parent: cellIndex, via: .slot, slot: edge.label,
                                        value: hit.value, number: hit.number, from: Int32(position), to: hit.end))
                            }
                        }
                    }
                    if input.tokens[position].isBreakable {
                        relax(position + 1, key, Cell(score: cell.score, parent: cellIndex, via: .skip))
                    }
                }
            }
        }
        guard bestAccept >= 0 else { return nil }
        return result(template, endingAt: bestAccept)
    }

    private func finalScore(_ cell: Cell, _ template: TemplateMatcher.Template) -> MatchScore {
        var score = cell.score
        if template.fixesPreferredSlot { score.hasPreferred = true }
        return score
    }

    /// Builds the match of the path ending at cell `last`.
    private func result(_ template: TemplateMatcher.Template, endingAt last: Int32) -> (MatchScore, TemplateMatch)? {
        var path: [Cell] = []
        var current = last
        while current >= 0 {
            let cell = arena[Int(current)]
            if cell.via == .slot || cell.via == .wildcardStart || cell.via == .wildcardContinue { path.append(cell) }
            current = cell.parent
        }
        path.reverse()
        let group = matcher.groups[Int(template.group)]
        let builder = MatchBuilder(matcher: matcher, input: input, context: context)
        let score = finalScore(arena[Int(last)], template)
        guard let match = builder.match(template: template, group: group, path: path, score: score) else { return nil }
        return (score, match)
    }
}
