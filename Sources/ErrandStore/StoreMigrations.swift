import GRDB

/// The store's schema as named, append-only migrations: a released migration is never edited;
/// a change is a new migration at the end.
///
/// Every row belongs to one person (`person`), and app-owned rows to one app (`app`), so each
/// query is scoped by them and one person's data never answers another's query.
enum StoreMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("2026-11-22 donations") { db in
            try db.execute(
                sql: """
                    CREATE TABLE donation (
                        id TEXT PRIMARY KEY NOT NULL,
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
                    CREATE INDEX donation_person_time ON donation (person, donatedAt);
                    CREATE INDEX donation_person_app_identifier ON donation (person, app, persistentIdentifier);
                    CREATE INDEX donation_person_app_group ON donation (person, app, groupIdentifier);
                    CREATE TABLE donationEntity (
                        donationId TEXT NOT NULL REFERENCES donation (id) ON DELETE CASCADE,
                        person TEXT NOT NULL,
                        app TEXT NOT NULL,
                        entityType TEXT NOT NULL,
                        entityId TEXT NOT NULL,
                        PRIMARY KEY (donationId, entityType, entityId)
                    );
                    CREATE INDEX donationEntity_lookup ON donationEntity (person, app, entityType, entityId);
                    """)
        }
        migrator.registerMigration("2026-11-22 suggested and relevant shortcuts, reservations") { db in
            try db.execute(
                sql: """
                    CREATE TABLE suggestedShortcut (
                        person TEXT NOT NULL,
                        app TEXT NOT NULL,
                        identifier TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        payload TEXT NOT NULL,
                        PRIMARY KEY (person, app, identifier)
                    );
                    CREATE TABLE relevantShortcut (
                        person TEXT NOT NULL,
                        app TEXT NOT NULL,
                        identifier TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        payload TEXT NOT NULL,
                        PRIMARY KEY (person, app, identifier)
                    );
                    CREATE TABLE reservation (
                        person TEXT NOT NULL,
                        app TEXT NOT NULL,
                        identifier TEXT NOT NULL,
                        startsAt REAL NOT NULL,
                        payload TEXT NOT NULL,
                        PRIMARY KEY (person, app, identifier)
                    );
                    CREATE INDEX reservation_person_start ON reservation (person, startsAt);
                    """)
        }
        migrator.registerMigration("2026-11-22 shortcuts, phrases and automations") { db in
            // Shortcuts a person made (origin 'person') are theirs alone: no app-facing call
            // deletes from these tables.
            try db.execute(
                sql: """
                    CREATE TABLE shortcut (
                        id TEXT PRIMARY KEY NOT NULL,
                        person TEXT NOT NULL,
                        origin TEXT NOT NULL CHECK (origin IN ('person', 'app')),
                        app TEXT,
                        title TEXT NOT NULL,
                        payload TEXT NOT NULL,
                        createdAt REAL NOT NULL
                    );
                    CREATE INDEX shortcut_person ON shortcut (person);
                    CREATE TABLE personPhrase (
                        person TEXT NOT NULL,
                        phrase TEXT NOT NULL,
                        shortcutId TEXT NOT NULL REFERENCES shortcut (id) ON DELETE CASCADE,
                        PRIMARY KEY (person, phrase)
                    );
                    CREATE TABLE automation (
                        id TEXT PRIMARY KEY NOT NULL,
                        person TEXT NOT NULL,
                        shortcutId TEXT NOT NULL REFERENCES shortcut (id) ON DELETE CASCADE,
                        triggerDefinition TEXT NOT NULL,
                        enabled INTEGER NOT NULL DEFAULT 1,
                        createdAt REAL NOT NULL
                    );
                    CREATE INDEX automation_person ON automation (person);
                    """)
        }
        migrator.registerMigration("2026-11-22 predictor snapshots") { db in
            try db.execute(
                sql: """
                    CREATE TABLE predictorSnapshot (
                        person TEXT PRIMARY KEY NOT NULL,
                        sequence INTEGER NOT NULL,
                        donationCount INTEGER NOT NULL,
                        payload BLOB NOT NULL
                    );
                    """)
        }
        migrator.registerMigration("2026-11-22 automation claims, scheduler state and prompts") { db in
            // An occurrence is claimed by inserting its row: the primary key makes a second
            // claim of the same occurrence insert nothing, so it never runs twice.
            try db.execute(
                sql: """
                    CREATE TABLE automationClaim (
                        automationId TEXT NOT NULL REFERENCES automation (id) ON DELETE CASCADE,
                        occurrenceKey TEXT NOT NULL,
                        person TEXT NOT NULL,
                        claimedAt REAL NOT NULL,
                        PRIMARY KEY (automationId, occurrenceKey)
                    );
                    CREATE TABLE automationSchedulerState (
                        person TEXT PRIMARY KEY NOT NULL,
                        lastTick REAL,
                        payload TEXT NOT NULL
                    );
                    CREATE TABLE automationPrompt (
                        person TEXT NOT NULL,
                        id TEXT NOT NULL,
                        automationId TEXT NOT NULL REFERENCES automation (id) ON DELETE CASCADE,
                        createdAt REAL NOT NULL,
                        expiresAt REAL NOT NULL,
                        payload TEXT NOT NULL,
                        PRIMARY KEY (person, id)
                    );
                    CREATE INDEX automationPrompt_automation ON automationPrompt (automationId);
                    """)
        }
        migrator.registerMigration("2026-11-22 phrase apps and changes") { db in
            // A person's phrase records the app action it runs (so the app can show "Added: …")
            // and every change is numbered, so an app asks what changed since it last looked.
            // Triggers number the changes, removals by a shortcut's cascade included.
            try db.execute(
                sql: """
                    ALTER TABLE personPhrase ADD COLUMN app TEXT;
                    ALTER TABLE personPhrase ADD COLUMN action TEXT;
                    ALTER TABLE personPhrase ADD COLUMN valuesPayload TEXT NOT NULL DEFAULT '{}';
                    ALTER TABLE personPhrase ADD COLUMN ownsShortcut INTEGER NOT NULL DEFAULT 0;
                    ALTER TABLE personPhrase ADD COLUMN updatedAt REAL NOT NULL DEFAULT 0;
                    CREATE INDEX personPhrase_app ON personPhrase (person, app);
                    CREATE TABLE personPhraseChange (
                        sequence INTEGER PRIMARY KEY AUTOINCREMENT,
                        person TEXT NOT NULL,
                        kind TEXT NOT NULL CHECK (kind IN ('added', 'changed', 'removed')),
                        phrase TEXT NOT NULL,
                        previousPhrase TEXT,
                        app TEXT,
                        action TEXT
                    );
                    CREATE INDEX personPhraseChange_person ON personPhraseChange (person, sequence);
                    """)
            try createPhraseTriggers(db)
        }
        migrator.registerMigration("2026-11-22 automation suggestion decisions, proactive outcomes") { db in
            // Decisions are the person's: a declined suggestion stays declined for good, so rows
            // are only ever inserted, never deleted by an app-facing call.
            try db.execute(
                sql: """
                    CREATE TABLE automationSuggestionDecision (
                        person TEXT NOT NULL,
                        suggestionId TEXT NOT NULL,
                        decision TEXT NOT NULL CHECK (decision IN ('accepted', 'declined')),
                        decidedAt REAL NOT NULL,
                        PRIMARY KEY (person, suggestionId)
                    );
                    CREATE TABLE proactiveOutcome (
                        person TEXT NOT NULL,
                        suggestionId TEXT NOT NULL,
                        outcome TEXT NOT NULL CHECK (outcome IN ('acted', 'dismissed')),
                        recordedAt REAL NOT NULL,
                        PRIMARY KEY (person, suggestionId)
                    );
                    """)
        }
        migrator.registerMigration(
            "2026-11-22 shortcut and automation identifiers per person", migrate: identifiersPerPerson)
        migrator.registerMigration("2026-11-23 donation sequences never reused", migrate: donationSequences)
        return migrator
    }

    /// Numbers every change of a person's phrases in `personPhraseChange`, removals by a
    /// shortcut's cascade included.
    ///
    /// NB: run by the migration that introduced the triggers and by the one that rebuilt
    /// `personPhrase` (which dropped them); a change to them is a new migration, not an edit here.
    static func createPhraseTriggers(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER personPhrase_added AFTER INSERT ON personPhrase BEGIN
                    INSERT INTO personPhraseChange (person, kind, phrase, app, action)
                    VALUES (NEW.person, 'added', NEW.phrase, NEW.app, NEW.action);
                END;
                CREATE TRIGGER personPhrase_removed AFTER DELETE ON personPhrase BEGIN
                    INSERT INTO personPhraseChange (person, kind, phrase, app, action)
                    VALUES (OLD.person, 'removed', OLD.phrase, OLD.app, OLD.action);
                END;
                CREATE TRIGGER personPhrase_changed AFTER UPDATE ON personPhrase WHEN OLD.app IS NEW.app BEGIN
                    INSERT INTO personPhraseChange (person, kind, phrase, previousPhrase, app, action)
                    VALUES (NEW.person, 'changed', NEW.phrase,
                            CASE WHEN OLD.phrase = NEW.phrase THEN NULL ELSE OLD.phrase END, NEW.app, NEW.action);
                END;
                CREATE TRIGGER personPhrase_moved AFTER UPDATE ON personPhrase WHEN OLD.app IS NOT NEW.app BEGIN
                    INSERT INTO personPhraseChange (person, kind, phrase, app, action)
                    VALUES (OLD.person, 'removed', OLD.phrase, OLD.app, OLD.action);
                    INSERT INTO personPhraseChange (person, kind, phrase, app, action)
                    VALUES (NEW.person, 'added', NEW.phrase, NEW.app, NEW.action);
                END;
                """)
    }
}
