import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

/// The person's latest interaction by a moment, of one action or of any: what "the same as
/// last time" asks for again. Only that person's, only interactions, none after the moment.
struct LatestInteractionTests {
    static func store(inMemory: Bool) throws -> any DonationStore {
        let store: any DonationStore = inMemory ? InMemoryDonationStore() : try SQLiteStore()
        let menu = ActivityDonation(
            activityType: "com.example.coffee.menu", title: "Show menu", userInfo: [:], persistentIdentifier: "menu")
        // Saved out of time order: the latest is the one done last, not the one saved last.
        try store.save([
            Fixtures.coffee("amy", id: "c30", minutes: 30), Fixtures.play("amy", "Focus", minutes: 20),
            Fixtures.coffee("amy", id: "c10", minutes: 10),
            Donation(
                id: "menu50", person: "amy", app: "com.example.coffee", content: .activity(menu),
                context: Fixtures.context(minutes: 50)),
            Fixtures.coffee("bob", id: "b40", minutes: 40),
        ])
        return store
    }

    static func at(_ minutes: Double) -> Date { Fixtures.context(minutes: minutes).date }

    @Test(arguments: [false, true]) func theLatestOfTheActionByTheMoment(inMemory: Bool) throws {
        let store = try Self.store(inMemory: inMemory)
        func latest(_ app: String?, _ action: String?, by minutes: Double) throws -> String? {
            try store.latestInteraction(of: "amy", app: app, action: action, through: Self.at(minutes))?.id
        }
        #expect(try latest("com.example.coffee", "OrderCoffee", by: 60) == "c30")
        #expect(try latest("com.example.coffee", "OrderCoffee", by: 25) == "c10")
        #expect(try latest("com.example.coffee", "OrderCoffee", by: 5) == nil)
        // Of any action: the menu seen at 50 is an activity, no request to do again.
        #expect(try latest(nil, nil, by: 60) == "c30")
        #expect(
            try store.latestInteraction(of: "amy", app: nil, action: nil, through: Self.at(25))?.app
                == "com.example.music")
        #expect(try latest("com.example.music", "OrderCoffee", by: 60) == nil)
    }

    @Test(arguments: [false, true]) func anotherPersonsAreNone(inMemory: Bool) throws {
        let store = try Self.store(inMemory: inMemory)
        #expect(try store.latestInteraction(of: "bob", app: nil, action: nil, through: Self.at(60))?.id == "b40")
        #expect(try store.latestInteraction(of: "carol", app: nil, action: nil, through: Self.at(60)) == nil)
    }
}
