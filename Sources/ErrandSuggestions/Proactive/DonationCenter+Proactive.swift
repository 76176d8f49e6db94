import Foundation

extension DonationCenter {
    /// The proactive suggestions from `person`'s reservations to show at the moment `context`
    /// describes, without the ones they acted on or dismissed (when the store keeps outcomes,
    /// see `ProactiveOutcomeStore`). Home is where the donations say "Home" is, when they do.
    ///
    /// - Complexity: O(R) for R reservations, plus one read of the person's donations in the
    ///   hours after a flight lands (to find Home).
    ///
    /// - Parameter travelTime: the caller's estimate of the travel time to the reservation;
    ///   `nil` uses `configuration.defaultTravelTime`.
    public func proactiveSuggestions(
        for person: String, in context: PredictionContext, travelTime: TimeInterval? = nil,
        configuration: ProactiveConfiguration = ProactiveConfiguration()
    ) throws -> [ProactiveSuggestion] {
        let reservations = try offers(of: person).reservations
        guard !reservations.isEmpty else { return [] }
        let finished = try (store as? any ProactiveOutcomeStore)?.finishedProactiveSuggestions(of: person) ?? []
        let now = Date(timeIntervalSince1970: context.time.instant)
        // NB: where Home is takes a read of every donation; only a ride home needs it, and only
        // in the hours after a flight lands.
        let landed = reservations.contains { entry in
            guard entry.reservation.kind == .flight, entry.reservation.destination != nil,
                let arrival = entry.reservation.endsAt
            else { return false }
            return arrival <= now && now < arrival.addingTimeInterval(configuration.rideHomeWindow)
        }
        let moment = ProactiveMoment(
            now: now, utcOffset: context.time.utcOffset, place: context.place, travelTime: travelTime,
            home: landed ? try namedPlaces(of: person)["home"] : nil)
        return ProactivePlanner(catalog: catalog, configuration: configuration).suggestions(
            for: reservations, at: moment, finished: finished)
    }

    /// Records that `person` acted on or dismissed proactive suggestion `id`; it is not offered
    /// again.
    ///
    /// - Throws: `DonationError` when no reservation of the person makes a suggestion `id` (a
    ///   mistyped identifier would otherwise be "dismissed" and nothing would change), or when
    ///   the store does not keep outcomes.
    public func record(_ outcome: ProactiveOutcome, proactiveSuggestion id: String, of person: String, at date: Date)
        throws
    {
        guard let outcomes = store as? any ProactiveOutcomeStore else {
            throw DonationError.storage("this store does not keep what was done with proactive suggestions")
        }
        guard try proactiveSuggestionIdentifiers(of: person).contains(id) else {
            throw DonationError.unknownProactiveSuggestion(id, person: person)
        }
        try outcomes.recordProactiveOutcome(outcome, suggestion: id, of: person, at: date)
    }

    /// The identifiers of every proactive suggestion `person`'s reservations may make, whenever
    /// it is shown.
    ///
    /// - Complexity: O(R) for R reservations.
    public func proactiveSuggestionIdentifiers(of person: String) throws -> Set<String> {
        var identifiers: Set<String> = []
        for entry in try offers(of: person).reservations {
            for kind in ProactiveSuggestion.Kind.allCases {
                identifiers.insert(
                    ProactiveSuggestion.identifier(kind: kind, app: entry.app, reservationID: entry.reservation.id))
            }
        }
        return identifiers
    }
}
