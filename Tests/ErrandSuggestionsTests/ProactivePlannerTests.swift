import ErrandCatalog
import ErrandSuggestions
import Foundation
import Testing

/// Proactive suggestions from reservations, pinned moment by moment: before the window
/// nothing, inside it the suggestion, after it expires nothing, once dismissed nothing.
struct ProactivePlannerTests {
    /// 2026-03-02T20:00:00Z, a Monday; explanations are read at UTC.
    static let showtime = Date(timeIntervalSince1970: 1_772_481_600)

    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.tickets", name: "Tickets",
            actions: [ActionDefinition(id: "ShowTickets", title: "Show tickets", category: .information)]),
        AppDefinition(
            id: "com.example.daybook", name: "Daybook",
            actions: [
                ActionDefinition(
                    id: "AddEvent", title: "Add event", category: .create,
                    parameters: [
                        ParameterDefinition(id: "name", title: "Title", type: .string, isRequired: true),
                        ParameterDefinition(id: "start", title: "Starts", type: .dateTime, isRequired: true),
                        ParameterDefinition(id: "length", title: "Length", type: .duration),
                        ParameterDefinition(id: "location", title: "Location", type: .place),
                    ])
            ]),
        AppDefinition(
            id: "com.example.rides", name: "Rides",
            actions: [
                ActionDefinition(
                    id: "RequestRide", title: "Request ride", category: .order,
                    parameters: [
                        ParameterDefinition(id: "pickup", title: "Pickup", type: .place),
                        ParameterDefinition(id: "destination", title: "Destination", type: .place),
                    ]),
                ActionDefinition(id: "OverrideSettings", title: "Override settings"),
            ]),
    ])

    static func at(minutes: Double, from date: Date = showtime) -> ProactiveMoment {
        ProactiveMoment(now: date.addingTimeInterval(minutes * 60))
    }

    static let show = Reservation(
        id: "hamilton", kind: .event, title: "Hamilton", startsAt: showtime, endsAt: showtime.addingTimeInterval(9_000),
        place: PlaceObservation(latitude: 40.759, longitude: -73.986, name: "Richard Rodgers Theatre"))

    /// A flight home: leaves JFK at 20:00, lands at SFO at 02:00 the next day (UTC).
    static let flightHome = Reservation(
        id: "UA100", kind: .flight, title: "Flight UA 100", startsAt: showtime,
        endsAt: showtime.addingTimeInterval(6 * 3_600), place: PlaceObservation(name: "JFK"),
        destination: PlaceObservation(latitude: 37.6213, longitude: -122.379, name: "SFO"))

    static let home = PlaceObservation(latitude: 37.77, longitude: -122.42, name: "Home")

    func kinds(_ planner: ProactivePlanner, _ reservation: Reservation, _ moment: ProactiveMoment) -> [String] {
        planner.suggestions(for: [(app: "com.example.tickets", reservation: reservation)], at: moment).map(
            \.kind.rawValue)
    }

    // Guideline: after a person buys tickets, remind them to turn on Do Not Disturb shortly
    // before showtime — and only then.
    @Test func doNotDisturbAppearsShortlyBeforeTheShowAndNotBeforeOrLongAfter() throws {
        let planner = ProactivePlanner(catalog: Self.catalog)
        #expect(!kinds(planner, Self.show, Self.at(minutes: -16)).contains("doNotDisturb"))
        let during = planner.suggestions(
            for: [(app: "com.example.tickets", reservation: Self.show)], at: Self.at(minutes: -10))
        let dnd = try #require(during.first { $0.kind == .doNotDisturb })
        #expect(dnd.action == .device(.turnOnDoNotDisturb))
        #expect(dnd.title == "Turn on Do Not Disturb")
        #expect(dnd.explanation == "Hamilton starts at 8 pm")
        #expect(kinds(planner, Self.show, Self.at(minutes: 10)).contains("doNotDisturb"))
        #expect(!kinds(planner, Self.show, Self.at(minutes: 15)).contains("doNotDisturb"))
        // Dismissed: never again, even inside its window.
        let again = planner.suggestions(
            for: [(app: "com.example.tickets", reservation: Self.show)], at: Self.at(minutes: -10), finished: [dnd.id])
        #expect(!again.contains { $0.kind == .doNotDisturb })
        // A restaurant table is no show: no Do Not Disturb.
        var table = Self.show
        table.kind = .restaurant
        #expect(!kinds(planner, table, Self.at(minutes: -10)).contains("doNotDisturb"))
    }

    @Test func leaveByUsesTheCallersTravelTimeOrTheDefault() throws {
        let planner = ProactivePlanner(catalog: Self.catalog)
        var moment = Self.at(minutes: -61)
        moment.travelTime = 45 * 60  // leave by 19:15, shown from 19:00
        #expect(!kinds(planner, Self.show, moment).contains("leaveBy"))
        moment.now = Self.showtime.addingTimeInterval(-60 * 60)
        let leave = try #require(
            planner.suggestions(for: [(app: "com.example.tickets", reservation: Self.show)], at: moment).first {
                $0.kind == .leaveBy
            })
        #expect(leave.title == "Leave by 7:15 pm")
        #expect(leave.explanation.contains("Hamilton at Richard Rodgers Theatre starts at 8 pm"))
        // Past the leave-by moment it lingers a quarter of an hour, then it is too late to help.
        #expect(leave.expiresAt == Self.showtime.addingTimeInterval(-30 * 60))
        moment.now = Self.showtime.addingTimeInterval(-31 * 60)
        #expect(kinds(planner, Self.show, moment).contains("leaveBy"))
        moment.now = Self.showtime.addingTimeInterval(-30 * 60)
        #expect(!kinds(planner, Self.show, moment).contains("leaveBy"))
        // No travel time given: 30 minutes, so leave by 19:30, shown from 19:15.
        #expect(!kinds(planner, Self.show, Self.at(minutes: -46)).contains("leaveBy"))
        #expect(kinds(planner, Self.show, Self.at(minutes: -45)).contains("leaveBy"))
    }

    @Test func checkInOpensADayBeforeAFlightAndClosesBeforeDeparture() throws {
        let planner = ProactivePlanner(catalog: Self.catalog)
        #expect(!kinds(planner, Self.flightHome, Self.at(minutes: -24 * 60 - 1)).contains("checkIn"))
        let open = try #require(
            planner.suggestions(
                for: [(app: "com.example.air", reservation: Self.flightHome)], at: Self.at(minutes: -23 * 60)
            ).first { $0.kind == .checkIn })
        #expect(open.title == "Check in for Flight UA 100")
        #expect(open.explanation == "Flight UA 100 departs at 8 pm; check-in is open")
        #expect(open.action == .device(.openApp))
        #expect(!kinds(planner, Self.flightHome, Self.at(minutes: -44)).contains("checkIn"))
        // The airline's own shortcut runs when the reservation offers one.
        var withShortcut = Self.flightHome
        withShortcut.action = SuggestedShortcut(id: "ci", action: "CheckIn", title: "Check in for UA 100")
        let own = planner.plan(
            for: withShortcut, app: "com.example.air", at: Self.at(minutes: 0)
        ).first { $0.kind == .checkIn }
        #expect(own?.action == .app(Candidate(app: "com.example.air", action: "CheckIn")))
        // A show needs no check-in.
        #expect(!kinds(planner, Self.show, Self.at(minutes: -60)).contains("checkIn"))
    }

    // Guideline: suggest a ride home when the person enters the airport after a home-bound
    // flight — at the destination, after arrival, for a while.
    @Test func aRideHomeIsOfferedAtTheDestinationAfterAHomeBoundFlight() throws {
        let planner = ProactivePlanner(catalog: Self.catalog)
        let sfo = PlaceObservation(latitude: 37.6215, longitude: -122.3785)
        func moment(_ minutesAfterLanding: Double, at place: PlaceObservation?) -> ProactiveMoment {
            ProactiveMoment(
                now: Self.showtime.addingTimeInterval(6 * 3_600 + minutesAfterLanding * 60), place: place,
                home: Self.home)
        }
        let rides = planner.suggestions(
            for: [(app: "com.example.air", reservation: Self.flightHome)], at: moment(20, at: sfo)
        ).filter { $0.kind == .rideHome }
        #expect(rides.count == 1)
        #expect(rides.first?.title == "Get a ride home")
        #expect(
            rides.first?.action
                == .app(Candidate(app: "com.example.rides", action: "RequestRide", values: ["destination": "Home"])))
        #expect(rides.first?.explanation == "Flight UA 100 landed at SFO at 2 am")
        #expect(!kinds(planner, Self.flightHome, moment(-20, at: sfo)).contains("rideHome"))
        #expect(!kinds(planner, Self.flightHome, moment(20, at: Self.home)).contains("rideHome"))
        #expect(!kinds(planner, Self.flightHome, moment(20, at: nil)).contains("rideHome"))
        #expect(kinds(planner, Self.flightHome, moment(20, at: PlaceObservation(name: "sfo"))).contains("rideHome"))
        #expect(!kinds(planner, Self.flightHome, moment(121, at: sfo)).contains("rideHome"))
        // A flight away from home is not home-bound: no ride home.
        var away = moment(20, at: sfo)
        away.home = PlaceObservation(latitude: 40.71, longitude: -74.0, name: "Home")
        #expect(!kinds(planner, Self.flightHome, away).contains("rideHome"))
        // Without a ride app in the catalog there is nothing to run: no suggestion.
        let noRides = ProactivePlanner(catalog: Catalog(apps: []))
        #expect(!kinds(noRides, Self.flightHome, moment(20, at: sfo)).contains("rideHome"))
    }

    @Test func addToCalendarComesFromACalendarAppWithItsValues() throws {
        let planner = ProactivePlanner(catalog: Self.catalog)
        let calendar = try #require(
            planner.suggestions(
                for: [(app: "com.example.tickets", reservation: Self.show)], at: Self.at(minutes: -3 * 86_400 / 60)
            ).first { $0.kind == .addToCalendar })
        #expect(
            calendar.action
                == .app(
                    Candidate(
                        app: "com.example.daybook", action: "AddEvent",
                        values: [
                            "name": "Hamilton", "start": "2026-03-02T20:00:00Z", "length": "9000",
                            "location": "Richard Rodgers Theatre",
                        ])))
        #expect(calendar.explanation == "You booked Hamilton for Monday 2 March at 8 pm")
        #expect(!kinds(planner, Self.show, Self.at(minutes: 1)).contains("addToCalendar"))
        // What must happen now comes before what can wait.
        var tenMinutesAway = Self.at(minutes: -10)
        tenMinutesAway.travelTime = 10 * 60
        #expect(kinds(planner, Self.show, tenMinutesAway) == ["leaveBy", "doNotDisturb", "addToCalendar"])
        let none = ProactivePlanner(catalog: Catalog(apps: []))
        #expect(!kinds(none, Self.show, Self.at(minutes: -60)).contains("addToCalendar"))
    }

    @Test func everySuggestionExpiresIsExplainedAndKeepsItsIdentifier() {
        let planner = ProactivePlanner(catalog: Self.catalog)
        for reservation in [Self.show, Self.flightHome] {
            let first = planner.plan(for: reservation, app: "a", at: Self.at(minutes: 0))
            let second = planner.plan(for: reservation, app: "a", at: Self.at(minutes: 90))
            #expect(first.map(\.id) == second.map(\.id))
            #expect(Set(first.map(\.id)).count == first.count)
            #expect(first.allSatisfy { $0.appearsAt < $0.expiresAt && !$0.explanation.isEmpty })
        }
        // Every reservation is done for a day after it ends: nothing shows.
        #expect(kinds(planner, Self.show, Self.at(minutes: 24 * 60)).isEmpty)
    }

    @Test func anEditChangesTheTimeWeekdaysAndAskingButNotAPlaceTriggersTime() throws {
        let suggestion = AutomationSuggestion(
            id: "auto-1", person: "amy", trigger: .time(weekdays: [0, 2, 4], minute: 1_080),
            shortcut: Candidate(app: "a", action: "StartWorkout"), reason: "r", support: 9, confidence: 0.9,
            expires: Self.showtime)
        let edited = try suggestion.applying(
            AutomationSuggestionEdit(minute: 1_110, weekdays: [1, 3], askBeforeRunning: false))
        #expect(edited.trigger == .time(weekdays: [1, 3], minute: 1_110))
        #expect(edited.askBeforeRunning == false)
        #expect(edited.id == suggestion.id)
        #expect(throws: AutomationSuggestionEditError.self) {
            try suggestion.applying(AutomationSuggestionEdit(weekdays: [7]))
        }
        var gym = suggestion
        gym.trigger = .arrive(place: "Gym")
        #expect(throws: AutomationSuggestionEditError.self) {
            try gym.applying(AutomationSuggestionEdit(minute: 600))
        }
        let weekdays = try gym.applying(AutomationSuggestionEdit(weekdays: [5, 6]))
        #expect(weekdays.conditions == [.weekdays([5, 6])])
        #expect(weekdays.triggerDescription == "When I arrive at Gym at weekends")
    }
}
