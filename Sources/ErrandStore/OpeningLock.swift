import Foundation

/// An exclusive lock, across processes, on a file beside the database, held while the store
/// opens the database and brings its schema up to date.
///
/// NB: GRDB's migrator reads which migrations are applied outside a transaction, so two
/// processes opening a brand-new directory at once both create the same tables ("table …
/// already exists", "UNIQUE constraint failed: grdb_migrations"). SQLite's own locks cannot
/// serialise that; a `flock` on a separate file can. The lock is never taken on the database
/// file itself: closing any descriptor of that file would drop SQLite's POSIX locks on it.
struct OpeningLock {
    /// The lock file for the database at `databasePath`.
    static func path(forDatabase databasePath: String) -> String { databasePath + ".open-lock" }

    /// Runs `body` holding the lock for the database at `databasePath`. A path that is no
    /// file (":memory:", a URI) takes no lock.
    ///
    /// - Throws: `StoreError` when the lock file cannot be opened or locked; whatever `body` throws.
    static func holding<Result>(forDatabase databasePath: String, _ body: () throws -> Result) throws -> Result {
        guard !databasePath.isEmpty, !databasePath.hasPrefix(":"), !databasePath.hasPrefix("file:") else {
            return try body()
        }
        let result: Result
        do {
            result = try FileLock.holding(path(forDatabase: databasePath), body)
        } catch let failure as FileLock.Failure {
            throw StoreError.cannotOpen(path: databasePath, reason: failure.description)
        }
        return result
    }
}
