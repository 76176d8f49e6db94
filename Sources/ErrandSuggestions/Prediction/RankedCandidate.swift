import Foundation

/// A candidate with the predictor's score for it: higher is more likely now.
public struct RankedCandidate: Sendable, Hashable {
    public var candidate: Candidate
    /// A log-likelihood up to a constant; only comparisons between candidates mean anything.
    public var score: Double

    public init(candidate: Candidate, score: Double) {
        self.candidate = candidate
        self.score = score
    }
}
