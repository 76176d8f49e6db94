import ErrandCatalog
import Foundation

/// What the scheduler is told at one tick: the moment, the person's time zone, where they are
/// (when known) and the events that happened since the last tick.
///
/// ```swift
/// let observation = AutomationObservation(
///     now: now, timeZone: TimeZone(identifier: "America/New_York") ?? .current,
///     location: Coordinate(latitude: 40.71, longitude: -74.0),
///     events: [AutomationEvent(id: "order-981", kind: .app(app: "com.example.coffee", event: "orderReady"))])
/// ```
public struct AutomationObservation: Sendable, Hashable, Codable {
    public var now: Date
    /// The person's time zone: times of day and weekdays are read in it.
    public var timeZone: TimeZone
    /// Where the person is; `nil` when unknown (arrive and leave then wait for a location).
    public var location: Coordinate?
    public var events: [AutomationEvent]

    public init(now: Date, timeZone: TimeZone, location: Coordinate? = nil, events: [AutomationEvent] = []) {
        self.now = now
        self.timeZone = timeZone
        self.location = location
        self.events = events
    }
}

/// A point on Earth, in degrees.
public struct Coordinate: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether the latitude is in -90…90 and the longitude in -180…180.
    public var isValid: Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The great-circle distance to `other`, in metres.
    public func distance(to other: Coordinate) -> Double {
        GeoDistance.metres(
            fromLatitude: latitude, longitude: longitude, toLatitude: other.latitude, longitude: other.longitude)
    }
}

extension GeoFence {
    /// The fence's centre.
    public var center: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    /// Whether `point` is within the radius (on its edge counts as within).
    public func contains(_ point: Coordinate) -> Bool {
        center.distance(to: point) <= radius
    }
}

/// Something that happened, which app-event, device-event and donation triggers listen for.
///
/// `id` names this one occurrence: an automation fires at most once per event id, so a
/// repeated delivery of the same event (a retry, a restart) does not run it twice.
public struct AutomationEvent: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        /// An app reports an event ("order ready").
        case app(app: String, event: String)
        /// The device reports an event ("connected to the car").
        case device(String)
        /// A donation of the app's action arrived: the person performed it.
        case donation(app: String, action: String)
    }

    public var id: String
    public var kind: Kind

    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }
}
