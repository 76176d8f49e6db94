import ErrandCatalog
import ErrandShortcuts
import Foundation
import GRDB
import Testing

@testable import ErrandStore

/// A file written before shortcut and automation identifiers became each person's own keeps
/// every row, every link and every cascade when it is opened by this version.
struct IdentifierMigrationTests {
    static let previous = "2026-11-22 automation suggestion decisions, proactive outcomes"
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)
    static let usual = Shortcut(id: "usual", name: "Order my usual", steps: [])
    static let coffee = Automation(
        id: "coffee", shortcutID: "usual", trigger: .timeOfDay(minute: 450, weekdays: []), name: "Morning coffee",
        createdAt: moment)
    static let prompt = AutomationPrompt(
        id: "p1", automationID: "coffee", shortcutID: "usual", text: "Run 'Morning coffee'?", createdAt: moment,
        expiresAt: moment.addingTimeInterval(3_600),
        context: AutomationRunContext(
            occurrence: AutomationOccurrence(automationID: "coffee", key: "k2"), scheduledAt: moment, runAt: moment,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current))
    static let phrase = StoredPhrase(
        phrase: "my usual", shortcutID: "usual", app: "com.example.coffee", action: "OrderCoffee", values: [:],
        ownsShortcut: false, updatedAt: moment)

    /// Amy's shortcut, phrase, automation, claim and prompt, written at the previous schema, and
    /// a phrase of amy's on ben's shortcut.
    static func fileAtThePreviousSchema(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try StoreMigrations.migrator.migrate(queue, upTo: previous)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO shortcut VALUES ('usual', 'amy', 'person', NULL, 'Order my usual', ?, 0)",
                arguments: [try SQLiteStore.json(usual)])
            try db.execute(
                sql: """
                    INSERT INTO personPhrase (person, phrase, shortcutId, app, action, valuesPayload, updatedAt)
                    VALUES ('amy', 'my usual', 'usual', 'com.example.coffee', 'OrderCoffee', '{}', ?)
                    """,
                arguments: [moment.timeIntervalSince1970])
            // The old keys allowed a phrase of amy's to point at ben's shortcut.
            try db.execute(
                sql: "INSERT INTO shortcut VALUES ('bens', 'ben', 'person', NULL, 'Call home', ?, 0)",
                arguments: [try SQLiteStore.json(Shortcut(id: "bens", name: "Call home", steps: []))])
            try db.execute(
                sql: """
                    INSERT INTO personPhrase (person, phrase, shortcutId, app, action, valuesPayload, updatedAt)
                    VALUES ('amy', 'call home', 'bens', NULL, NULL, '{}', 0)
                    """)
            try db.execute(
                sql: "INSERT INTO automation VALUES ('coffee', 'amy', 'usual', ?, 1, ?)",
                arguments: [try SQLiteStore.json(coffee), moment.timeIntervalSince1970])
            try db.execute(sql: "INSERT INTO automationClaim VALUES ('coffee', 'k1', 'amy', 0)")
            try db.execute(
                sql: "INSERT INTO automationPrompt VALUES ('amy', 'p1', 'coffee', ?, ?, ?)",
                arguments: [
                    moment.timeIntervalSince1970, moment.timeIntervalSince1970 + 3_600, try SQLiteStore.json(prompt),
                ])
        }
    }

    @Test func everyRowAndLinkSurvivesTheRebuild() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("errand.sqlite").path
        try Self.fileAtThePreviousSchema(path)
        let store = try SQLiteStore(path: path)
        #expect(try store.appliedMigrations().contains("2026-11-22 shortcut and automation identifiers per person"))
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }.isEmpty)
        #expect(try store.shortcuts(of: "amy") == [Self.usual])
        // Amy's phrase on ben's shortcut is not carried over; ben's shortcut is.
        #expect(try store.phrases(of: "amy") == [Self.phrase])
        #expect(try store.shortcuts(of: "ben").map(\.id) == ["bens"])
        #expect(try store.automations(of: "amy") == [Self.coffee])
        #expect(try store.prompts(of: "amy") == [Self.prompt])
        #expect(try store.claim(AutomationOccurrence(automationID: "coffee", key: "k1"), of: "amy") == false)
        // Ben may now take amy's identifiers.
        try store.save(Shortcut(id: "usual", name: "Call home", steps: []), of: "ben")
        try store.save(Self.coffee, of: "ben")
        // Deleting amy's shortcut still takes her phrase, automation and prompt with it, and
        // the phrase's removal is numbered for the app: the triggers were made again, after the
        // rows were copied (the copy itself is no change).
        #expect(try store.deleteShortcut(id: "usual", of: "amy"))
        #expect(try store.phrases(of: "amy").isEmpty)
        #expect(try store.automations(of: "amy").isEmpty)
        #expect(try store.prompts(of: "amy").isEmpty)
        let changes = try store.phraseChanges(of: "amy", app: nil, after: 0).changes
        #expect(changes.map(\.kind) == [.added, .added, .removed, .removed])
        #expect(changes.map(\.phrase) == ["my usual", "call home", "call home", "my usual"])
        #expect(try store.automations(of: "ben").map(\.id) == ["coffee"])
    }
}
