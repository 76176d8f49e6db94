import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation
import Testing

/// Automation suggestions in the gallery and proactive suggestions on the lock screen, through
/// the store that remembers what the person decided.
struct ProactiveSurfaceTests {
    static let monday = 1_772_409_600.0  // 2026-03-02T00:00:00Z
    static let gym = PlaceObservation(latitude: 40.7306, longitude: -73.9866, name: "Gym")

    /// Eight weeks: on every third day the person goes to the gym at a different hour and plays
    /// the Gym mix as they get there; coffee at home before, a message at home after.
    static func gymGoer(_ person: String) -> [Donation] {
        var donations: [Donation] = []
        func add(
            _ app: String, _ action: String, _ values: [String: Value], day: Int, hour: Double,
            at place: PlaceObservation
        ) {
            let date = Date(timeIntervalSince1970: monday + Double(day) * 86_400 + hour * 3_600)
            donations.append(
                Donation(
                    person: person, app: app,
                    content: .interaction(InteractionDonation(action: action, values: values)),
                    context: DonationContext(date: date, timeZone: "UTC", place: place)))
        }
        let home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")
        for day in 0..<56 {
            add(
                "com.example.coffee", "OrderCoffee", ["coffee": Fixtures.latte], day: day,
                hour: 7 + Double(day * 37 % 12), at: home)
            guard day % 3 == 0 else { continue }
            let hour = 9 + Double(day * 7 % 10)
            add("com.example.music", "PlayPlaylist", ["playlist": .string("Gym mix")], day: day, hour: hour, at: gym)
            add(
                "com.example.messages", "SendMessage", ["recipient": .person(Person(name: "Bo"))], day: day,
                hour: hour + 2, at: home)
        }
        return donations
    }

    static func context(day: Int, hour: Double, place: PlaceObservation? = nil) throws -> PredictionContext {
        let date = Date(timeIntervalSince1970: monday + Double(day) * 86_400 + hour * 3_600)
        return try #require(DonationContext(date: date, timeZone: "UTC", place: place).predictionContext)
    }

    // The limit bounds what the gallery shows: automation suggestions first, shortcuts after
    // them in up to half of the places (it used to show a limit of each, and twice as many shortcuts).
    @Test(arguments: [1, 2, 3, 4])
    func theGalleryShowsAtMostTheLimit(limit: Int) throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.donate(Self.gymGoer("amy"))
        let context = try Self.context(day: 57, hour: 8)
        let everything = try center.suggestions(for: "amy", on: .gallery, in: context, limit: 100)
        #expect(everything.contains { $0.source == .automation })
        #expect(everything.contains { $0.source != .automation })
        let gallery = try center.suggestions(for: "amy", on: .gallery, in: context, limit: limit)
        #expect(gallery.count == min(limit, everything.count))
        #expect(gallery.first?.source == .automation)
        if limit >= 2 { #expect(gallery.contains { $0.source != .automation }) }
    }

