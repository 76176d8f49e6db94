import ErrandSuggestions
import Foundation
import GRDB
import Testing

@testable import ErrandStore

/// The migration that makes donation sequences never reused keeps every donation, its number
/// and the entities it refers to.
struct DonationSequenceMigrationTests {
    static let previous = "2026-11-22 shortcut and automation identifiers per person"

    @Test func everyDonationKeepsItsNumberAndItsEntities() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("errand.sqlite").path
        let donations = [
            Fixtures.message("amy", to: "Ben", minutes: 0), Fixtures.coffee("amy", minutes: 10),
            Fixtures.message("amy", to: "Cal", minutes: 20), Fixtures.coffee("bob", minutes: 30),
        ]
        do {
            let queue = try DatabaseQueue(path: path)
            try StoreMigrations.migrator.migrate(queue, upTo: Self.previous)
            try queue.close()
        }
        do {
            // The rows as the previous schema's store writes them (its `save` is unchanged).
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                for donation in donations {
                    try db.execute(
                        sql: """
                            INSERT INTO donation (id, person, app, kind, action, persistentIdentifier,
                                groupIdentifier, eligibleForPrediction, donatedAt, payload)
                            VALUES (?, ?, ?, 'interaction', ?, NULL, NULL, 1, ?, ?)
                            """,
                        arguments: [
                            donation.id, donation.person, donation.app, donation.action,
                            donation.context.date.timeIntervalSince1970, try SQLiteStore.json(donation),
                        ])
                    for key in donation.referencedEntities {
                        try db.execute(
                            sql: "INSERT INTO donationEntity VALUES (?, ?, ?, ?, ?)",
                            arguments: [donation.id, donation.person, donation.app, key.type, key.id])
                    }
                }
            }
            try queue.close()
        }
        let store = try SQLiteStore(path: path)
        #expect(try store.appliedMigrations().last == "2026-11-23 donation sequences never reused")
        #expect(try store.integrityCheck() == "ok")
        #expect(try store.writer.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }.isEmpty)
        #expect(try store.donations(of: "amy", app: nil).map(\.id) == donations.prefix(3).map(\.id))
        #expect(try store.donations(of: "amy", after: 1).donations.map(\.id) == donations[1...2].map(\.id))
        // The entities came along: deleting what refers to Ben removes that donation alone.
        #expect(
            try store.deleteDonations(
                of: "amy", app: "com.example.messages", matching: .referringTo(EntityKey(type: "person", id: "ben")))
                == 1)
        // The newest is deleted; the next donation still takes a number never used.
        #expect(try store.deleteDonations(of: "bob", app: "com.example.coffee", matching: .all) == 1)
        try store.save([Fixtures.coffee("bob", minutes: 40)])
        #expect(try store.donations(of: "bob", after: 4).through == 5)
    }
}
