import Foundation

/// Where a person's automations, the occurrences that fired, the scheduler's state and the
/// pending Ask-before-running prompts are kept. `ErrandStore` keeps them in SQLite; tests use
/// `InMemoryAutomationStore`.
///
/// Every call is scoped by the person: one person's automations never answer another's query.
public protocol AutomationStore: Sendable {
    /// Adds the automation, or replaces the person's automation with the same identifier.
    func save(_ automation: Automation, of person: String) throws
    /// The person's automations, oldest first.
    func automations(of person: String) throws -> [Automation]
    /// Removes the person's automation, with what it claimed and its pending prompts; `false`
    /// when there was none.
    @discardableResult
    func removeAutomation(id: String, of person: String) throws -> Bool

    /// Records, atomically, that this occurrence has been dealt with (run, asked or skipped).
    ///
    /// Returns `false` when it already had been: the caller must then do nothing with it. This
    /// is what makes an automation fire once per occurrence, across crashes and restarts.
    func claim(_ occurrence: AutomationOccurrence, of person: String) throws -> Bool

    /// The scheduler's state for the person (empty when they never ticked).
    func schedulerState(of person: String) throws -> SchedulerState
    func saveSchedulerState(_ state: SchedulerState, of person: String) throws

    /// Keeps a prompt waiting for the person's answer.
    func savePrompt(_ prompt: AutomationPrompt, of person: String) throws
    /// The person's prompts waiting for an answer, oldest first (expired ones included).
    func prompts(of person: String) throws -> [AutomationPrompt]
    /// Removes and returns the prompt, atomically: of two answers to one prompt, only one
    /// gets it. `nil` when there is none.
    func takePrompt(id: String, of person: String) throws -> AutomationPrompt?
}

extension AutomationStore {
    /// The person's automation with this identifier, if any.
    public func automation(id: String, of person: String) throws -> Automation? {
        try automations(of: person).first { $0.id == id }
    }
}

/// One occurrence of an automation's trigger: the automation and a key naming the occurrence
/// (`2026-11-23T07:30` for a time of day, in the person's local time; `event:ID` for an
/// event; `arrive#3` for the third time the person crossed a fence).
public struct AutomationOccurrence: Sendable, Hashable, Codable {
    public var automationID: String
    public var key: String

    public init(automationID: String, key: String) {
        self.automationID = automationID
        self.key = key
    }
}

/// What the scheduler remembers of a person between ticks.
public struct SchedulerState: Sendable, Hashable, Codable {
    /// The moment of the last tick: times of day in (lastTick, now] are due at the next one.
    public var lastTick: Date?
    /// Whether the person was inside each arrive/leave automation's fence, by automation id.
    public var fences: [String: FenceState]

    public init(lastTick: Date? = nil, fences: [String: FenceState] = [:]) {
        self.lastTick = lastTick
        self.fences = fences
    }
}

/// Whether the person was last seen inside a fence, and how many times they crossed it.
public struct FenceState: Sendable, Hashable, Codable {
    public var inside: Bool
    /// The number of crossings seen so far; the next crossing's occurrence key uses it, so a
    /// crossing seen again after a crash has the same key and is not run twice.
    public var crossings: Int

    public init(inside: Bool, crossings: Int = 0) {
        self.inside = inside
        self.crossings = crossings
    }
}
