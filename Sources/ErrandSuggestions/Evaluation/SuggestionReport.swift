import Foundation

/// The hit rates of Errand's predictor and of the baselines over a replay.
public struct SuggestionReport: Sendable, Hashable, Codable {
    public var errand = RankingScore()
    public var mostFrequentlyUsed = RankingScore()
    public var mostRecentlyUsed = RankingScore()
    public var markov = RankingScore()
    /// A plain naive Bayes over the moment (`PredictorConfiguration.naiveBayes`): a stronger
    /// reference than the baselines, the method of the published anchors.
    public var naiveBayes = RankingScore()
    public var people = 0
    /// Events whose shortcut the person had never performed before: no ranker can hit them.
    public var firstOccurrences = 0
    /// Errand's score on the events that were not first occurrences.
    public var errandOnRepeats = RankingScore()
    /// Some events Errand missed although the person had done them before.
    public var misses: [Miss] = []

    /// A repeated action that was not in Errand's five suggestions.
    public struct Miss: Sendable, Hashable, Codable {
        public var user: String
        public var at: String
        public var truth: String
        public var timesBefore: Int
        public var context: String
        public var suggested: [String]
    }

    public init() {}

    /// The share of events whose shortcut the person had performed before: no ranker's hit
    /// rate at any depth can exceed it, since a ranker only offers what it has seen.
    public var ceiling: Double {
        errand.events == 0 ? 0 : Double(errand.events - firstOccurrences) / Double(errand.events)
    }

    /// The summary line the evaluation command ends with.
    public var summaryLine: String {
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        return "suggestions: hr1=\(f(errand.hr1)) hr3=\(f(errand.hr3)) hr5=\(f(errand.hr5)) mrr5=\(f(errand.mrr5)) "
            + "mfu_hr1=\(f(mostFrequentlyUsed.hr1)) mru_hr1=\(f(mostRecentlyUsed.hr1)) markov_hr1=\(f(markov.hr1))"
    }
}

/// Hit rates at 1, 3 and 5 and the mean reciprocal rank in the top 5, for one ranker.
public struct RankingScore: Sendable, Hashable, Codable {
    public private(set) var events = 0
    public private(set) var hits1 = 0
    public private(set) var hits3 = 0
    public private(set) var hits5 = 0
    public private(set) var reciprocalRanks = 0.0

    public init() {}

    public var hr1: Double { ratio(hits1) }
    public var hr3: Double { ratio(hits3) }
    public var hr5: Double { ratio(hits5) }
    public var mrr5: Double { events == 0 ? 0 : reciprocalRanks / Double(events) }

    /// Counts one event whose true shortcut was `truth`, given the ranked list.
    public mutating func record(_ ranked: [Candidate], truth: Candidate) {
        events += 1
        guard let position = ranked.prefix(5).firstIndex(of: truth) else { return }
        if position < 1 { hits1 += 1 }
        if position < 3 { hits3 += 1 }
        hits5 += 1
        reciprocalRanks += 1 / Double(position + 1)
    }

    private func ratio(_ hits: Int) -> Double { events == 0 ? 0 : Double(hits) / Double(events) }
}
