import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

struct PrivacyTests {
    static func center() throws -> DonationCenter {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        for day in 0..<10 {
            try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440))
            try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440 + 5))
        }
        try center.donate(Fixtures.message("bob", to: "Carla"))
        return center
    }

    @Test func onePersonsDonationsAreNeverAnothersToSee() throws {
        let center = try Self.center()
        let bob = try center.store.donations(of: "bob", app: nil)
        #expect(bob.count == 1)
        #expect(bob.allSatisfy { $0.person == "bob" })
        #expect(try center.store.donations(of: "carol", app: nil).isEmpty)
    }

    @Test func onePersonsHabitsNeverShowInAnothersSuggestions() throws {
        let center = try Self.center()
        let context = try #require(Fixtures.context(minutes: 15_000).predictionContext)
        let bob = try center.predictions(for: "bob", in: context)
        #expect(bob.map(\.candidate.action) == ["SendMessage"])
        #expect(try center.predictions(for: "carol", in: context).isEmpty)
    }

    @Test func anAppSeesOnlyItsOwnDonationsAndPredictions() throws {
        let center = try Self.center()
        let context = try #require(Fixtures.context(minutes: 15_000).predictionContext)
        let coffee = try center.store.donations(of: "amy", app: "com.example.coffee")
        #expect(coffee.count == 10)
        #expect(coffee.allSatisfy { $0.app == "com.example.coffee" })
        let predictions = try center.predictions(for: "amy", in: context, app: "com.example.coffee")
        #expect(!predictions.isEmpty)
        #expect(predictions.allSatisfy { $0.candidate.app == "com.example.coffee" })
    }

    @Test func anAppCannotDeleteAnotherAppsDonations() throws {
        let center = try Self.center()
        #expect(try center.deleteDonations(of: "amy", app: "com.example.coffee", matching: .all) == 10)
        #expect(try center.store.donations(of: "amy", app: "com.example.messages").count == 10)
        #expect(try center.store.donations(of: "bob", app: nil).count == 1)
    }

    @Test func aDeletedContactIsNoLongerSuggested() throws {
        let center = try Self.center()
        let context = try #require(Fixtures.context(minutes: 15_005).predictionContext)
        let before = try center.predictions(for: "amy", in: context, app: "com.example.messages")
        #expect(before.map { $0.candidate.values["recipient"] } == ["Ben"])
        try center.deleteDonations(
            of: "amy", app: "com.example.messages", matching: .referringTo(EntityKey(type: "person", id: "ben")))
        #expect(try center.predictions(for: "amy", in: context, app: "com.example.messages").isEmpty)
    }
}
