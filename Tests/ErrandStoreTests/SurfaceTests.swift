import ErrandCatalog
import ErrandStore
import ErrandSuggestions
import ErrandTestSupport
import Foundation
import Testing

struct SurfaceTests {
    /// 07:31 in New York on Monday 2026-03-02, plus `minutes`.
    static func moment(minutes: Double) throws -> PredictionContext {
        try #require(Fixtures.context(minutes: minutes).predictionContext)
    }

    static let holidayCoffee = SuggestedShortcut(
        id: "holiday", action: "OrderCoffee", values: ["coffee": Fixtures.latte], title: "Order holiday coffee",
        suggestedInvocationPhrase: "Holiday coffee")

    @Test func aNewPersonGetsTheAppsSuggestedShortcuts() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.replaceSuggestedShortcuts([Self.holidayCoffee], of: "amy", app: "com.example.coffee")
        let shown = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: 0))
        #expect(shown.map(\.title) == ["Order holiday coffee"])
        #expect(shown.first?.source == .suggestedByApp)
        // The app replaces its list: the old suggestion goes at once.
        let special = SuggestedShortcut(id: "special", action: "OrderCoffee", title: "Order the special")
        try center.replaceSuggestedShortcuts([special], of: "amy", app: "com.example.coffee")
        let now = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: 0))
        #expect(now.map(\.title) == ["Order the special"])
    }

    /// The shortcuts a manifest declares are offered as the app's suggested ones, to every
    /// person, before anything is donated; one the app also donates is offered once.
    @Test func theShortcutsAManifestDeclaresAreOfferedToANewPerson() throws {
        let usual = AppShortcut(
            phrase: "order my usual", action: "OrderCoffee", title: "Order my favorite coffee",
            values: ["coffee": Fixtures.latte])
        let sameAsHoliday = AppShortcut(
            phrase: "holiday coffee", action: "OrderCoffee", values: ["coffee": Fixtures.latte])
        let catalog = Catalog(apps: [CoffeeFixture.app(shortcuts: [usual])])
        let center = DonationCenter(catalog: catalog, store: try SQLiteStore())
        let shown = try center.suggestions(for: "zed", on: .gallery, in: try Self.moment(minutes: 0))
        #expect(shown.map(\.title) == ["Order my favorite coffee"])
        #expect(shown.first?.source == .suggestedByApp)
        let both = DonationCenter(
            catalog: Catalog(apps: [CoffeeFixture.app(shortcuts: [sameAsHoliday])]), store: try SQLiteStore())
        try both.replaceSuggestedShortcuts([Self.holidayCoffee], of: "amy", app: "com.example.coffee")
        let once = try both.suggestions(for: "amy", on: .gallery, in: try Self.moment(minutes: 0))
        #expect(once.map(\.title) == ["Order holiday coffee"])
    }

    // An app offers only shortcuts the person could run: its own actions, with values of their
    // parameters' types. A refused list replaces nothing.
    @Test func anOfferedShortcutMustBeOneOfTheAppsActionsWithTypedValues() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.replaceSuggestedShortcuts([Self.holidayCoffee], of: "amy", app: "com.example.coffee")
        let tea = SuggestedShortcut(id: "tea", action: "OrderTea", title: "Order tea")
        #expect {
            try center.replaceSuggestedShortcuts([Self.holidayCoffee, tea], of: "amy", app: "com.example.coffee")
        } throws: { error in
            "\(error)" == "shortcut 2 ('tea') of the list: app 'com.example.coffee' has no action 'OrderTea'; "
                + "its actions are OrderCoffee"
        }
        let huge = SuggestedShortcut(
            id: "huge", action: "OrderCoffee", values: ["size": .enumCase("huge")], title: "Huge")
        #expect(throws: DonationError.self) {
            try center.replaceRelevantShortcuts(
                [RelevantShortcut(shortcut: huge)], of: "amy", app: "com.example.coffee")
        }
        #expect(throws: DonationError.self) {
            try center.replaceSuggestedShortcuts([Self.holidayCoffee], of: "amy", app: "com.example.tea")
        }
        let shown = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: 0))
        #expect(shown.map(\.title) == ["Order holiday coffee"])
    }

    @Test func aReservationAppearsInTheHoursBeforeItStarts() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let start = Fixtures.context(minutes: 120).date
        let table = Reservation(id: "r1", kind: .restaurant, title: "Table at Pho 88", startsAt: start)
        try center.donate(table, of: "amy", app: "com.example.coffee")
        let before = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: 30))
        #expect(before.first?.source == .reservation)
        #expect(before.first?.explanation == "Table at Pho 88 in 90 min")
        let long = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: -600))
        let after = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.moment(minutes: 130))
        #expect(!long.contains { $0.source == .reservation })
        #expect(!after.contains { $0.source == .reservation })
        #expect(try center.suggestions(for: "bob", on: .lockScreen, in: try Self.moment(minutes: 30)).isEmpty)
    }

    @Test func theWatchFaceShowsRelevantShortcutsWhenTheirRelevanceHolds() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let morning = RelevantShortcut(shortcut: Self.holidayCoffee, relevance: [.dailyRoutine(.morning)])
        try center.replaceRelevantShortcuts([morning], of: "amy", app: "com.example.coffee")
        let atBreakfast = try center.suggestions(for: "amy", on: .watchFace, in: try Self.moment(minutes: 0))
        let atDinner = try center.suggestions(for: "amy", on: .watchFace, in: try Self.moment(minutes: 12 * 60))
        #expect(atBreakfast.map(\.title) == ["Order holiday coffee"])
        #expect(atDinner.isEmpty)
    }

    @Test func aPlaceRelevanceHoldsOnlyNearThePlace() throws {
        let time = try Self.moment(minutes: 0).time
        let provider = RelevanceProvider.place(latitude: 40.71, longitude: -74.0, radius: 200)
        #expect(provider.holds(at: time, place: PlaceObservation(latitude: 40.7105, longitude: -74.0005)))
        #expect(!provider.holds(at: time, place: PlaceObservation(latitude: 40.75, longitude: -74.0)))
        #expect(!provider.holds(at: time, place: nil))
    }

    @Test func searchShowsTheSuggestionsMatchingTheTypedWords() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        for day in 0..<12 {
            try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440))
            try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440 + 600))
        }
        let found = try center.suggestions(for: "amy", on: .search("latte"), in: try Self.moment(minutes: 20_000))
        #expect(found.map(\.candidate.action) == ["OrderCoffee"])
        #expect(try center.suggestions(for: "amy", on: .search("pizza"), in: try Self.moment(minutes: 20_000)).isEmpty)
    }

    @Test func searchForgivesATypoButShowsExactMatchesFirst() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        for day in 0..<12 {
            // Messages are the more likely at this hour; the playlist is the exact match.
            try center.donate(Fixtures.play("amy", "Mesa Verde", minutes: Double(day) * 1_440 + 300))
            try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440 + 600))
            try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440 + 610))
        }
        let moment = try Self.moment(minutes: 12 * 1_440 + 605)
        let typed = try center.suggestions(for: "amy", on: .search("mesage"), in: moment)
        #expect(typed.map(\.candidate.action) == ["SendMessage"])
        // "mesa" is the playlist's word, and one letter from the start of "message".
        let both = try center.suggestions(for: "amy", on: .search("mesa"), in: moment)
        #expect(both.map(\.candidate.action) == ["PlayPlaylist", "SendMessage"])
    }

    @Test func nowPlayingShowsRecentlyPlayedMediaNewestFirst() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.donate([
            Fixtures.play("amy", "Focus", minutes: 0), Fixtures.coffee("amy", minutes: 5),
            Fixtures.play("amy", "Chill", minutes: 10), Fixtures.play("amy", "Focus", minutes: 20),
        ])
        let shown = try center.suggestions(for: "amy", on: .nowPlaying, in: try Self.moment(minutes: 30))
        #expect(shown.map(\.title) == ["Play Focus", "Play Chill"])
    }

    // What was played after the moment asked about was not played by then.
    @Test func nowPlayingIsOfTheMomentAskedAbout() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.donate([
            Fixtures.play("amy", "Focus", minutes: 0), Fixtures.play("amy", "Chill", minutes: 10),
            Fixtures.play("amy", "Sleep", minutes: 20),
        ])
        let shown = try center.suggestions(for: "amy", on: .nowPlaying, in: try Self.moment(minutes: 15))
        #expect(shown.map(\.title) == ["Play Chill", "Play Focus"])
    }

    @Test func nowPlayingLeavesOutMediaPlayedLongBeforeTheLatestAction() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let days = DonationCenter.recentMediaWindow / 86_400
        try center.donate([
            Fixtures.play("amy", "Old", minutes: 0), Fixtures.play("amy", "Chill", minutes: 10 * 1_440),
            Fixtures.coffee("amy", minutes: (days + 5) * 1_440),
        ])
        let shown = try center.suggestions(
            for: "amy", on: .nowPlaying, in: try Self.moment(minutes: (days + 5) * 1_440 + 30))
        #expect(shown.map(\.title) == ["Play Chill"])
    }

    @Test func windDownOffersWhatThePersonDoesInTheEvening() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        for day in 0..<12 {
            try center.donate(Fixtures.coffee("amy", minutes: Double(day) * 1_440))
            // 21:31 each night.
            try center.donate(Fixtures.play("amy", "Sleep", minutes: Double(day) * 1_440 + 840))
        }
        let shown = try center.suggestions(for: "amy", on: .windDown, in: try Self.moment(minutes: 20_000))
        #expect(shown.map(\.title) == ["Play Sleep"])
    }

    @Test func theGalleryHasSuggestedAndFrequentlyUsedShortcuts() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.replaceSuggestedShortcuts([Self.holidayCoffee], of: "amy", app: "com.example.coffee")
        for day in 0..<3 { try center.donate(Fixtures.message("amy", to: "Ben", minutes: Double(day) * 1_440)) }
        let shown = try center.suggestions(for: "amy", on: .gallery, in: try Self.moment(minutes: 5_000))
        #expect(shown.map(\.source) == [.suggestedByApp, .predicted])
    }
}
