import ErrandCatalog
import Foundation

extension DonationValidator {
    /// Throws a `DonationError` unless `reservation` is one `app` (by identifier) could have
    /// made: the app exists, the reservation has an id and a title, it ends no earlier than it
    /// starts, both within the years 1–9999, its places are on Earth, and the shortcut it offers
    /// (check in, show tickets) is an action of the app with values of its parameters' types.
    public func validate(_ reservation: Reservation, app: String) throws(DonationError) {
        guard catalog.app(app) != nil else { throw .unknownApp(app, known: catalog.apps.map(\.id)) }
        let id = reservation.id
        guard !id.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badReservation(id, "needs an id, unique within the app")
        }
        guard !reservation.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badReservation(id, "needs a title, the words shown for it (e.g. \"Flight to Lisbon\")")
        }
        let times = [("startsAt", reservation.startsAt), ("endsAt", reservation.endsAt)]
        for case let (key, date?) in times {
            let seconds = date.timeIntervalSince1970
            guard seconds.isFinite, (LocalTime.earliest...LocalTime.latest).contains(seconds) else {
                throw .badReservation(id, "\(key) must be between the years 1 and 9999")
            }
        }
        if let endsAt = reservation.endsAt, endsAt < reservation.startsAt {
            throw .badReservation(
                id,
                "endsAt \(Self.text(of: endsAt)) is before startsAt \(Self.text(of: reservation.startsAt)); "
                    + "a reservation ends when or after it starts")
        }
        for case let (key, place?) in [("place", reservation.place), ("destination", reservation.destination)] {
            if place.latitude != nil || place.longitude != nil, place.coordinate == nil {
                throw .badReservation(
                    id,
                    "the \(key) needs both a latitude in -90...90 and a longitude in -180...180; it has latitude "
                        + "\(place.latitude.map { "\($0)" } ?? "none"), longitude "
                        + "\(place.longitude.map { "\($0)" } ?? "none")")
            }
        }
        if let action = reservation.action {
            do {
                try validate(action.action, values: action.values, app: app)
            } catch {
                throw .badReservation(id, "the shortcut it offers (\(QuotedText.quoted(action.id))): \(error)")
            }
        }
    }

    /// `date` in ISO 8601 at UTC, for messages.
    private static func text(of date: Date) -> String {
        LocalTime(instant: date.timeIntervalSince1970, utcOffset: 0).iso8601
    }
}
