import Foundation

/// The moment a suggestion is asked for: when (in the person's local time), where, how they
/// move, on which device, and what they did just before.
public struct PredictionContext: Sendable, Hashable {
    public var time: LocalTime
    public var place: PlaceObservation?
    /// `still`, `walking`, `running`, `driving`, or another word a device reports.
    public var motion: String?
    /// `phone`, `watch`, `speaker`, `car`, `desktop`…
    public var device: String?
    /// The action performed just before, and when; `nil` to use the last one the predictor saw.
    public var previous: PreviousAction?

    public init(
        time: LocalTime, place: PlaceObservation? = nil, motion: String? = nil, device: String? = nil,
        previous: PreviousAction? = nil
    ) {
        self.time = time
        self.place = place
        self.motion = motion
        self.device = device
        self.previous = previous
    }
}

/// Where a person is: coordinates, a place name, or both.
public struct PlaceObservation: Sendable, Hashable, Codable {
    public var latitude: Double?
    public var longitude: Double?
    /// A named place when the device knows it ("Home", "Work", "Blue Bottle").
    public var name: String?

    public init(latitude: Double? = nil, longitude: Double? = nil, name: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.name = name
    }

    /// The coordinates, when both are present and on Earth.
    public var coordinate: (latitude: Double, longitude: Double)? {
        guard let latitude, let longitude, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            return nil
        }
        return (latitude, longitude)
    }
}

/// The action performed before the one being predicted.
public struct PreviousAction: Sendable, Hashable {
    public var candidate: Candidate
    /// Seconds since 1970 when it was performed.
    public var instant: Double

    public init(candidate: Candidate, instant: Double) {
        self.candidate = candidate
        self.instant = instant
    }
}
