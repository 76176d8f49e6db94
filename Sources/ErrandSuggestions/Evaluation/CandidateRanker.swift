import Foundation

/// Anything that learns from one person's actions and ranks candidates for a moment: the
/// `Predictor` and the baselines it is measured against.
public protocol CandidateRanker: Sendable {
    /// Learns that `candidate` was performed in `context`.
    mutating func observe(_ candidate: Candidate, in context: PredictionContext)
    /// The best `limit` candidates for `context`, best first.
    func ranked(in context: PredictionContext, limit: Int) -> [Candidate]
}

extension Predictor: CandidateRanker {
    public func ranked(in context: PredictionContext, limit: Int) -> [Candidate] {
        rank(in: context, limit: limit).map(\.candidate)
    }
}

/// Picks the `limit` best of `count` items by `better`, in O(count · limit).
func topIndices(count: Int, limit: Int, better: (Int, Int) -> Bool) -> [Int] {
    var best: [Int] = []
    for item in 0..<count {
        let position = best.firstIndex { better(item, $0) } ?? best.count
        if position < limit {
            best.insert(item, at: position)
            if best.count > limit { best.removeLast() }
        }
    }
    return best
}
