import Foundation

/// One performed action as routine mining sees it: when (with the local offset), which
/// shortcut, and where.
public struct RoutineObservation: Sendable, Hashable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var instant: Double
    /// Seconds east of UTC where the person was.
    public var utcOffset: Int
    public var app: String
    public var action: String
    public var values: [String: String]
    public var place: PlaceObservation?
    /// The device the action was performed on (`phone`, `watch`, `car`), when known.
    public var device: String?

    public init(
        instant: Double, utcOffset: Int, app: String, action: String, values: [String: String] = [:],
        place: PlaceObservation? = nil, device: String? = nil
    ) {
        self.instant = instant
        self.utcOffset = utcOffset
        self.app = app
        self.action = action
        self.values = values
        self.place = place
        self.device = device
    }

    /// A usage-log event; `nil` when its time cannot be read.
    public init?(_ event: UsageEvent) {
        guard let time = LocalTime(iso8601: event.at) else { return nil }
        self.init(
            instant: time.instant, utcOffset: time.utcOffset, app: event.app, action: event.action,
            values: event.parameters.mapValues(\.text), place: event.context?.place?.observation,
            device: event.context?.device)
    }

    /// A donation with its salient values; `nil` when its time zone is unknown or it is not
    /// eligible for prediction.
    public init?(_ donation: Donation) {
        guard let time = donation.context.localTime, let candidate = donation.candidate else { return nil }
        self.init(
            instant: time.instant, utcOffset: time.utcOffset, app: candidate.app, action: candidate.action,
            values: candidate.values, place: donation.context.place, device: donation.context.device)
    }
}
