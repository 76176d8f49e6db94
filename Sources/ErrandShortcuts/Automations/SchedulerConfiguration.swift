import Foundation

/// How the automation scheduler treats lateness, first ticks and prompts.
public struct SchedulerConfiguration: Sendable, Hashable {
    /// How late an occurrence may be seen and still count as on time, in seconds. Later than
    /// this it was missed, and its `MissedRunPolicy` decides.
    public var grace: TimeInterval = 5 * 60
    /// How far back the first tick looks for an automation with no creation time, when the
    /// person never ticked before. With the default (the grace), a first tick fires only what is
    /// due now and never reports the past as missed.
    public var firstTickLookback: TimeInterval = 5 * 60
    /// How far back any tick looks: occurrences older than this are forgotten, not reported.
    /// Bounds the work after a long time down (at most one occurrence a day per automation).
    public var catchUpLimit: TimeInterval = 7 * 24 * 60 * 60
    /// How long an Ask-before-running prompt waits for its answer.
    public var promptLifetime: TimeInterval = 60 * 60

    public init() {}
}
