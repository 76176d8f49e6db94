import ErrandShortcuts
import Foundation
import GRDB

/// The person's own shortcuts, in the `shortcut` table (origin 'person'), keyed by person and
/// identifier: the payload is the shortcut's JSON (its share-format body), the title its name.
/// Two people may each have a shortcut `usual`; neither learns of the other's.
extension SQLiteStore: ShortcutLibrary {
    /// - Complexity: one indexed look-up.
    public func shortcut(id: String, of person: String) throws -> Shortcut? {
        try writer.read { db in try Self.shortcut(db, id: id, of: person) }
    }

    /// - Complexity: O(n log n) in the person's shortcuts.
    public func shortcuts(of person: String) throws -> [Shortcut] {
        try writer.read { db in try Self.shortcuts(db, of: person) }
    }

    public func save(_ shortcut: Shortcut, of person: String) throws {
        let payload = try Self.json(shortcut)
        try writer.write { db in try Self.save(db, shortcut, payload: payload, of: person) }
    }

    /// Deletes a shortcut the person created: a call on the person's behalf, never an app's.
    @discardableResult
    public func deleteShortcut(id: String, of person: String) throws -> Bool {
        try writer.write { db in try Self.deleteShortcut(db, id: id, of: person) }
    }

    // MARK: Inside a transaction

    static func shortcut(_ db: Database, id: String, of person: String) throws -> Shortcut? {
        let payload = try String.fetchOne(
            db, sql: "SELECT payload FROM shortcut WHERE id = ? AND person = ? AND origin = 'person'",
            arguments: [id, person])
        return try payload.map { try Self.decodeShortcut($0, id: id) }
    }

    static func shortcuts(_ db: Database, of person: String) throws -> [Shortcut] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, payload FROM shortcut WHERE person = ? AND origin = 'person' ORDER BY title, id",
            arguments: [person])
        return try rows.map { try Self.decodeShortcut($0["payload"], id: $0["id"]) }
    }

    static func save(_ db: Database, _ shortcut: Shortcut, payload: String, of person: String) throws {
        try db.execute(
            sql: """
                INSERT INTO shortcut (id, person, origin, app, title, payload, createdAt)
                VALUES (?, ?, 'person', NULL, ?, ?, ?)
                ON CONFLICT (person, id) DO UPDATE SET title = excluded.title, payload = excluded.payload,
                    origin = 'person'
                """,
            arguments: [shortcut.id, person, shortcut.name, payload, Date().timeIntervalSince1970])
    }

    static func deleteShortcut(_ db: Database, id: String, of person: String) throws -> Bool {
        try db.execute(sql: "DELETE FROM shortcut WHERE id = ? AND person = ?", arguments: [id, person])
        return db.changesCount > 0
    }

    private static func decodeShortcut(_ payload: String, id: String) throws -> Shortcut {
        try Self.decode(Shortcut.self, from: payload, what: "shortcut '\(id)'")
    }
}
