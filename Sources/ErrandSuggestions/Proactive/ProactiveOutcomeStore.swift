import Foundation

/// What a person did with a proactive suggestion; either way it is never offered again.
public enum ProactiveOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The person ran it.
    case acted
    /// The person dismissed it.
    case dismissed
}

/// Where the outcomes of a person's proactive suggestions are kept, so a suggestion acted on
/// or dismissed stays gone. `ErrandStore`'s `SQLiteStore` implements it.
public protocol ProactiveOutcomeStore: Sendable {
    /// Records the outcome of suggestion `id` for `person`; the first outcome recorded stays.
    func recordProactiveOutcome(_ outcome: ProactiveOutcome, suggestion id: String, of person: String, at date: Date)
        throws
    /// The suggestions `person` acted on or dismissed, by identifier.
    func finishedProactiveSuggestions(of person: String) throws -> Set<String>
    /// Forgets what `person` did with the suggestions `ids`, so they may be offered again: those
    /// of a reservation moved to another time.
    func forgetProactiveOutcomes(suggestions ids: [String], of person: String) throws
}
