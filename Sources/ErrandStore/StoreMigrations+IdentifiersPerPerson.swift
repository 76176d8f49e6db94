import GRDB

extension StoreMigrations {
    /// Makes a shortcut's and an automation's identifier the person's own: the key of
    /// `shortcut` and of `automation` becomes (person, id), and everything that refers to them
    /// (phrases, automations, claims, prompts) refers by person and identifier. Before, one
    /// identifier was shared by everyone, so a person could not take an identifier another
    /// person had, and learned that someone had it.
    ///
    /// SQLite cannot change a primary key in place: each table is rebuilt (created anew, its
    /// rows copied, the old one dropped, the new one renamed), with foreign keys checked once
    /// at the end (GRDB's deferred checks), and the phrase triggers created again. A row that
    /// pointed at another person's shortcut or automation (the old keys allowed it, nothing
    /// should have written it) is not copied: it would break the new keys, and it let one
    /// person's phrase or automation reach another's shortcut; a phrase left out is numbered as
    /// removed, so apps hear of it.
    static func identifiersPerPerson(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE shortcut_rebuilt (
                    id TEXT NOT NULL,
                    person TEXT NOT NULL,
                    origin TEXT NOT NULL CHECK (origin IN ('person', 'app')),
                    app TEXT,
                    title TEXT NOT NULL,
                    payload TEXT NOT NULL,
                    createdAt REAL NOT NULL,
                    PRIMARY KEY (person, id)
                );
                INSERT INTO shortcut_rebuilt (id, person, origin, app, title, payload, createdAt)
                    SELECT id, person, origin, app, title, payload, createdAt FROM shortcut;

                INSERT INTO personPhraseChange (person, kind, phrase, app, action)
                    SELECT person, 'removed', phrase, app, action FROM personPhrase p
                    WHERE NOT EXISTS (SELECT 1 FROM shortcut s WHERE s.person = p.person AND s.id = p.shortcutId);

                CREATE TABLE personPhrase_rebuilt (
                    person TEXT NOT NULL,
                    phrase TEXT NOT NULL,
                    shortcutId TEXT NOT NULL,
                    app TEXT,
                    action TEXT,
                    valuesPayload TEXT NOT NULL DEFAULT '{}',
                    ownsShortcut INTEGER NOT NULL DEFAULT 0,
                    updatedAt REAL NOT NULL DEFAULT 0,
                    PRIMARY KEY (person, phrase),
                    FOREIGN KEY (person, shortcutId) REFERENCES shortcut (person, id) ON DELETE CASCADE
                );
                INSERT INTO personPhrase_rebuilt
                    (person, phrase, shortcutId, app, action, valuesPayload, ownsShortcut, updatedAt)
                    SELECT person, phrase, shortcutId, app, action, valuesPayload, ownsShortcut, updatedAt
                    FROM personPhrase p
                    WHERE EXISTS (SELECT 1 FROM shortcut s WHERE s.person = p.person AND s.id = p.shortcutId);

                CREATE TABLE automation_rebuilt (
                    id TEXT NOT NULL,
                    person TEXT NOT NULL,
                    shortcutId TEXT NOT NULL,
                    triggerDefinition TEXT NOT NULL,
                    enabled INTEGER NOT NULL DEFAULT 1,
                    createdAt REAL NOT NULL,
                    PRIMARY KEY (person, id),
                    FOREIGN KEY (person, shortcutId) REFERENCES shortcut (person, id) ON DELETE CASCADE
                );
                INSERT INTO automation_rebuilt (id, person, shortcutId, triggerDefinition, enabled, createdAt)
                    SELECT id, person, shortcutId, triggerDefinition, enabled, createdAt FROM automation a
                    WHERE EXISTS (SELECT 1 FROM shortcut s WHERE s.person = a.person AND s.id = a.shortcutId);

                CREATE TABLE automationClaim_rebuilt (
                    automationId TEXT NOT NULL,
                    occurrenceKey TEXT NOT NULL,
                    person TEXT NOT NULL,
                    claimedAt REAL NOT NULL,
                    PRIMARY KEY (person, automationId, occurrenceKey),
                    FOREIGN KEY (person, automationId) REFERENCES automation (person, id) ON DELETE CASCADE
                );
                INSERT INTO automationClaim_rebuilt (automationId, occurrenceKey, person, claimedAt)
                    SELECT automationId, occurrenceKey, person, claimedAt FROM automationClaim c
                    WHERE EXISTS (SELECT 1 FROM automation_rebuilt a WHERE a.person = c.person AND a.id = c.automationId);

                CREATE TABLE automationPrompt_rebuilt (
                    person TEXT NOT NULL,
                    id TEXT NOT NULL,
                    automationId TEXT NOT NULL,
                    createdAt REAL NOT NULL,
                    expiresAt REAL NOT NULL,
                    payload TEXT NOT NULL,
                    PRIMARY KEY (person, id),
                    FOREIGN KEY (person, automationId) REFERENCES automation (person, id) ON DELETE CASCADE
                );
                INSERT INTO automationPrompt_rebuilt (person, id, automationId, createdAt, expiresAt, payload)
                    SELECT person, id, automationId, createdAt, expiresAt, payload FROM automationPrompt p
                    WHERE EXISTS (SELECT 1 FROM automation_rebuilt a WHERE a.person = p.person AND a.id = p.automationId);

                DROP TABLE automationPrompt;
                DROP TABLE automationClaim;
                DROP TABLE automation;
                DROP TABLE personPhrase;
                DROP TABLE shortcut;
                ALTER TABLE shortcut_rebuilt RENAME TO shortcut;
                ALTER TABLE personPhrase_rebuilt RENAME TO personPhrase;
                ALTER TABLE automation_rebuilt RENAME TO automation;
                ALTER TABLE automationClaim_rebuilt RENAME TO automationClaim;
                ALTER TABLE automationPrompt_rebuilt RENAME TO automationPrompt;

                CREATE INDEX personPhrase_app ON personPhrase (person, app);
                CREATE INDEX personPhrase_shortcut ON personPhrase (person, shortcutId);
                CREATE INDEX automation_shortcut ON automation (person, shortcutId);
                CREATE INDEX automationPrompt_automation ON automationPrompt (person, automationId);
                """)
        try createPhraseTriggers(db)
    }
}
