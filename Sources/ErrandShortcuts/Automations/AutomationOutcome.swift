import ErrandCatalog
import Foundation

/// What became of one occurrence of an automation at a tick, or of an answer to its prompt.
public struct AutomationOutcome: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        /// The shortcut ran (on time, late, or after a yes).
        case ran(AutomationRunResult)
        /// It did not run, for `reason`; the occurrence is recorded and will not come back.
        case skipped(SkipReason)
        /// Ask before running: the prompt waits for the person's answer.
        case waitingForAnswer(AutomationPrompt)
        /// The person said no.
        case dismissed
        /// The prompt expired unanswered.
        case expired
    }

    public var automationID: String
    /// The automation's name as shown to the person.
    public var automationName: String
    public var shortcutID: String
    public var occurrence: AutomationOccurrence
    /// When the occurrence was due.
    public var scheduledAt: Date
    public var kind: Kind

    public init(
        automationID: String, automationName: String, shortcutID: String, occurrence: AutomationOccurrence,
        scheduledAt: Date, kind: Kind
    ) {
        self.automationID = automationID
        self.automationName = automationName
        self.shortcutID = shortcutID
        self.occurrence = occurrence
        self.scheduledAt = scheduledAt
        self.kind = kind
    }
}

/// Why an occurrence did not run.
public enum SkipReason: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Missed while Errand was not running, and its policy is to skip (`late` seconds late).
    case missed(late: TimeInterval)
    /// Missed by more than its run-late window allows.
    case tooLate(late: TimeInterval, window: TimeInterval)
    /// A later missed occurrence of the same automation runs instead: run late runs once.
    case superseded
    /// A condition did not hold when it fired.
    case conditionNotMet(String)
    /// It happened before the automation was made, at `createdAt`: only later occurrences fire.
    case beforeCreation(createdAt: Date)
    /// Another of the person's automations (`automation`, its name) runs the same shortcut for
    /// the same moment: one occurrence runs a shortcut once, however many automations fire it.
    case runByAnother(automation: String)

    public var description: String {
        switch self {
        case .missed(let late):
            return "missed by \(Self.duration(late)); its missed-run policy is to skip"
        case .tooLate(let late, let window):
            return "missed by \(Self.duration(late)), more than the \(Self.duration(window)) it may run late"
        case .superseded:
            return "missed; a later missed occurrence runs instead"
        case .conditionNotMet(let condition):
            return "its condition did not hold: \(condition)"
        case .beforeCreation(let createdAt):
            return "it happened before the automation was made (\(createdAt.ISO8601Format())); only what "
                + "happens after that fires it"
        case .runByAnother(let automation):
            return "'\(automation)' runs the same shortcut for the same moment, and a shortcut runs once a moment"
        }
    }

    static func duration(_ seconds: TimeInterval) -> String {
        guard let minutes = Int(fitting: (seconds / 60).rounded()), abs(minutes) < 1_000_000_000 else {
            return "\(seconds) s"
        }
        if minutes < 60 { return "\(minutes) min" }
        if minutes % 60 == 0 { return "\(minutes / 60) h" }
        return "\(minutes / 60) h \(minutes % 60) min"
    }
}
