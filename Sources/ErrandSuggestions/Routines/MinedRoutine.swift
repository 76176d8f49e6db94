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
    /// The actions that consistently follow the first within minutes, with their usual values
    /// ("start workout (run), then play playlist (Gym mix)"): a short sequence run as one
    /// automation. Empty for a single action.
    public var followUps: [Candidate]

    public init(
        shortcut: Candidate, trigger: RoutineTrigger, support: Int, confidence: Double, spreadMinutes: Double = 0,
        placeWeekdays: [Int] = [], followUps: [Candidate] = []
    ) {
        self.shortcut = shortcut
        self.trigger = trigger
        self.support = support
        self.confidence = confidence
        self.spreadMinutes = spreadMinutes
        self.placeWeekdays = placeWeekdays
        self.followUps = followUps
    }

    private enum CodingKeys: String, CodingKey {
        case shortcut, trigger, support, confidence, spreadMinutes, placeWeekdays, followUps
    }

    /// Decodes a routine; one saved before sequences were mined (no `followUps`) is a single action.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shortcut = try container.decode(Candidate.self, forKey: .shortcut)
        trigger = try container.decode(RoutineTrigger.self, forKey: .trigger)
        support = try container.decode(Int.self, forKey: .support)
        confidence = try container.decode(Double.self, forKey: .confidence)
        spreadMinutes = try container.decodeIfPresent(Double.self, forKey: .spreadMinutes) ?? 0
        placeWeekdays = try container.decodeIfPresent([Int].self, forKey: .placeWeekdays) ?? []
        followUps = try container.decodeIfPresent([Candidate].self, forKey: .followUps) ?? []
    }

    /// The first action and its follow-ups, in order.
    public var steps: [Candidate] { [shortcut] + followUps }

    /// What identifies the suggestion across runs, whatever its exact time: the shortcut, the
    /// trigger kind and, for places, the place, for times the part of the day (night, morning,
    /// afternoon, evening), so a routine that drifts by a few minutes keeps its identifier. The
    /// follow-ups are left out: a routine declined as one action stays declined when a
    /// follow-up is found later.
    public var signature: String {
        switch trigger {
        case .time(_, let minute):
            let part = minute < 300 ? "night" : minute < 720 ? "morning" : minute < 1_020 ? "afternoon" : "evening"
            return shortcut.key + "\u{1E}time\u{1E}" + part
        case .arrive(let place), .leave(let place): return shortcut.key + "\u{1E}\(trigger.kind)\u{1E}" + place
        case .after(let app, let action): return shortcut.key + "\u{1E}after\u{1E}" + app + "/" + action
        case .device(let event): return shortcut.key + "\u{1E}device\u{1E}" + event
        }
    }

    /// A stable identifier derived from the signature (FNV-1a, 64 bits): `auto-1f3a…`.
    public var id: String { StableIdentifier.make("auto-", from: signature) }
}
