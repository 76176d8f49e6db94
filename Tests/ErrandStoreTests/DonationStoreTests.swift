import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

struct DonationStoreTests {
    @Test func donationsAreOnDiskInWALModeAfterReopening() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = StateDirectory(url: directory)
        do {
            let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore(directory: state))
            try center.donate(Fixtures.coffee("amy", id: "d1"))
        }
        let reopened = try SQLiteStore(directory: state)
        #expect(try reopened.journalMode() == "wal")
        // Migrations are append-only: these names never change, new ones only follow them.
        let applied = try reopened.appliedMigrations()
        #expect(
            applied == [
                "2026-11-22 donations", "2026-11-22 suggested and relevant shortcuts, reservations",
                "2026-11-22 shortcuts, phrases and automations", "2026-11-22 predictor snapshots",
                "2026-11-22 automation claims, scheduler state and prompts", "2026-11-22 phrase apps and changes",
                "2026-11-22 automation suggestion decisions, proactive outcomes",
                "2026-11-22 shortcut and automation identifiers per person",
                "2026-11-23 donation sequences never reused",
            ])
        let donations = try reopened.donations(of: "amy", app: nil)
        #expect(donations == [Fixtures.coffee("amy", id: "d1")])
        #expect(try reopened.integrityCheck() == "ok")
    }

    /// Saving a donation whose identifier is kept already adds nothing, in both stores, and says
    /// which were new; the first one saved stands.
    @Test(arguments: [false, true]) func aDonationSavedAgainIsKeptOnce(inMemory: Bool) throws {
        let store: any DonationStore = inMemory ? InMemoryDonationStore() : try SQLiteStore()
        #expect(try store.save([Fixtures.coffee("amy", id: "d1")]) == ["d1"])
        let again = try store.save([
            Fixtures.coffee("amy", id: "d1", minutes: 60), Fixtures.coffee("amy", id: "d2", minutes: 120),
        ])
        #expect(again == ["d2"])
        #expect(
            try store.donations(of: "amy", app: nil) == [
                Fixtures.coffee("amy", id: "d1"), Fixtures.coffee("amy", id: "d2", minutes: 120),
            ])
        #expect(try store.donationCount(of: "amy") == 2)
    }

    @Test(arguments: [false, true]) func recentDonationsAreThoseWithinTheWindowOfTheLatest(inMemory: Bool) throws {
        let store: any DonationStore = inMemory ? InMemoryDonationStore() : try SQLiteStore()
        let day = 1_440.0
        // Saved out of order: the window is measured from the latest donation, not the last saved.
        try store.save([
            Fixtures.coffee("amy", id: "d200", minutes: 200 * day), Fixtures.coffee("amy", id: "d0", minutes: 0),
            Fixtures.coffee("amy", id: "d171", minutes: 171 * day),
            Fixtures.coffee("amy", id: "d169", minutes: 169 * day),
            Fixtures.coffee("bob", id: "b300", minutes: 300 * day),
        ])
        let recent = try store.recentDonations(of: "amy", within: 30 * 86_400)
        #expect(recent.map(\.id) == ["d171", "d200"])
        #expect(try store.recentDonations(of: "amy", within: 0).map(\.id) == ["d200"])
        #expect(try store.recentDonations(of: "carol", within: 30 * 86_400).isEmpty)
    }

    @Test func refusesAnActionTheCatalogDoesNotHave() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        var donation = Fixtures.coffee("amy")
        donation.content = .interaction(InteractionDonation(action: "OrderTea"))
        #expect {
            try center.donate(donation)
        } throws: { error in
            "\(error)" == "app 'com.example.coffee' has no action 'OrderTea'; its actions are OrderCoffee"
        }
        #expect(try center.store.donations(of: "amy", app: nil).isEmpty)
    }

    @Test(arguments: [
        (
            "size", Value.string("large"),
            "parameter 'size' of 'OrderCoffee' takes a Size (one of small, large), not a string"
        ),
        (
            "size", Value.enumCase("huge"),
            "parameter 'size' of 'OrderCoffee' takes a Size (one of small, large), not the enum case 'huge'"
        ),
        ("quantity", Value.integer(40), "parameter 'quantity' of 'OrderCoffee' is 40; accepted: 1 to 10"),
        (
            "colour", Value.string("red"),
            "action 'OrderCoffee' has no parameter 'colour'; its parameters are coffee, quantity, size"
        ),
        (
            "cofee", Value.string("latte"),
            "action 'OrderCoffee' has no parameter 'cofee', did you mean 'coffee'?; its parameters are coffee, "
                + "quantity, size"
        ),
        // A huge value is quoted by its start and its length, not whole.
        (
            "size", Value.enumCase(String(repeating: "x", count: 1_000)),
            "parameter 'size' of 'OrderCoffee' takes a Size (one of small, large), not the enum case '"
                + String(repeating: "x", count: 60) + "…' (1000 characters)"
        ),
    ])
    func refusesValuesThatFailTheirTypes(parameter: String, value: Value, message: String) throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let donation = Donation(
            person: "amy", app: "com.example.coffee",
            content: .interaction(
                InteractionDonation(action: "OrderCoffee", values: ["coffee": Fixtures.latte, parameter: value])),
            context: Fixtures.context())
        #expect {
            try center.donate(donation)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test(arguments: ["", "  ", "\n"]) func refusesADonationWithoutAPerson(person: String) throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        #expect {
            try center.donate(Fixtures.coffee(person))
        } throws: { error in
            "\(error)" == "a donation needs the person who acted"
        }
    }

    @Test func refusesAnActivityWithoutItsRequiredKeys() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let activity = ActivityDonation(
            activityType: "com.example.coffee.menu", title: "Show menu", userInfo: ["store": .string("5th Ave")],
            requiredKeys: ["store", "section"], persistentIdentifier: "menu-5th")
        let donation = Donation(
            person: "amy", app: "com.example.coffee", content: .activity(activity), context: Fixtures.context())
        #expect(throws: DonationError.self) { try center.donate(donation) }
        var complete = activity
        complete.userInfo["section"] = .string("drinks")
        try center.donate(
            Donation(
                person: "amy", app: "com.example.coffee", content: .activity(complete), context: Fixtures.context()))
        #expect(try center.store.donations(of: "amy", app: "com.example.coffee").count == 1)
    }

    @Test func appsDeleteByIdentifierGroupAllOrEntity() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        try center.donate([
            Fixtures.coffee("amy", id: "c1", group: "morning"), Fixtures.coffee("amy", id: "c2", group: "morning"),
            Fixtures.coffee("amy", id: "c3"), Fixtures.message("amy", to: "Ben", id: "m1"),
            Fixtures.message("amy", to: "Carla", id: "m2"), Fixtures.message("amy", to: "Ben", id: "m3"),
        ])
        let coffee = "com.example.coffee"
        let messages = "com.example.messages"
        #expect(try center.deleteDonations(of: "amy", app: coffee, matching: .persistentIdentifiers(["order-c3"])) == 1)
        #expect(try center.deleteDonations(of: "amy", app: coffee, matching: .groupIdentifier("morning")) == 2)
        // Ben was deleted from the contacts: every donation that refers to him goes.
        #expect(
            try center.deleteDonations(
                of: "amy", app: messages, matching: .referringTo(EntityKey(type: "person", id: "ben")))
                == 2)
        #expect(try store.donations(of: "amy", app: nil).map(\.id) == ["m2"])
        // NB: what a deletion that matched nothing may have meant: Carla is a person, of this
        // app and this person only.
        #expect(try store.entityTypes(referredToAs: "carla", of: "amy", app: messages) == ["person"])
        #expect(try store.entityTypes(referredToAs: "carla", of: "amy", app: coffee).isEmpty)
        #expect(try store.entityTypes(referredToAs: "carla", of: "ben", app: messages).isEmpty)
        #expect(try center.deleteDonations(of: "amy", app: messages, matching: .all) == 1)
        #expect(try store.donationCount(of: "amy") == 0)
    }

    @Test func anAppNeverDeletesAShortcutThePersonCreated() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        try center.donate(Fixtures.coffee("amy", id: "c1"))
        try store.save(Shortcut(id: "s1", name: "Morning latte", steps: []), of: "amy")
        try store.replaceSuggestedShortcuts(
            [SuggestedShortcut(id: "latte", action: "OrderCoffee", title: "Order latte")], of: "amy",
            app: "com.example.coffee")
        _ = try center.deleteDonations(of: "amy", app: "com.example.coffee", matching: .all)
        try store.replaceSuggestedShortcuts([], of: "amy", app: "com.example.coffee")
        #expect(
            try store.shortcuts(of: "amy").reduce(into: [String: String]()) { $0[$1.id] = $1.name } == [
                "s1": "Morning latte"
            ])
        #expect(try store.suggestedShortcuts(of: "amy", app: nil).isEmpty)
    }

    @Test func suggestedShortcutsReplaceTheAppsWholeList() throws {
        let store = try SQLiteStore()
        let app = "com.example.coffee"
        try store.replaceSuggestedShortcuts(
            [
                SuggestedShortcut(id: "a", action: "OrderCoffee", title: "Order latte"),
                SuggestedShortcut(id: "b", action: "OrderCoffee", title: "Order mocha"),
            ], of: "amy", app: app)
        try store.replaceSuggestedShortcuts(
            [SuggestedShortcut(id: "c", action: "OrderCoffee", title: "Order holiday coffee")], of: "amy", app: app)
        #expect(try store.suggestedShortcuts(of: "amy", app: app).map(\.shortcut.id) == ["c"])
    }
}
