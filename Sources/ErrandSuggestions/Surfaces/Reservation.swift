import Foundation

/// A reservation an app donates — a ticketed event, a trip, a table — which is suggested in
/// the hours before it happens (check in, leave now).
public struct Reservation: Sendable, Hashable, Codable, Identifiable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case event, flight, train, restaurant, hotel, rentalCar, movie, other
    }

    /// Unique within the app.
    public var id: String
    public var kind: Kind
    public var title: String
    public var startsAt: Date
    public var endsAt: Date?
    public var place: PlaceObservation?
    /// The shortcut offered before it starts (check in, show tickets).
    public var action: SuggestedShortcut?

    public init(
        id: String, kind: Kind, title: String, startsAt: Date, endsAt: Date? = nil, place: PlaceObservation? = nil,
        action: SuggestedShortcut? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.place = place
        self.action = action
    }
}
