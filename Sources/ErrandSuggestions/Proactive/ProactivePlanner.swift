import ErrandCatalog
import Foundation

/// Plans the proactive suggestions of a person's reservations and picks the ones to show at a
/// moment. Pure: the reservations, the moment (now, place, travel time) and what the person
/// already acted on or dismissed are passed in.
///
/// The guidelines' moments: a reminder to leave in time, check-in before a flight or train,
/// "turn on Do Not Disturb" shortly before a show the person bought tickets for, a ride home on
/// entering the airport after a home-bound flight, and adding the reservation to a calendar
/// when a calendar app is installed.
///
/// ```swift
/// let planner = ProactivePlanner(catalog: catalog)
/// let now = planner.suggestions(for: reservations, at: ProactiveMoment(now: date, place: here), finished: done)
/// ```
public struct ProactivePlanner: Sendable {
    public var configuration: ProactiveConfiguration
    public var apps: ProactiveApps

    public init(catalog: Catalog, configuration: ProactiveConfiguration = ProactiveConfiguration()) {
        self.configuration = configuration
        self.apps = ProactiveApps(catalog: catalog)
    }

    /// The suggestions to show at `moment`, most urgent first (soonest to expire, "add to
    /// calendar" after the rest): inside their
    /// window, not in `finished` (acted on or dismissed), and — for a ride home — only where the
    /// person has arrived at the trip's destination.
    ///
    /// - Complexity: O(R) for R reservations.
    public func suggestions(
        for reservations: [(app: String, reservation: Reservation)], at moment: ProactiveMoment,
        finished: Set<String> = []
    ) -> [ProactiveSuggestion] {
        reservations.flatMap { plan(for: $0.reservation, app: $0.app, at: moment) }.filter { suggestion in
            guard suggestion.isShown(at: moment.now), !finished.contains(suggestion.id) else { return false }
            guard suggestion.kind == .rideHome else { return true }
            let reservation = reservations.first {
                $0.app == suggestion.reservationApp && $0.reservation.id == suggestion.reservationID
            }
            return reservation.map { hasArrived(at: $0.reservation, place: moment.place) } ?? false
        }.sorted { (urgency($0), $0.expiresAt, $0.id) < (urgency($1), $1.expiresAt, $1.id) }
    }

    /// 0 for what must happen at its moment, 1 for "add to calendar", which can wait.
    private func urgency(_ suggestion: ProactiveSuggestion) -> Int {
        suggestion.kind == .addToCalendar ? 1 : 0
    }

    /// Every suggestion `reservation` may produce, whatever the time: the windows are fixed by
    /// the reservation and the travel time of `moment`.
    public func plan(for reservation: Reservation, app: String, at moment: ProactiveMoment) -> [ProactiveSuggestion] {
        let start = reservation.startsAt
        let name = reservation.title
        let startClock = clock(start, moment.utcOffset)
        func make(
            _ kind: ProactiveSuggestion.Kind, _ action: ProactiveAction, _ title: String, _ why: String,
            from: Date, until: Date
        ) -> ProactiveSuggestion {
            ProactiveSuggestion(
                id: ProactiveSuggestion.identifier(kind: kind, app: app, reservationID: reservation.id), kind: kind,
                reservationApp: app, reservationID: reservation.id, action: action, title: title, explanation: why,
                appearsAt: from, expiresAt: until)
        }
        var result: [ProactiveSuggestion] = []
        let travel = max(0, moment.travelTime ?? configuration.defaultTravelTime)
        let leaveBy = start.addingTimeInterval(-travel)
        let minutes = Int((travel / 60).rounded())
        let whereTo = reservation.place?.name.map { " at \($0)" } ?? ""
        result.append(
            make(
                .leaveBy, .device(.remind), "Leave by \(clock(leaveBy, moment.utcOffset))",
                "\(name)\(whereTo) \(reservation.kind.isTrip ? "departs" : "starts") at \(startClock); "
                    + "it takes about \(minutes) min to get there",
                from: leaveBy.addingTimeInterval(-configuration.leaveByNotice),
                until: min(start, leaveBy.addingTimeInterval(configuration.leaveByGrace))))
        if reservation.kind.isTrip {
            let ownAction = reservation.action.map { ProactiveAction.app($0.candidate(app: app)) }
            result.append(
                make(
                    .checkIn, ownAction ?? .device(.openApp), reservation.action?.title ?? "Check in for \(name)",
                    "\(name) departs at \(startClock); check-in is open",
                    from: start.addingTimeInterval(-configuration.checkInLead),
                    until: start.addingTimeInterval(-configuration.checkInCloses)))
        }
        if reservation.kind.isShow {
            result.append(
                make(
                    .doNotDisturb, .device(.turnOnDoNotDisturb), "Turn on Do Not Disturb",
                    "\(name) starts at \(startClock)",
                    from: start.addingTimeInterval(-configuration.doNotDisturbLead),
                    until: start.addingTimeInterval(configuration.doNotDisturbGrace)))
        }
        if reservation.kind == .flight, let arrival = reservation.endsAt, reservation.destination != nil,
            isHomeBound(reservation, home: moment.home), let ride = apps.rideHomeCandidate()
        {
            let place = reservation.destination?.name.map { " at \($0)" } ?? ""
            result.append(
                make(
                    .rideHome, .app(ride), "Get a ride home",
                    "\(name) landed\(place) at \(clock(arrival, moment.utcOffset))",
                    from: arrival, until: arrival.addingTimeInterval(configuration.rideHomeWindow)))
        }
        if let calendar = apps.calendarCandidate(for: reservation) {
            result.append(
                make(
                    .addToCalendar, .app(calendar), "Add \(name) to your calendar",
                    "You booked \(name) for \(Self.day(start, moment.utcOffset)) at \(startClock)",
                    from: start.addingTimeInterval(-configuration.calendarLead), until: start))
        }
        return result
    }

    /// Whether the person is at the trip's destination: the same place name, or within
    /// `arrivalRadius` of its coordinates.
    public func hasArrived(at reservation: Reservation, place: PlaceObservation?) -> Bool {
        guard let destination = reservation.destination, let place else { return false }
        if let a = destination.name?.lowercased(), let b = place.name?.lowercased(), a == b { return true }
        guard let there = destination.coordinate, let here = place.coordinate else { return false }
        return KnownPlaces.distance(here, there) <= configuration.arrivalRadius
    }

    /// A trip is home-bound when it ends near home; when home is not known, any trip may be.
    func isHomeBound(_ reservation: Reservation, home: PlaceObservation?) -> Bool {
        guard let home = home?.coordinate, let destination = reservation.destination?.coordinate else { return true }
        return KnownPlaces.distance(home, destination) <= configuration.homeRegionRadius
    }

    /// "8 pm", "7:25 pm" in the local time of `offset`.
    private func clock(_ date: Date, _ offset: Int) -> String {
        let local = LocalTime(instant: date.timeIntervalSince1970, utcOffset: offset)
        return RoutineReason.clock(local.hour * 60 + local.minute)
    }

    /// "Monday 2 March".
    static func day(_ date: Date, _ offset: Int) -> String {
        let local = LocalTime(instant: date.timeIntervalSince1970, utcOffset: offset)
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        let weekday = RoutineReason.dayNames[(local.weekday + 6) % 7]
        return "\(weekday) \(local.day) \(months[max(0, min(11, local.month - 1))])"
    }
}
