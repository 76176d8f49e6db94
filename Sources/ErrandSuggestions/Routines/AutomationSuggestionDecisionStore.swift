import Foundation

/// What a person decided about an automation suggestion. Either way it is not offered again: a
/// declined suggestion stays declined for good, an accepted one is now an automation.
public enum AutomationSuggestionDecision: String, Sendable, Hashable, Codable, CaseIterable {
    case accepted
    case declined
}

/// Where a person's decisions about automation suggestions are kept, and which shortcuts they
/// already automated. `ErrandStore`'s `SQLiteStore` implements it.
public protocol AutomationSuggestionDecisionStore: Sendable {
    /// Records the decision about suggestion `id`; a decline is never undone by a later call.
    func recordAutomationSuggestionDecision(
        _ decision: AutomationSuggestionDecision, suggestion id: String, of person: String, at date: Date) throws
    /// The person's decisions, by suggestion identifier.
    func automationSuggestionDecisions(of person: String) throws -> [String: AutomationSuggestionDecision]
    /// `Candidate.key`s of the shortcuts the person's automations run (one app action with
    /// fixed values), so the routines they already automated are not suggested.
    func automatedShortcutKeys(of person: String) throws -> Set<String>
}
