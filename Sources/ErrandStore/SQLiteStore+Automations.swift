import ErrandShortcuts
import Foundation
import GRDB

/// A person's automations in the `automation` table (the whole automation as JSON in
/// `triggerDefinition`), the occurrences claimed, the scheduler's state and the prompts
/// waiting for an answer.
///
/// An automation belongs to the shortcut it runs: deleting the shortcut deletes it, with its
/// claims and prompts.
extension SQLiteStore: AutomationStore {
    /// Adds the automation, or replaces the person's automation with its identifier (another
    /// person's automation with the same identifier is theirs and stays as it is).
    ///
    /// - Throws: `StoreError` when the person has no shortcut with the automation's `shortcutID`.
    public func save(_ automation: Automation, of person: String) throws {
        let definition = try Self.json(automation)
        try writer.write { db in
            let exists = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM shortcut WHERE person = ? AND id = ?)",
                arguments: [person, automation.shortcutID])
            guard exists == true else { throw StoreError.unknownShortcut(automation, person: person) }
            try db.execute(
                sql: """
                    INSERT INTO automation (id, person, shortcutId, triggerDefinition, enabled, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (person, id) DO UPDATE SET shortcutId = excluded.shortcutId,
                        triggerDefinition = excluded.triggerDefinition, enabled = excluded.enabled
                    """,
                arguments: [
                    automation.id, person, automation.shortcutID, definition, automation.enabled,
                    (automation.createdAt ?? Date()).timeIntervalSince1970,
                ])
        }
    }

    /// - Complexity: one indexed query on the person.
    public func automations(of person: String) throws -> [Automation] {
        let rows = try writer.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT id, triggerDefinition, enabled FROM automation WHERE person = ? ORDER BY createdAt, id",
                arguments: [person])
        }
        let decoder = JSONDecoder()
        return try rows.map { row in
            let id: String = row["id"]
            var automation = try Self.decode(
                Automation.self, from: row["triggerDefinition"], what: "automation '\(id)'", decoder: decoder)
            automation.enabled = row["enabled"]
            return automation
        }
    }

    @discardableResult
    public func removeAutomation(id: String, of person: String) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM automation WHERE id = ? AND person = ?", arguments: [id, person])
            return db.changesCount > 0
        }
    }

    /// An `INSERT OR IGNORE` on the occurrence's primary key: atomic across processes. An
    /// occurrence of an automation the person does not have is never claimed.
    public func claim(_ occurrence: AutomationOccurrence, of person: String) throws -> Bool {
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO automationClaim (automationId, occurrenceKey, person, claimedAt)
                    SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM automation WHERE id = ? AND person = ?)
                    """,
                arguments: [
                    occurrence.automationID, occurrence.key, person, Date().timeIntervalSince1970,
                    occurrence.automationID, person,
                ])
            return db.changesCount > 0
        }
    }

    public func schedulerState(of person: String) throws -> SchedulerState {
        let payload = try writer.read { db in
            try String.fetchOne(
                db, sql: "SELECT payload FROM automationSchedulerState WHERE person = ?", arguments: [person])
        }
        guard let payload else { return SchedulerState() }
        return try Self.decode(SchedulerState.self, from: payload, what: "scheduler state of \(person)")
    }

    public func saveSchedulerState(_ state: SchedulerState, of person: String) throws {
        let payload = try Self.json(state)
        try writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO automationSchedulerState (person, lastTick, payload) VALUES (?, ?, ?)",
                arguments: [person, state.lastTick?.timeIntervalSince1970, payload])
        }
    }

    public func savePrompt(_ prompt: AutomationPrompt, of person: String) throws {
        let payload = try Self.json(prompt)
        try writer.write { db in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO automationPrompt (person, id, automationId, createdAt, expiresAt, payload)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    person, prompt.id, prompt.automationID, prompt.createdAt.timeIntervalSince1970,
                    prompt.expiresAt.timeIntervalSince1970, payload,
                ])
        }
    }

    public func prompts(of person: String) throws -> [AutomationPrompt] {
        let payloads = try writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT payload FROM automationPrompt WHERE person = ? ORDER BY createdAt, id",
                arguments: [person])
        }
        return try payloads.map(Self.prompt(from:))
    }

    public func takePrompt(id: String, of person: String) throws -> AutomationPrompt? {
        let payload = try writer.write { db -> String? in
            let payload = try String.fetchOne(
                db, sql: "SELECT payload FROM automationPrompt WHERE person = ? AND id = ?", arguments: [person, id])
            try db.execute(sql: "DELETE FROM automationPrompt WHERE person = ? AND id = ?", arguments: [person, id])
            return payload
        }
        return try payload.map(Self.prompt(from:))
    }

    private static func prompt(from payload: String) throws -> AutomationPrompt {
        try Self.decode(AutomationPrompt.self, from: payload, what: "automation prompt")
    }
}

extension StoreError {
    static func unknownShortcut(_ automation: Automation, person: String) -> Self {
        Self(
            description: "automation '\(automation.id)' runs shortcut '\(automation.shortcutID)', which \(person) "
                + "does not have; save the shortcut first, or name one of their shortcuts")
    }
}
