import Foundation

/// The seam through which automations run shortcuts. The shortcut runner implements it; tests
/// use a fake that records the calls.
public protocol ShortcutRunning: Sendable {
    /// Runs the person's shortcut `id` because `automation` fired.
    func runShortcut(id: String, person: String, automation: Automation, context: AutomationRunContext) async
        -> AutomationRunResult
}

/// Why and when an automation runs a shortcut.
public struct AutomationRunContext: Sendable, Hashable, Codable {
    /// The occurrence that fired.
    public var occurrence: AutomationOccurrence
    /// When the occurrence was due (a time of day), or observed (a crossing or an event).
    public var scheduledAt: Date
    /// When it runs: later than `scheduledAt` for a run late, or after an answer.
    public var runAt: Date
    public var timeZone: TimeZone
    /// Where the person was at the tick, if known.
    public var location: Coordinate?
    /// The event that fired it, for event and donation triggers.
    public var event: AutomationEvent?

    public init(
        occurrence: AutomationOccurrence, scheduledAt: Date, runAt: Date, timeZone: TimeZone,
        location: Coordinate? = nil, event: AutomationEvent? = nil
    ) {
        self.occurrence = occurrence
        self.scheduledAt = scheduledAt
        self.runAt = runAt
        self.timeZone = timeZone
        self.location = location
        self.event = event
    }
}

/// How running a shortcut for an automation ended.
public struct AutomationRunResult: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case completed
        case failed
        /// The person said no to a question the run asked (an order's confirmation): what it
        /// would have done was not done, by their choice.
        case cancelled
    }

    public var status: Status
    /// What the person is told: the shortcut's result, or its error.
    public var message: String

    public init(status: Status, message: String) {
        self.status = status
        self.message = message
    }

    public static func completed(_ message: String) -> Self { Self(status: .completed, message: message) }
    public static func failed(_ message: String) -> Self { Self(status: .failed, message: message) }
    public static func cancelled(_ message: String) -> Self { Self(status: .cancelled, message: message) }
}
