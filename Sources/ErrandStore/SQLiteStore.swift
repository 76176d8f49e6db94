import ErrandSuggestions
import Foundation
import GRDB

/// Errand's state in one SQLite file, through GRDB: a `DatabasePool` in WAL mode (readers
/// never wait for the writer), the schema brought up to date by named migrations on open.
///
/// ```swift
/// let store = try SQLiteStore(directory: StateDirectory.resolve(explicit: nil, environment: env))
/// try store.save([donation])   // returns once the donation is on disk
/// ```
public final class SQLiteStore: DonationStore, Sendable {
    let writer: any DatabaseWriter

    /// Opens (creating if needed) `errand.sqlite` in `directory`.
    public convenience init(directory: StateDirectory, configuration: StoreConfiguration = StoreConfiguration())
        throws
    {
        if let reason = StateDirectory.create(directory.url.path) {
            throw StoreError.cannotOpen(path: directory.url.path, reason: reason)
        }
        try self.init(path: directory.databaseURL.path, configuration: configuration)
    }

    /// Opens (creating if needed) the database file at `path`.
    public init(path: String, configuration: StoreConfiguration = StoreConfiguration()) throws {
        var grdb = Configuration()
        grdb.busyMode = .timeout(configuration.busyTimeout)
        let synchronous = configuration.durability == .full ? "FULL" : "NORMAL"
        grdb.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
        }
        // NB: one process at a time opens and migrates, so processes that start together on a
        // new directory do not each create the schema (see `OpeningLock`).
        writer = try OpeningLock.holding(forDatabase: path) {
            do {
                let pool = try DatabasePool(path: path, configuration: grdb)
                try StoreMigrations.migrator.migrate(pool)
                return pool
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "\(error)")
            }
        }
    }

    /// A store in memory, for tests: the same schema and queries, nothing on disk.
    public init() throws {
        let queue = try DatabaseQueue()
        try StoreMigrations.migrator.migrate(queue)
        writer = queue
    }

    /// The names of the migrations applied, in order.
    public func appliedMigrations() throws -> [String] {
        try writer.read { db in try StoreMigrations.migrator.appliedMigrations(db) }
    }

    /// Runs SQLite's own consistency check; "ok" when the file is intact.
    public func integrityCheck() throws -> String {
        try writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "\n") }
    }

    /// The journal mode in force (`wal` for a file store).
    public func journalMode() throws -> String {
        try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    // MARK: Donations

    @discardableResult
    public func save(_ donations: [Donation]) throws -> Set<String> {
        guard !donations.isEmpty else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let rows = try donations.map { ($0, String(decoding: try encoder.encode($0), as: UTF8.self)) }
        return try writer.write { db in
            // NB: OR IGNORE on the identifier: a donation saved again (a usage log donated twice)
            // is kept once.
            let insert = try db.cachedStatement(
                sql: """
                    INSERT OR IGNORE INTO donation (id, person, app, kind, action, persistentIdentifier, groupIdentifier,
                        eligibleForPrediction, donatedAt, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            let entity = try db.cachedStatement(
                sql: "INSERT OR IGNORE INTO donationEntity (donationId, person, app, entityType, entityId) "
                    + "VALUES (?, ?, ?, ?, ?)")
            var added: Set<String> = []
            for (donation, payload) in rows {
                let kind: String
                switch donation.content {
                case .interaction: kind = "interaction"
                case .activity: kind = "activity"
                }
                try insert.execute(arguments: [
                    donation.id, donation.person, donation.app, kind, donation.action,
                    donation.persistentIdentifier, donation.groupIdentifier, donation.isEligibleForPrediction,
                    donation.context.date.timeIntervalSince1970, payload,
                ])
                guard db.changesCount > 0 else { continue }
                added.insert(donation.id)
                for key in donation.referencedEntities {
                    try entity.execute(arguments: [donation.id, donation.person, donation.app, key.type, key.id])
                }
            }
            return added
        }
    }

    public func donations(of person: String, app: String?) throws -> [Donation] {
        let payloads = try writer.read { db in
            if let app {
                return try String.fetchAll(
                    db, sql: "SELECT payload FROM donation WHERE person = ? AND app = ? ORDER BY donatedAt, rowid",
                    arguments: [person, app])
            }
            return try String.fetchAll(
                db, sql: "SELECT payload FROM donation WHERE person = ? ORDER BY donatedAt, rowid", arguments: [person])
        }
        return try Self.decodeDonations(payloads)
    }

    public func recentDonations(of person: String, within window: TimeInterval) throws -> [Donation] {
        try Self.decodeDonations(try writer.read { db in try Self.recentPayloads(db, of: person, within: window) })
    }

    public func donations(of person: String, from start: Date, through end: Date) throws -> [Donation] {
        let payloads = try writer.read { db in
            try String.fetchAll(
                db,
                sql:
                    "SELECT payload FROM donation WHERE person = ? AND donatedAt BETWEEN ? AND ? ORDER BY donatedAt, rowid",
                arguments: [person, start.timeIntervalSince1970, end.timeIntervalSince1970])
        }
        return try Self.decodeDonations(payloads)
    }

    public func latestInteraction(of person: String, app: String?, action: String?, through end: Date) throws
        -> Donation?
    {
        // NB: read backwards along the (person, donatedAt) index, stopping at the first that matches.
        let payload = try writer.read { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT payload FROM donation
                    WHERE person = ?1 AND kind = 'interaction' AND donatedAt <= ?2
                        AND (?3 IS NULL OR app = ?3) AND (?4 IS NULL OR action = ?4)
                    ORDER BY donatedAt DESC, rowid DESC LIMIT 1
                    """,
                arguments: [person, end.timeIntervalSince1970, app, action])
        }
        return try payload.flatMap { try Self.decodeDonations([$0]).first }
    }

    /// The payloads of the person's donations made at most `window` seconds before their
    /// latest, in time order: one range query on the (person, donatedAt) index.
    private static func recentPayloads(_ db: Database, of person: String, within window: TimeInterval) throws
        -> [String]
    {
        try String.fetchAll(
            db,
            sql: """
                SELECT payload FROM donation
                WHERE person = ?1 AND donatedAt >= (SELECT max(donatedAt) FROM donation WHERE person = ?1) - ?2
                ORDER BY donatedAt, rowid
                """,
            arguments: [person, window])
    }

    public func donationCount(of person: String) throws -> Int {
        try donationCount(of: person, app: nil)
    }

    public func donations(of person: String, after sequence: Int) throws -> (donations: [Donation], through: Int) {
        let rows = try writer.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT rowid, payload FROM donation WHERE person = ? AND rowid > ? ORDER BY donatedAt, rowid",
                arguments: [person, sequence])
        }
        let through = rows.map { $0[0] as Int }.max() ?? sequence
        return (try Self.decodeDonations(rows.map { $0[1] }), max(through, sequence))
    }

    /// - Complexity: two indexed queries in one read transaction; decodes only the window.
    public func donationsToRelearn(of person: String, within window: TimeInterval) throws
        -> (donations: [Donation], through: Int)
    {
        let (payloads, through) = try writer.read { db in
            let through = try Int.fetchOne(
                db, sql: "SELECT max(rowid) FROM donation WHERE person = ?", arguments: [person])
            return (try Self.recentPayloads(db, of: person, within: window), through ?? 0)
        }
        return (try Self.decodeDonations(payloads), through)
    }

    /// The donations kept as `payloads`; one that cannot be read is `StoreError.corrupt`.
    private static func decodeDonations(_ payloads: [String]) throws -> [Donation] {
        let decoder = JSONDecoder()
        return try payloads.map { try decode(Donation.self, from: $0, what: "donation", decoder: decoder) }
    }

    public func predictorSnapshot(of person: String) throws -> StoredPredictorSnapshot? {
        try writer.read { db in
            try Row.fetchOne(
                db, sql: "SELECT sequence, donationCount, payload FROM predictorSnapshot WHERE person = ?",
                arguments: [person]
            ).flatMap { row in
                // NB: a row damaged on disk reads as no snapshot (the predictor is rebuilt), never a stop.
                guard let data = Data.fromDatabaseValue(row[2]), let sequence = Int.fromDatabaseValue(row[0]),
                    let donationCount = Int.fromDatabaseValue(row[1])
                else { return nil }
                return StoredPredictorSnapshot(data: data, sequence: sequence, donationCount: donationCount)
            }
        }
    }

    public func savePredictorSnapshot(_ snapshot: StoredPredictorSnapshot, of person: String) throws {
        try writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO predictorSnapshot (person, sequence, donationCount, payload) "
                    + "VALUES (?, ?, ?, ?)",
                arguments: [person, snapshot.sequence, snapshot.donationCount, snapshot.data])
        }
    }

    /// How many donations the person has (of one app, or all).
    public func donationCount(of person: String, app: String?) throws -> Int {
        try writer.read { db in
            if let app {
                return try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM donation WHERE person = ? AND app = ?", arguments: [person, app])
                    ?? 0
            }
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM donation WHERE person = ?", arguments: [person]) ?? 0
        }
    }

    /// Whether a donation with this identifier is stored.
    public func containsDonation(id: String) throws -> Bool {
        try writer.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM donation WHERE id = ?)", arguments: [id]) ?? false
        }
    }

    public func deleteDonations(of person: String, app: String, matching selector: DonationSelector) throws -> Int {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM predictorSnapshot WHERE person = ?", arguments: [person])
            switch selector {
            case .persistentIdentifiers(let identifiers):
                var deleted = 0
                for identifier in identifiers {
                    try db.execute(
                        sql: "DELETE FROM donation WHERE person = ? AND app = ? AND persistentIdentifier = ?",
                        arguments: [person, app, identifier])
                    deleted += db.changesCount
                }
                return deleted
            case .groupIdentifier(let group):
                try db.execute(
                    sql: "DELETE FROM donation WHERE person = ? AND app = ? AND groupIdentifier = ?",
                    arguments: [person, app, group])
            case .all:
                try db.execute(sql: "DELETE FROM donation WHERE person = ? AND app = ?", arguments: [person, app])
            case .referringTo(let entity):
                try db.execute(
                    sql: """
                        DELETE FROM donation WHERE id IN (SELECT donationId FROM donationEntity
                            WHERE person = ? AND app = ? AND entityType = ? AND entityId = ?)
                        """,
                    arguments: [person, app, entity.type, entity.id])
            }
            return db.changesCount
        }
    }
}