    // The gallery is browsed, not glanced at: unless the caller says, it holds up to 12, where
    // the lock screen holds 4.
    @Test func theGalleryHoldsMoreThanAGlanceByDefault() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        try center.donate(Self.gymGoer("amy"))
        for (day, name) in ["Ben", "Cal", "Dee", "Eve", "Fay", "Gus"].enumerated() {
            try center.donate(Fixtures.message("amy", to: name, minutes: Double(day) * 1_440 + 600))
            try center.donate(Fixtures.play("amy", name + " mix", minutes: Double(day) * 1_440 + 700))
        }
        let context = try Self.context(day: 57, hour: 8)
        let everything = try center.suggestions(for: "amy", on: .gallery, in: context, limit: 100)
        #expect(everything.count > 12)
        #expect(try center.suggestions(for: "amy", on: .gallery, in: context).count == min(everything.count, 12))
        #expect(try center.suggestions(for: "amy", on: .lockScreen, in: context).count == 4)
        #expect(Surface.gallery.defaultLimit == 12 && Surface.watchFace.defaultLimit == 4)
    }

    // Guideline: donations power automation suggestions in the gallery — like playing a
    // workout playlist as the person enters their usual gym, asking before it runs.
    @Test func theGalleryOffersTheGymAutomationUntilAcceptedAndThenNeverAgain() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        try center.donate(Self.gymGoer("amy"))
        let gallery = try center.suggestions(for: "amy", on: .gallery, in: try Self.context(day: 57, hour: 8))
        #expect(gallery.first?.source == .automation)
        let first = try #require(gallery.first { $0.automation?.trigger == .arrive(place: "Gym") })
        let automation = try #require(first.automation)
        #expect(automation.trigger == .arrive(place: "Gym"))
        #expect(
            automation.shortcut
                == Candidate(app: "com.example.music", action: "PlayPlaylist", values: ["playlist": "Gym mix"]))
        #expect(automation.askBeforeRunning)
        #expect(first.title == "When I arrive at Gym: Play Gym mix")
        #expect(first.explanation.hasPrefix("You play playlist (Gym mix) when you arrive at Gym"))
        // The apps' suggested and the most used shortcuts follow.
        #expect(gallery.dropFirst().contains { $0.source == .predicted })
        #expect(try center.suggestions(for: "bob", on: .gallery, in: try Self.context(day: 57, hour: 8)).isEmpty)

        // Accepting stores the shortcut and the automation, on the gym's coordinates.
        let places = try center.namedPlaces(of: "amy")
        let gymFence = try #require(places["gym"])
        try LibraryAutomationSink(library: store, automations: store).save(
            Shortcut(
                id: "shortcut-\(automation.id)", name: "Play Gym mix",
                steps: [.app("s1", "com.example.music", "PlayPlaylist", ["playlist": .literal(.string("Gym mix"))])]),
            automation: Automation(
                id: automation.id, shortcutID: "shortcut-\(automation.id)",
                trigger: .arrive(
                    GeoFence(name: "Gym", latitude: gymFence.latitude ?? 0, longitude: gymFence.longitude ?? 0)),
                askBeforeRunning: true),
            of: "amy")
        #expect(try store.automatedShortcutKeys(of: "amy") == [automation.shortcut.key])
        #expect(try store.automations(of: "amy").map(\.id) == [automation.id])
        // Already automated: not suggested, even before the decision is recorded.
        let now = Date(timeIntervalSince1970: Self.monday + 57 * 86_400)
        #expect(!(try center.automationSuggestions(for: "amy", now: now)).contains { $0.id == automation.id })
    }

    @Test func aDeclinedSuggestionStaysDeclinedForGood() throws {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        try center.donate(Self.gymGoer("amy"))
        let now = Date(timeIntervalSince1970: Self.monday + 57 * 86_400)
        let id = try #require(
            try center.automationSuggestions(for: "amy", now: now).first { $0.trigger == .arrive(place: "Gym") }?.id)
        try store.recordAutomationSuggestionDecision(.declined, suggestion: id, of: "amy", at: now)
        #expect(!(try center.automationSuggestions(for: "amy", now: now)).contains { $0.id == id })
        // More of the same habit, and even an accept later, do not bring it back.
        try store.recordAutomationSuggestionDecision(.accepted, suggestion: id, of: "amy", at: now)
        #expect(try store.automationSuggestionDecisions(of: "amy") == [id: .declined])
        let gallery = try center.suggestions(for: "amy", on: .gallery, in: try Self.context(day: 57, hour: 8))
        #expect(!gallery.contains { $0.automation?.id == id })
        // Another person's decision is theirs alone.
        try center.donate(Self.gymGoer("bob"))
        #expect(try center.automationSuggestions(for: "bob", now: now).contains { $0.id == id })
    }

    /// A habit resumed after months away counts from when it resumed: the months without it
    /// lie outside the history routines are mined from, so its rate is not diluted by them.
    @Test func aHabitResumedAfterMonthsIsSuggestedFromItsRecentWeeks() throws {
        let center = DonationCenter(catalog: Fixtures.catalog, store: try SQLiteStore())
        let home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")
        let days = Array(0..<70) + Array(300..<335)
        try center.donate(
            days.map { day in
                Donation(
                    person: "amy", app: "com.example.music",
                    content: .interaction(
                        InteractionDonation(action: "PlayPlaylist", values: ["playlist": .string("Morning")])),
                    context: DonationContext(
                        date: Date(timeIntervalSince1970: Self.monday + Double(day) * 86_400 + 7 * 3_600),
                        timeZone: "UTC", place: home))
            })
        let now = Date(timeIntervalSince1970: Self.monday + 335 * 86_400)
        let suggested = try center.automationSuggestions(for: "amy", now: now)
        #expect(suggested.contains { $0.shortcut.action == "PlayPlaylist" })
        // Over the whole history the same habit happened on fewer than half of its days.
        var everything = AutomationSuggestions()
        everything.history = 400 * 86_400
        #expect(try center.automationSuggestions(for: "amy", now: now, suggestions: everything).isEmpty)
    }

    /// Amy's store, with a show on Monday at 8 PM donated by an app.
    static func showAt8PM() throws -> (SQLiteStore, DonationCenter, Reservation) {
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Fixtures.catalog, store: store)
        let start = Date(timeIntervalSince1970: Self.monday + 20 * 3_600)
        let show = Reservation(id: "r1", kind: .movie, title: "Dune at the Ritz", startsAt: start)
        try center.donate(show, of: "amy", app: "com.example.coffee")
        return (store, center, show)
    }

    // Guideline: remind the person to turn on Do Not Disturb shortly before the show they
    // bought tickets for; once dismissed it does not come back.
    @Test func theLockScreenShowsDoNotDisturbBeforeTheShowUntilDismissed() throws {
        let (store, center, show) = try Self.showAt8PM()
        let start = show.startsAt
        let early = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 19.5))
        #expect(!early.contains { $0.proactive?.kind == .doNotDisturb })
        #expect(early.first?.proactive?.kind == .leaveBy)
        let shortlyBefore = try center.suggestions(
            for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 19.9))
        let dnd = try #require(shortlyBefore.first { $0.proactive?.kind == .doNotDisturb })
        #expect(dnd.source == .proactive)
        #expect(dnd.explanation == "Dune at the Ritz starts at 8 pm")
        let id = try #require(dnd.id)
        try center.record(.dismissed, proactiveSuggestion: id, of: "amy", at: start)
        let after = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 19.9))
        #expect(!after.contains { $0.id == id })
        #expect(try store.finishedProactiveSuggestions(of: "amy") == [id])
        #expect(try store.finishedProactiveSuggestions(of: "bob").isEmpty)
    }

    // A show moved to the next day is another occasion: the reminder dismissed for the old
    // time comes back before the new one. Given again at the same time, it stays dismissed.
    @Test func aRescheduledReservationIsSuggestedAgain() throws {
        let (store, center, donated) = try Self.showAt8PM()
        var show = donated
        let start = show.startsAt
        let before = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 19.9))
        let id = try #require(before.first { $0.proactive?.kind == .doNotDisturb }?.id)
        try center.record(.dismissed, proactiveSuggestion: id, of: "amy", at: start)
        try center.donate(show, of: "amy", app: "com.example.coffee")
        #expect(try store.finishedProactiveSuggestions(of: "amy") == [id])
        show.startsAt = start.addingTimeInterval(86_400)
        try center.donate(show, of: "amy", app: "com.example.coffee")
        #expect(try store.finishedProactiveSuggestions(of: "amy").isEmpty)
        let moved = try center.suggestions(for: "amy", on: .lockScreen, in: try Self.context(day: 1, hour: 19.9))
        #expect(moved.contains { $0.id == id })
    }

    // Guideline: a ride home is suggested when the person enters the airport after a
    // home-bound flight; home is where their donations say it is.
    @Test func aRideHomeShowsOnTheLockScreenAtTheAirportAfterAFlightHome() throws {
        let rides = AppDefinition(
            id: "com.example.rides", name: "Rides",
            actions: [
                ActionDefinition(
                    id: "RequestRide", title: "Request ride", category: .order,
                    parameters: [ParameterDefinition(id: "destination", title: "Destination", type: .place)])
            ])
        let store = try SQLiteStore()
        let center = DonationCenter(catalog: Catalog(apps: Fixtures.catalog.apps + [rides]), store: store)
        try center.donate(Fixtures.coffee("amy"))  // at Home, 40.71,-74.0
        let landing = Date(timeIntervalSince1970: Self.monday + 18 * 3_600)
        let laguardia = PlaceObservation(latitude: 40.7769, longitude: -73.874, name: "LGA")
        let flight = Reservation(
            id: "DL5", kind: .flight, title: "Flight DL 5", startsAt: landing.addingTimeInterval(-5 * 3_600),
            endsAt: landing, place: PlaceObservation(name: "LAX"), destination: laguardia)
        try center.donate(flight, of: "amy", app: "com.example.coffee")
        let atAirport = try center.suggestions(
            for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 18.3, place: laguardia))
        let ride = try #require(atAirport.first)
        #expect(ride.proactive?.kind == .rideHome)
        #expect(
            ride.candidate
                == Candidate(app: "com.example.rides", action: "RequestRide", values: ["destination": "Home"]))
        #expect(ride.explanation == "Flight DL 5 landed at LGA at 6 pm")
        let atHome = try center.suggestions(
            for: "amy", on: .lockScreen,
            in: try Self.context(day: 0, hour: 18.3, place: PlaceObservation(latitude: 40.71, longitude: -74.0)))
        #expect(!atHome.contains { $0.proactive?.kind == .rideHome })
        let beforeLanding = try center.suggestions(
            for: "amy", on: .lockScreen, in: try Self.context(day: 0, hour: 17.5, place: laguardia))
        #expect(!beforeLanding.contains { $0.proactive?.kind == .rideHome })
    }
}
