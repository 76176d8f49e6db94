import Foundation

/// A reservation an app donates — a ticketed event, a trip, a table — which is suggested in
/// the hours before it happens (check in, leave now) and produces the proactive suggestions of
/// `ProactivePlanner` (leave by, check in, Do Not Disturb, a ride home, add to calendar).
///
/// For a trip (`flight`, `train`), `startsAt` is the departure from `place` and `endsAt` the
/// arrival at `destination`.
public struct Reservation: Sendable, Hashable, Codable, Identifiable {
    /// What was reserved: a ticketed `event` or `movie` (a show), a `flight` or `train`, a
    /// `restaurant` table, a `hotel` room, a `rentalCar`, or `other`.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case event, flight, train, restaurant, hotel, rentalCar, movie, other

        /// A show with a start time people sit down for: an event or a movie.
        public var isShow: Bool { self == .event || self == .movie }
        /// A trip with a departure and an arrival: a flight or a train.
        public var isTrip: Bool { self == .flight || self == .train }
    }

    /// Unique within the app.
    public var id: String
    public var kind: Kind
    public var title: String
    public var startsAt: Date
    public var endsAt: Date?
    /// Where it happens; for a trip, where it departs from.
    public var place: PlaceObservation?
    /// For a trip, where it arrives.
    public var destination: PlaceObservation?
    /// The shortcut offered before it starts (check in, show tickets).
    public var action: SuggestedShortcut?

    public init(
        id: String, kind: Kind, title: String, startsAt: Date, endsAt: Date? = nil, place: PlaceObservation? = nil,
        destination: PlaceObservation? = nil, action: SuggestedShortcut? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.place = place
        self.destination = destination
        self.action = action
    }
}
