import ErrandCatalog
import Foundation

/// The catalog's actions proactive suggestions run: a calendar app's create-event action and a
/// ride app's request-a-ride action, found once from what the actions declare.
public struct ProactiveApps: Sendable {
    /// A calendar's create-event action: a `create` action with a date-and-time parameter whose
    /// identifier or title mentions an event, or one adopting a `calendar.` intent.
    public var calendar: (app: String, action: ActionDefinition)?
    /// A ride action: an action whose identifier or title mentions a ride, taxi or cab.
    public var ride: (app: String, action: ActionDefinition)?

    public init(catalog: Catalog) {
        for app in catalog.apps.sorted(by: { $0.id < $1.id }) {
            for action in app.actions.sorted(by: { $0.id < $1.id }) {
                let words = Self.words(action.id + " " + action.title)
                let hasStart = action.parameters.contains { $0.type == .dateTime }
                let isCalendar =
                    action.adoptedIntent?.hasPrefix("calendar.") == true
                    || (action.category == .create && hasStart && words.contains("event"))
                if calendar == nil, isCalendar { calendar = (app.id, action) }
                let isRide = !words.isDisjoint(with: ["ride", "rides", "taxi", "cab"])
                if ride == nil, isRide, action.category != .information { ride = (app.id, action) }
            }
        }
    }

    /// The lowercased words of identifiers and titles: `RequestRide ride home` → request, ride,
    /// home (so "Override" is no ride).
    static func words(_ text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in text {
            if !character.isLetter || (character.isUppercase && !(current.last?.isUppercase ?? true)) {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = character.isLetter ? String(character) : ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }

    /// The candidate adding `reservation` to the calendar: the title in its required text
    /// parameter, the start in its date-and-time parameter, the length and the place when the
    /// action takes them.
    func calendarCandidate(for reservation: Reservation) -> Candidate? {
        guard let (app, action) = calendar else { return nil }
        var values: [String: String] = [:]
        if let name = action.parameters.first(where: { $0.type == .string && $0.isRequired })
            ?? action.parameters.first(where: { $0.type == .string })
        {
            values[name.id] = reservation.title
        }
        if let start = action.parameters.first(where: { $0.type == .dateTime }) {
            values[start.id] = ISO8601DateFormatter().string(from: reservation.startsAt)
        }
        if let end = reservation.endsAt, let length = action.parameters.first(where: { $0.type == .duration }) {
            values[length.id] = String(Int(end.timeIntervalSince(reservation.startsAt)))
        }
        if let placeName = reservation.place?.name,
            let location = action.parameters.first(where: { $0.type == .place })
        {
            values[location.id] = placeName
        }
        return Candidate(app: app, action: action.id, values: values)
    }

    /// The candidate for a ride home: the ride action with its destination (the first place
    /// parameter, preferring one named like a destination or drop-off) set to Home.
    func rideHomeCandidate() -> Candidate? {
        guard let (app, action) = ride else { return nil }
        let places = action.parameters.filter { $0.type == .place || $0.type == .string }
        let destination =
            places.first { parameter in
                let id = parameter.id.lowercased()
                return id == "to" || ["destination", "dropoff"].contains { id.contains($0) }
            }
            ?? places.first { $0.type == .place }
        var values: [String: String] = [:]
        if let destination { values[destination.id] = "Home" }
        return Candidate(app: app, action: action.id, values: values)
    }
}
