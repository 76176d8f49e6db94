import ErrandCatalog
import ErrandShortcuts
import ErrandSuggestions
import Foundation
import GRDB

extension SQLiteStore: AutomationSuggestionDecisionStore, ProactiveOutcomeStore {
    // MARK: Automation suggestions

    public func recordAutomationSuggestionDecision(
        _ decision: AutomationSuggestionDecision, suggestion id: String, of person: String, at date: Date
    ) throws {
        try writer.write { db in
            // NB: a decline is final; an accept may still turn into a decline (the person
            // deleted the automation and never wants it offered again), never the reverse.
            try db.execute(
                sql: """
                    INSERT INTO automationSuggestionDecision (person, suggestionId, decision, decidedAt)
                    VALUES (?, ?, ?, ?)
                    ON CONFLICT (person, suggestionId) DO UPDATE SET decision = excluded.decision,
                        decidedAt = excluded.decidedAt
                    WHERE automationSuggestionDecision.decision <> 'declined'
                    """,
                arguments: [person, id, decision.rawValue, date.timeIntervalSince1970])
        }
    }

    public func automationSuggestionDecisions(of person: String) throws -> [String: AutomationSuggestionDecision] {
        let rows = try writer.read { db in
            try Row.fetchAll(
                db, sql: "SELECT suggestionId, decision FROM automationSuggestionDecision WHERE person = ?",
                arguments: [person])
        }
        var result: [String: AutomationSuggestionDecision] = [:]
        for row in rows {
            let text: String = row["decision"]
            guard let decision = AutomationSuggestionDecision(rawValue: text) else {
                throw StoreError.corrupt("automationSuggestionDecision", reason: "unknown decision '\(text)'")
            }
            result[row["suggestionId"]] = decision
        }
        return result
    }

    /// Reads each automation's shortcut; one app step with fixed values is the candidate it runs.
    ///
    /// - Complexity: O(A) shortcut decodes for the person's A automations.
    public func automatedShortcutKeys(of person: String) throws -> Set<String> {
        let payloads = try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT shortcut.payload FROM automation
                    JOIN shortcut ON shortcut.person = automation.person AND shortcut.id = automation.shortcutId
                    WHERE automation.person = ?
                    """,
                arguments: [person])
        }
        let decoder = JSONDecoder()
        var keys: Set<String> = []
        for payload in payloads {
            // NB: a shortcut this code cannot read (made by a newer version) automates nothing
            // the miner knows; skipping it only risks suggesting a duplicate.
            guard let shortcut = try? decoder.decode(Shortcut.self, from: Data(payload.utf8)),
                shortcut.steps.count == 1, let step = shortcut.steps.first,
                case .app(let app, let action) = step.action
            else { continue }
            var values: [String: String] = [:]
            for (name, binding) in step.parameters {
                if case .literal(let value) = binding, let text = value.salientText { values[name] = text }
            }
            keys.insert(Candidate(app: app, action: action, values: values).key)
        }
        return keys
    }

    // MARK: Proactive suggestions

    public func recordProactiveOutcome(
        _ outcome: ProactiveOutcome, suggestion id: String, of person: String, at date: Date
    ) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO proactiveOutcome (person, suggestionId, outcome, recordedAt)
                    VALUES (?, ?, ?, ?)
                    """,
                arguments: [person, id, outcome.rawValue, date.timeIntervalSince1970])
        }
    }

    public func finishedProactiveSuggestions(of person: String) throws -> Set<String> {
        try writer.read { db in
            Set(
                try String.fetchAll(
                    db, sql: "SELECT suggestionId FROM proactiveOutcome WHERE person = ?", arguments: [person]))
        }
    }

    public func forgetProactiveOutcomes(suggestions ids: [String], of person: String) throws {
        try writer.write { db in
            for id in ids {
                try db.execute(
                    sql: "DELETE FROM proactiveOutcome WHERE person = ? AND suggestionId = ?", arguments: [person, id])
            }
        }
    }
}
