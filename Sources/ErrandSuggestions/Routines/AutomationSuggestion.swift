import Foundation

/// A ready-made automation offered in the gallery: what starts it, when it may run, the
/// shortcut with its values, and why Errand suggests it. A plain value: accepting it is the
/// automations code's job (see `AutomationCreating`).
public struct AutomationSuggestion: Sendable, Hashable, Codable, Identifiable {
    /// Stable across runs for the same shortcut, trigger kind and place (see
    /// `MinedRoutine.id`), so a declined suggestion is recognised when it is mined again.
    public var id: String
    public var person: String
    public var trigger: RoutineTrigger
    /// Extra conditions the automation checks when triggered.
    public var conditions: [AutomationCondition]
    public var shortcut: Candidate
    /// The actions run after `shortcut`, in order, with their values (a short sequence such as
    /// start workout → play playlist). Empty for a single action.
    public var followUps: [Candidate]
    /// Ask the person before running: on by default, as people expect of a suggested automation.
    public var askBeforeRunning: Bool
    /// One line saying why, from the evidence: "You start a workout (run) on Monday, Wednesday
    /// and Friday around 6 pm".
    public var reason: String
    public var support: Int
    public var confidence: Double
    /// After this instant the suggestion is no longer shown (routines change).
    public var expires: Date

    public init(
        id: String, person: String, trigger: RoutineTrigger, conditions: [AutomationCondition] = [],
        shortcut: Candidate, followUps: [Candidate] = [], askBeforeRunning: Bool = true, reason: String, support: Int,
        confidence: Double, expires: Date
    ) {
        self.id = id
        self.person = person
        self.trigger = trigger
        self.conditions = conditions
        self.shortcut = shortcut
        self.followUps = followUps
        self.askBeforeRunning = askBeforeRunning
        self.reason = reason
        self.support = support
        self.confidence = confidence
        self.expires = expires
    }

    /// The suggestion for a mined routine, made at `now`, shown for `lifetime` seconds.
    public init(_ routine: MinedRoutine, person: String, now: Date, lifetime: TimeInterval = 14 * 86_400) {
        var conditions: [AutomationCondition] = []
        if !routine.placeWeekdays.isEmpty { conditions.append(.weekdays(routine.placeWeekdays)) }
        self.init(
            id: routine.id, person: person, trigger: routine.trigger, conditions: conditions,
            shortcut: routine.shortcut, followUps: routine.followUps, reason: RoutineReason.sentence(for: routine),
            support: routine.support,
            confidence: routine.confidence, expires: now.addingTimeInterval(lifetime))
    }

    private enum CodingKeys: String, CodingKey {
        case id, person, trigger, conditions, shortcut, followUps, askBeforeRunning, reason, support, confidence
        case expires
    }

    /// Decodes a suggestion; one saved before sequences (no `followUps`) runs a single action.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        person = try container.decode(String.self, forKey: .person)
        trigger = try container.decode(RoutineTrigger.self, forKey: .trigger)
        conditions = try container.decodeIfPresent([AutomationCondition].self, forKey: .conditions) ?? []
        shortcut = try container.decode(Candidate.self, forKey: .shortcut)
        followUps = try container.decodeIfPresent([Candidate].self, forKey: .followUps) ?? []
        askBeforeRunning = try container.decodeIfPresent(Bool.self, forKey: .askBeforeRunning) ?? true
        reason = try container.decode(String.self, forKey: .reason)
        support = try container.decode(Int.self, forKey: .support)
        confidence = try container.decode(Double.self, forKey: .confidence)
        expires = try container.decode(Date.self, forKey: .expires)
    }

    /// The shortcut's actions in order: `shortcut`, then the follow-ups.
    public var steps: [Candidate] { [shortcut] + followUps }

    /// Whether the suggestion may still be shown at `now`.
    public func isCurrent(at now: Date) -> Bool { now < expires }
}

/// A condition an automation checks when its trigger fires.
public enum AutomationCondition: Sendable, Hashable, Codable {
    /// Only on these weekdays (0 Monday … 6 Sunday).
    case weekdays([Int])
}
