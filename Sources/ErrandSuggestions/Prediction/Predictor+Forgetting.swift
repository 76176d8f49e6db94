import Foundation

/// What a predictor forgets, so that its memory and the cost of a query follow what the person
/// does now rather than everything they ever did: context values that have faded (a place
/// visited years ago) and shortcuts that have (a track played once last spring).
extension Predictor {
    /// Every this many observations, faded feature values and candidates are forgotten.
    static let forgettingInterval = 1_024
    /// A feature value or candidate whose decayed share of the person's moments is below this
    /// (about 20 half-lives unseen for one seen once a day) is forgotten.
    static let fadedShare = 1e-6

    /// Forgets the feature values — with their rows of counts — that weigh under `fadedShare`
    /// of all the person's moments. A forgotten value reads as one never seen, as it nearly was.
    mutating func forgetFadedValues() {
        guard total > 0 else { return }
        let least = total * Self.fadedShare
        for (key, mass) in marginal where mass < least {
            marginal[key] = nil
            table.remove(key)
            actionTable[key] = nil
        }
        rates.forgetCells(under: least)
    }

    /// Forgets the candidates that weigh under `fadedShare` of the person's moments, then, while
    /// more than `limit` remain, those used least (by decayed count); the last one used is always
    /// kept. The rest are renumbered in the order first seen, with every row and sequence key
    /// that refers to them. A forgotten shortcut done again starts afresh, as a new one.
    ///
    /// - Complexity: O(V·C) for V feature values and C candidates, when anything is forgotten.
    mutating func forgetCandidates(keeping limit: Int) {
        guard total > 0, !candidates.isEmpty else { return }
        let least = total * Self.fadedShare
        var kept = candidates.indices.filter { counts[$0] >= least || $0 == last?.candidate }
        if kept.count > limit {
            let mostUsed = kept.sorted { counts[$0] > counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }
            var chosen = Set(mostUsed.prefix(max(limit, 1)))
            if let last = last?.candidate { chosen.insert(last) }
            kept = kept.filter(chosen.contains)
        }
        guard kept.count < candidates.count else { return }
        renumber(keeping: kept)
    }

    /// Keeps only the candidates `kept` (ascending), renumbered `0..<kept.count`, and the
    /// actions they are variants of, renumbered in the order of their first kept variant — the
    /// order a snapshot read back interns them in.
    private mutating func renumber(keeping kept: [Int]) {
        var newID = [Int](repeating: -1, count: candidates.count)
        for (new, old) in kept.enumerated() { newID[old] = new }
        var newAction = [Int](repeating: -1, count: actionCounts.count)
        var keptActions: [Int] = []
        for old in kept where newAction[candidateAction[old]] < 0 {
            newAction[candidateAction[old]] = keptActions.count
            keptActions.append(candidateAction[old])
        }
        candidates = kept.map { candidates[$0] }
        candidateAction = kept.map { newAction[candidateAction[$0]] }
        counts = kept.map { counts[$0] }
        background = kept.map { background[$0] }
        unanchored = unanchored.mapValues { row in kept.map { $0 < row.count ? row[$0] : 0 } }
        index = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { ($1.key, $0) })
        actionCounts = keptActions.map { actionCounts[$0] }
        actionIndex = actionIndex.compactMapValues { newAction[$0] < 0 ? nil : newAction[$0] }
        recency.keep(kept)
        rates.keep(kept)
        last = last.flatMap {
            newID[$0.candidate] < 0 ? nil : LastObservation(candidate: newID[$0.candidate], instant: $0.instant)
        }
        let numbers = Renumbering(shortcut: newID, action: newAction)
        table = table.renumbered(keys: numbers.renumbered, keeping: kept, newColumn: newID)
        marginal = numbers.keys(of: marginal) { $0 }
        actionTable = numbers.keys(of: actionTable) { row in
            keptActions.map { $0 < row.count ? row[$0] : 0 }
        }
    }
}

/// The new number of each shortcut and action after forgetting (-1: forgotten), applied to the
/// feature keys that name one: "after this shortcut" and "after this action".
private struct Renumbering {
    var shortcut: [Int]
    var action: [Int]

    /// `values` with the keys that name a forgotten shortcut or action left out, the others
    /// renumbered, and each value transformed.
    func keys<Value>(of values: [Int: Value], _ transform: (Value) -> Value) -> [Int: Value] {
        var result: [Int: Value] = [:]
        result.reserveCapacity(values.count)
        for (key, value) in values {
            if let newKey = renumbered(key) { result[newKey] = transform(value) }
        }
        return result
    }

    /// `key` with the shortcut or action it names renumbered, the same key for every other
    /// feature, or `nil` when it names a forgotten one.
    func renumbered(_ key: Int) -> Int? {
        let feature = key >> 40
        let numbers: [Int]
        switch feature {
        case ContextFeature.previous.rawValue: numbers = shortcut
        case ContextFeature.previousAction.rawValue: numbers = action
        default: return key
        }
        // NB: 0 is "nothing done recently"; a shortcut's or action's value is its number plus one.
        let value = key & ((1 << 40) - 1)
        guard value > 0 else { return key }
        guard value - 1 < numbers.count, numbers[value - 1] >= 0 else { return nil }
        return feature << 40 | (numbers[value - 1] + 1)
    }
}
