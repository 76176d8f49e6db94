import ErrandCatalog
import ErrandShortcuts
import Foundation
import GRDB

/// A person's own phrases, in the `personPhrase` table: each points at a row of `shortcut` and
/// goes when that shortcut is deleted. Triggers number every change in `personPhraseChange`.
extension SQLiteStore: PhraseStore {
    public func savePhrase(
        _ phrase: StoredPhrase, of person: String, replacing previous: String?,
        checking check: ([StoredPhrase]) throws -> Void
    ) throws {
        let values = try Self.json(phrase.values)
        let arguments: StatementArguments = [
            phrase.phrase, phrase.shortcutID, phrase.app, phrase.action, values, phrase.ownsShortcut,
            phrase.updatedAt.timeIntervalSince1970,
        ]
        // NB: GRDB begins the write transaction IMMEDIATE: another process's save waits for
        // this one to commit, then reads the phrases with this one's in them.
        try writer.write { db in
            try check(try Self.phraseRows(db, of: person, app: nil))
            if let previous {
                try db.execute(
                    sql: """
                        UPDATE personPhrase SET phrase = ?, shortcutId = ?, app = ?, action = ?, valuesPayload = ?,
                            ownsShortcut = ?, updatedAt = ?
                        WHERE person = ? AND phrase = ?
                        """,
                    arguments: arguments + [person, previous])
                guard db.changesCount > 0 else { throw PhraseNotFound(phrase: previous, person: person) }
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO personPhrase
                            (phrase, shortcutId, app, action, valuesPayload, ownsShortcut, updatedAt, person)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (person, phrase) DO UPDATE SET shortcutId = excluded.shortcutId,
                            app = excluded.app, action = excluded.action, valuesPayload = excluded.valuesPayload,
                            ownsShortcut = excluded.ownsShortcut, updatedAt = excluded.updatedAt
                        """,
                    arguments: arguments + [person])
            }
        }
    }

    @discardableResult
    public func removePhrase(_ words: String, of person: String) throws -> Bool {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM personPhrase WHERE person = ? AND phrase = ?", arguments: [person, words])
            return db.changesCount > 0
        }
    }

    public func phrases(of person: String) throws -> [StoredPhrase] {
        try phraseRows(of: person, app: nil)
    }

    public func phrases(of person: String, app: String) throws -> [StoredPhrase] {
        try phraseRows(of: person, app: app)
    }

    public func phraseChanges(of person: String, app: String?, after sequence: Int) throws -> PhraseChanges {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT sequence, kind, phrase, previousPhrase, app, action FROM personPhraseChange
                    WHERE person = ? AND sequence > ? AND (? IS NULL OR app = ?) ORDER BY sequence
                    """,
                arguments: [person, sequence, app, app])
            let latest = try Int.fetchOne(
                db, sql: "SELECT MAX(sequence) FROM personPhraseChange WHERE person = ?", arguments: [person])
            let changes = try rows.map { row in
                let kind: String = row["kind"]
                guard let known = PhraseChange.Kind(rawValue: kind) else {
                    throw StoreError.corrupt("phrase change", reason: "unknown kind '\(kind)'")
                }
                return PhraseChange(
                    sequence: row["sequence"], kind: known, phrase: row["phrase"],
                    previousPhrase: row["previousPhrase"],
                    app: row["app"], action: row["action"])
            }
            return PhraseChanges(changes: changes, through: max(latest ?? 0, sequence))
        }
    }

    private func phraseRows(of person: String, app: String?) throws -> [StoredPhrase] {
        try writer.read { db in try Self.phraseRows(db, of: person, app: app) }
    }

    private static func phraseRows(_ db: Database, of person: String, app: String?) throws -> [StoredPhrase] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT phrase, shortcutId, app, action, valuesPayload, ownsShortcut, updatedAt FROM personPhrase
                WHERE person = ? AND (? IS NULL OR app = ?) ORDER BY phrase
                """,
            arguments: [person, app, app])
        let decoder = JSONDecoder()
        return try rows.map { row in
            let values = try decode(
                [String: Value].self, from: row["valuesPayload"], what: "phrase values", decoder: decoder)
            let updatedAt: Double = row["updatedAt"]
            return StoredPhrase(
                phrase: row["phrase"], shortcutID: row["shortcutId"], app: row["app"], action: row["action"],
                values: values, ownsShortcut: row["ownsShortcut"], updatedAt: Date(timeIntervalSince1970: updatedAt))
        }
    }
}
