import Foundation

/// When proactive suggestions appear and expire, in seconds. Every moment is relative to the
/// reservation's start (or, for a ride home, its arrival).
public struct ProactiveConfiguration: Sendable, Hashable {
    /// The travel time assumed when the caller gives none.
    public var defaultTravelTime: TimeInterval = 30 * 60
    /// How long before the leave-by moment (start − travel time) the reminder appears…
    public var leaveByNotice: TimeInterval = 15 * 60
    /// …and how long after it the reminder stays (never past the start).
    public var leaveByGrace: TimeInterval = 15 * 60
    /// How long before a flight or train departs check-in opens.
    public var checkInLead: TimeInterval = 24 * 3_600
    /// How long before departure check-in closes (the suggestion expires then).
    public var checkInCloses: TimeInterval = 45 * 60
    /// How long before a show starts "turn on Do Not Disturb" appears…
    public var doNotDisturbLead: TimeInterval = 15 * 60
    /// …and how long after the start it is still offered, for latecomers.
    public var doNotDisturbGrace: TimeInterval = 15 * 60
    /// How long after arrival a ride home is offered.
    public var rideHomeWindow: TimeInterval = 2 * 3_600
    /// How near (metres) the person must be to a trip's destination to have arrived there.
    public var arrivalRadius: Double = 2_000
    /// How near (metres) a destination must be to home for the trip to be home-bound.
    public var homeRegionRadius: Double = 60_000
    /// How long before the start "add to calendar" is offered; it expires at the start.
    public var calendarLead: TimeInterval = 30 * 86_400

    public init() {}
}

/// The moment proactive suggestions are planned for: when, the local offset for the clock
/// times they mention, where the person is, the travel time to the reservation and where home
/// is, when known.
public struct ProactiveMoment: Sendable, Hashable {
    public var now: Date
    /// Seconds east of UTC, for the times explanations show.
    public var utcOffset: Int
    public var place: PlaceObservation?
    /// The caller's estimate of the travel time to the reservation; `nil` for the default.
    public var travelTime: TimeInterval?
    /// Where home is; when known, a ride home is offered only after a trip that ends near it.
    public var home: PlaceObservation?

    public init(
        now: Date, utcOffset: Int = 0, place: PlaceObservation? = nil, travelTime: TimeInterval? = nil,
        home: PlaceObservation? = nil
    ) {
        self.now = now
        self.utcOffset = utcOffset
        self.place = place
        self.travelTime = travelTime
        self.home = home
    }
}
