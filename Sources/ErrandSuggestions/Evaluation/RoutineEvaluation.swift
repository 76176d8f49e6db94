import Foundation

/// Scores mined automation suggestions against the routines a simulation planted.
///
/// A suggestion matches a planted routine of the same person, app, action and parameter
/// values whose trigger has the same kind (and place, triggering action or device event); for time triggers the time must be
/// within 45 minutes, and the weekdays the same (credit 1) or one day more or less (credit ½).
/// Suggestions and planted routines are paired one to one, best credit first. A suggestion
/// paired with an optional routine is neither right nor wrong; an optional routine left
/// unpaired is no miss.
public struct RoutineEvaluation: Sendable {
    public var suggestions: AutomationSuggestions
    /// Largest difference of times that still matches, in minutes.
    public var timeTolerance = 45

    public init(suggestions: AutomationSuggestions = AutomationSuggestions()) {
        self.suggestions = suggestions
    }

    /// Mines every person of `events` and scores the suggestions against `truth`.
    ///
    /// - Complexity: O(E log E) mining, plus O(S · P) pairing per person.
    public func evaluate(_ events: [UsageEvent], truth: [PlantedRoutine], now: Date = Date(timeIntervalSince1970: 0))
        -> RoutineReport
    {
        var report = RoutineReport()
        var plantedByUser: [String: [PlantedRoutine]] = [:]
        for routine in truth { plantedByUser[routine.user, default: []].append(routine) }
        var seenUsers: Set<String> = []
        for (user, personEvents) in SuggestionEvaluation.byPerson(events) {
            seenUsers.insert(user)
            let observations = personEvents.compactMap { RoutineObservation($0.0) }
            let offered = suggestions.suggestions(for: user, observations: observations, now: now)
            report.add(user: user, offered, plantedByUser[user] ?? [], score: credit)
        }
        for (user, planted) in plantedByUser where !seenUsers.contains(user) {
            report.add(user: user, [], planted, score: credit)
        }
        return report
    }

    /// The credit of a suggestion against a planted routine: 1, ½ or 0.
    public func credit(_ suggestion: AutomationSuggestion, _ planted: PlantedRoutine) -> Double {
        guard suggestion.person == planted.user, suggestion.shortcut.app == planted.app,
            suggestion.shortcut.action == planted.action, suggestion.shortcut.values == planted.parameters
        else { return 0 }
        switch (suggestion.trigger, planted.trigger) {
        case (.arrive(let a), .arrive(let b)), (.leave(let a), .leave(let b)):
            return a.lowercased() == b.lowercased() ? 1 : 0
        case (.after(let appA, let actionA), .after(let appB, let actionB)):
            return appA == appB && actionA == actionB ? 1 : 0
        case (.device(let a), .device(let b)):
            return a.lowercased() == b.lowercased() ? 1 : 0
        case (.time(let suggestedDays, let suggestedMinute), .time(let plantedDays, let plantedMinute)):
            guard abs(CircularTime.difference(suggestedMinute, plantedMinute)) <= timeTolerance else { return 0 }
            let difference = Set(suggestedDays).symmetricDifference(Set(plantedDays)).count
            return difference == 0 ? 1 : difference == 1 ? 0.5 : 0
        default:
            return 0
        }
    }
}

/// The outcome of `RoutineEvaluation`: credits, counts and the pairs, for study.
public struct RoutineReport: Sendable, Codable {
    /// Credit earned by suggestions paired with required routines.
    public var credit = 0.0
    /// Every suggestion made.
    public var suggested = 0
    /// Suggestions paired with an optional routine (neither right nor wrong).
    public var neutral = 0
    /// Required planted routines.
    public var planted = 0
    /// Optional planted routines.
    public var optional = 0
    public var people = 0
    /// Suggestions running a sequence (with follow-up steps).
    public var sequences = 0
    /// Suggestions by trigger kind (`time`, `arrive`, `leave`, `after`, `device`).
    public var kinds: [String: Int] = [:]
    /// Suggestions that matched nothing: `user: reason`.
    public var wrong: [String] = []
    /// Required routines no suggestion matched: their truth lines.
    public var missed: [String] = []

    public init() {}

    /// Share of judged suggestions (all but neutral ones) that were right, credit-weighted.
    public var precision: Double {
        let judged = suggested - neutral
        return judged > 0 ? credit / Double(judged) : 1
    }

    /// Share of required planted routines found, credit-weighted.
    public var recall: Double { planted > 0 ? credit / Double(planted) : 1 }

    /// The summary line: `routines: precision=… recall=… suggested=… planted=…`.
    public var summary: String {
        String(
            format: "routines: precision=%.3f recall=%.3f suggested=%d planted=%d", precision, recall, suggested,
            planted)
    }

    /// Scores one person: pairs `offered` with `truth` one to one, best `score` first.
    public mutating func add(
        user: String, _ offered: [AutomationSuggestion], _ truth: [PlantedRoutine],
        score: (AutomationSuggestion, PlantedRoutine) -> Double
    ) {
        people += 1
        suggested += offered.count
        sequences += offered.filter { !$0.followUps.isEmpty }.count
        for suggestion in offered { kinds[suggestion.trigger.kind, default: 0] += 1 }
        planted += truth.filter { !$0.optional }.count
        optional += truth.filter(\.optional).count
        var pairs: [(credit: Double, suggestion: Int, planted: Int)] = []
        for (s, suggestion) in offered.enumerated() {
            for (p, routine) in truth.enumerated() {
                let credit = score(suggestion, routine)
                if credit > 0 { pairs.append((credit, s, p)) }
            }
        }
        // Best credit first; between equals, a required routine before an optional one.
        pairs.sort {
            $0.credit != $1.credit
                ? $0.credit > $1.credit
                : (!truth[$0.planted].optional && truth[$1.planted].optional)
        }
        var usedSuggestions: Set<Int> = []
        var usedPlanted: Set<Int> = []
        for pair in pairs where !usedSuggestions.contains(pair.suggestion) && !usedPlanted.contains(pair.planted) {
            usedSuggestions.insert(pair.suggestion)
            usedPlanted.insert(pair.planted)
            if truth[pair.planted].optional {
                neutral += 1
            } else {
                credit += pair.credit
            }
        }
        for (s, suggestion) in offered.enumerated() where !usedSuggestions.contains(s) {
            wrong.append("\(user): \(suggestion.shortcut.label) \(suggestion.trigger.json) — \(suggestion.reason)")
        }
        for (p, routine) in truth.enumerated() where !routine.optional && !usedPlanted.contains(p) {
            missed.append(routine.line)
        }
    }
}
