import Foundation

/// The baseline that always offers what the person used most often.
public struct MostFrequentlyUsed: CandidateRanker {
    private var candidates: [Candidate] = []
    private var index: [String: Int] = [:]
    private var counts: [Int] = []
    private var lastUse: [Int] = []
    private var clock = 0

    public init() {}

    public mutating func observe(_ candidate: Candidate, in context: PredictionContext) {
        clock += 1
        let key = candidate.key
        let id = index[key] ?? candidates.count
        if id == candidates.count {
            candidates.append(candidate)
            index[key] = id
            counts.append(0)
            lastUse.append(0)
        }
        counts[id] += 1
        lastUse[id] = clock
    }

    public func ranked(in context: PredictionContext, limit: Int) -> [Candidate] {
        topIndices(count: candidates.count, limit: limit) { a, b in
            counts[a] != counts[b] ? counts[a] > counts[b] : lastUse[a] > lastUse[b]
        }.map { candidates[$0] }
    }
}

/// The baseline that offers what the person used last, most recent first.
public struct MostRecentlyUsed: CandidateRanker {
    private var recent: [Candidate] = []

    public init() {}

    public mutating func observe(_ candidate: Candidate, in context: PredictionContext) {
        recent.removeAll { $0 == candidate }
        recent.insert(candidate, at: 0)
        if recent.count > 64 { recent.removeLast() }
    }

    public func ranked(in context: PredictionContext, limit: Int) -> [Candidate] {
        Array(recent.prefix(limit))
    }
}

/// The baseline that offers what most often followed the previous action (a first-order
/// Markov chain over shortcuts), filled up with the most frequently used.
public struct MarkovChain: CandidateRanker {
    private var transitions: [String: [String: Int]] = [:]
    private var byKey: [String: Candidate] = [:]
    private var previous: String?
    private var frequent = MostFrequentlyUsed()

    public init() {}

    public mutating func observe(_ candidate: Candidate, in context: PredictionContext) {
        let key = candidate.key
        let from = context.previous?.candidate.key ?? previous
        if let from { transitions[from, default: [:]][key, default: 0] += 1 }
        byKey[key] = candidate
        previous = key
        frequent.observe(candidate, in: context)
    }

    public func ranked(in context: PredictionContext, limit: Int) -> [Candidate] {
        var result: [Candidate] = []
        if let from = context.previous?.candidate.key ?? previous, let next = transitions[from] {
            let ordered = next.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            result = ordered.prefix(limit).compactMap { byKey[$0.key] }
        }
        for candidate in frequent.ranked(in: context, limit: limit + result.count) where result.count < limit {
            if !result.contains(candidate) { result.append(candidate) }
        }
        return result
    }
}
