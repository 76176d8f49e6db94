import ErrandShortcuts
import Foundation
import GRDB

extension SQLiteStore {
    /// Runs `body` on the person's shortcuts as one write transaction: what it reads cannot
    /// change before what it saves is committed, so "no shortcut has this name yet, save this
    /// one" holds even when several commands create shortcuts at once. A throw saves nothing.
    ///
    /// ```swift
    /// try store.changingShortcuts { library in
    ///     guard try library.shortcuts(named: "Same", of: "amy").isEmpty else { throw Taken() }
    ///     try library.save(same, of: "amy")
    /// }
    /// ```
    public func changingShortcuts<Result>(_ body: (any ShortcutLibrary) throws -> Result) throws -> Result {
        try writer.write { db in try body(TransactionShortcutLibrary(db: db)) }
    }
}

/// The shortcuts of the store as one write transaction sees them; used only inside
/// `SQLiteStore.changingShortcuts`, on its thread.
// NB: `Database` is not `Sendable`; the library never leaves the transaction's closure.
private struct TransactionShortcutLibrary: ShortcutLibrary, @unchecked Sendable {
    let db: Database

    func shortcut(id: String, of person: String) throws -> Shortcut? {
        try SQLiteStore.shortcut(db, id: id, of: person)
    }

    func shortcuts(of person: String) throws -> [Shortcut] {
        try SQLiteStore.shortcuts(db, of: person)
    }

    func save(_ shortcut: Shortcut, of person: String) throws {
        try SQLiteStore.save(db, shortcut, payload: try SQLiteStore.json(shortcut), of: person)
    }

    func deleteShortcut(id: String, of person: String) throws -> Bool {
        try SQLiteStore.deleteShortcut(db, id: id, of: person)
    }
}
