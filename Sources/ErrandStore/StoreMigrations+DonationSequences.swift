import GRDB

extension StoreMigrations {
    /// Gives every donation a sequence that is never handed out again (`AUTOINCREMENT`).
    ///
    /// Before, the sequence was SQLite's plain rowid, which reuses the number of the newest row
    /// once it is deleted. A predictor snapshot saved by one process while another deleted that
    /// donation then matched the donations again as soon as a new one took the number: the
    /// deleted donation stayed learned and the new one was never learned. A sequence that only
    /// grows makes such a snapshot fail its count and be rebuilt.
    ///
    /// The table is rebuilt (SQLite cannot add `AUTOINCREMENT` in place) keeping each
    /// donation's number; `sequence` is the rowid, so queries by rowid read the same.
    static func donationSequences(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE donation_rebuilt (
                    sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE,
                    person TEXT NOT NULL,
                    app TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('interaction', 'activity')),
                    action TEXT NOT NULL,
                    persistentIdentifier TEXT,
                    groupIdentifier TEXT,
                    eligibleForPrediction INTEGER NOT NULL,
                    donatedAt REAL NOT NULL,
                    payload TEXT NOT NULL
                );
                INSERT INTO donation_rebuilt (sequence, id, person, app, kind, action, persistentIdentifier,
                    groupIdentifier, eligibleForPrediction, donatedAt, payload)
                    SELECT rowid, id, person, app, kind, action, persistentIdentifier, groupIdentifier,
                        eligibleForPrediction, donatedAt, payload FROM donation;
                DROP TABLE donation;
                ALTER TABLE donation_rebuilt RENAME TO donation;
                CREATE INDEX donation_person_time ON donation (person, donatedAt);
                CREATE INDEX donation_person_app_identifier ON donation (person, app, persistentIdentifier);
                CREATE INDEX donation_person_app_group ON donation (person, app, groupIdentifier);
                """)
    }
}
