import Foundation

/// A recurring pattern found in one person's actions: the shortcut with its usual values, what
/// starts it, how often it happened and how reliably.
public struct MinedRoutine: Sendable, Hashable, Codable {
    public var shortcut: Candidate
    public var trigger: RoutineTrigger
    /// Occurrences that back the routine.
    public var support: Int
    /// Share of eligible days (for a time) or visits (for a place) on which it happened, 0…1.
    public var confidence: Double
    /// For time routines, the median absolute deviation of the time, in minutes.
    public var spreadMinutes: Double
    /// The weekdays (0 Monday … 6 Sunday) on which a place routine happened at least twice,
    /// when it is not every day.
    public var placeWeekdays: [Int]

    public init(
        shortcut: Candidate, trigger: RoutineTrigger, support: Int, confidence: Double, spreadMinutes: Double = 0,
        placeWeekdays: [Int] = []
    ) {
        self.shortcut = shortcut
        self.trigger = trigger
        self.support = support
        self.confidence = confidence
        self.spreadMinutes = spreadMinutes
        self.placeWeekdays = placeWeekdays
    }

    /// What identifies the suggestion across runs, whatever its exact time: the shortcut, the
    /// trigger kind and, for places, the place, for times the part of the day (night, morning,
    /// afternoon, evening), so a routine that drifts by a few minutes keeps its identifier.
    public var signature: String {
        switch trigger {
        case .time(_, let minute):
            let part = minute < 300 ? "night" : minute < 720 ? "morning" : minute < 1_020 ? "afternoon" : "evening"
            return shortcut.key + "\u{1E}time\u{1E}" + part
        case .arrive(let place), .leave(let place): return shortcut.key + "\u{1E}\(trigger.kind)\u{1E}" + place
        }
    }

    /// A stable identifier derived from the signature (FNV-1a, 64 bits): `auto-1f3a…`.
    public var id: String { StableIdentifier.make("auto-", from: signature) }
}
