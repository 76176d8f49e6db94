/// The answer of understanding: ranked interpretations, or "not understood" when none is good
/// enough — never a confident wrong action.
public struct Understanding: Sendable, Hashable {
    /// Interpretations at or above the confidence threshold, most likely first.
    public var interpretations: [Interpretation]
    /// Readings below the threshold, kept to explain a "not understood" and for debugging.
    public var rejected: [Interpretation]
    /// The request as read, when it was understood only with typing slips respelled ("ordr a
    /// latte" read as "order a latte"); the interpretations point into the request as typed.
    public var respelled: RespelledText?

    public init(interpretations: [Interpretation], rejected: [Interpretation] = [], respelled: RespelledText? = nil) {
        self.interpretations = interpretations
        self.rejected = rejected
        self.respelled = respelled
    }

    /// The most likely interpretation, if the request was understood.
    public var best: Interpretation? { interpretations.first }

    public var isUnderstood: Bool { !interpretations.isEmpty }
}
