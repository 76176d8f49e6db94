import Foundation

/// One performed action in a usage log, a JSON Lines record:
///
/// ```json
/// {"user":"u1","at":"2026-03-02T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee",
///  "parameters":{"size":"large","coffee":"latte"},
///  "context":{"place":{"lat":40.71,"lon":-74.0,"name":"Home"},"motion":"walking","device":"phone"}}
/// ```
public struct UsageEvent: Sendable, Hashable, Codable {
    public var user: String
    /// ISO 8601 local time with its UTC offset.
    public var at: String
    public var app: String
    public var action: String
    /// Parameter values; any JSON value is read, and kept as its text.
    public var parameters: [String: LogValue]
    public var context: UsageContext?

    public init(
        user: String, at: String, app: String, action: String, parameters: [String: LogValue] = [:],
        context: UsageContext? = nil
    ) {
        self.user = user
        self.at = at
        self.app = app
        self.action = action
        self.parameters = parameters
        self.context = context
    }

    public init(from decoder: any Decoder) throws {
        try LogKeys.check(decoder, allowed: LogKeys.event)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // NB: a person's id may be written as a number; it names the same person as its text.
        if let number = try? container.decode(Int.self, forKey: .user) {
            user = String(number)
        } else {
            user = try container.decode(String.self, forKey: .user)
        }
        at = try container.decode(String.self, forKey: .at)
        app = try container.decode(String.self, forKey: .app)
        action = try container.decode(String.self, forKey: .action)
        parameters = try container.decodeIfPresent([String: LogValue].self, forKey: .parameters) ?? [:]
        context = try container.decodeIfPresent(UsageContext.self, forKey: .context)
    }

    /// The shortcut this event performed.
    public var candidate: Candidate {
        Candidate(app: app, action: action, values: parameters.mapValues(\.text))
    }
}

/// The context block of a usage log record.
public struct UsageContext: Sendable, Hashable, Codable {
    public var place: LoggedPlace?
    public var motion: String?
    public var device: String?

    public init(place: LoggedPlace? = nil, motion: String? = nil, device: String? = nil) {
        self.place = place
        self.motion = motion
        self.device = device
    }

    private enum CodingKeys: String, CodingKey { case place, motion, device }

    public init(from decoder: any Decoder) throws {
        try LogKeys.check(decoder, allowed: LogKeys.context)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        place = try container.decodeIfPresent(LoggedPlace.self, forKey: .place)
        motion = try container.decodeIfPresent(String.self, forKey: .motion)
        device = try container.decodeIfPresent(String.self, forKey: .device)
    }
}

/// A place as a usage log writes it: `{"lat": 40.71, "lon": -74.0, "name": "Home"}`.
public struct LoggedPlace: Sendable, Hashable, Codable {
    public var lat: Double?
    public var lon: Double?
    public var name: String?

    public init(lat: Double? = nil, lon: Double? = nil, name: String? = nil) {
        self.lat = lat
        self.lon = lon
        self.name = name
    }

    public var observation: PlaceObservation { PlaceObservation(latitude: lat, longitude: lon, name: name) }

    private enum CodingKeys: String, CodingKey {
        case lat, lon, name
        case latitude, longitude, lng
    }

    /// Reads `lat` and `lon`, or `latitude` and `longitude` (or `lng`), as other logs write them:
    /// a place written the other way is still a place, not silently none.
    public init(from decoder: any Decoder) throws {
        try LogKeys.check(decoder, allowed: LogKeys.place)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lat =
            try container.decodeIfPresent(Double.self, forKey: .lat)
            ?? container.decodeIfPresent(Double.self, forKey: .latitude)
        lon =
            try container.decodeIfPresent(Double.self, forKey: .lon)
            ?? container.decodeIfPresent(Double.self, forKey: .longitude)
            ?? container.decodeIfPresent(Double.self, forKey: .lng)
        name = try container.decodeIfPresent(String.self, forKey: .name)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(lat, forKey: .lat)
        try container.encodeIfPresent(lon, forKey: .lon)
        try container.encodeIfPresent(name, forKey: .name)
    }
}

extension UsageEvent {
    /// The context a donation of this logged action carries, at `time` (its `at`, read), with
    /// `motion` read by the caller: a log may say any word, a donation takes one of four.
    public func donationContext(at time: LocalTime, motion: Motion?) -> DonationContext {
        DonationContext(
            date: Date(timeIntervalSince1970: time.instant), timeZone: DonationContext.text(offset: time.utcOffset),
            place: context?.place?.observation, motion: motion, device: context?.device)
    }
}

extension UsageEvent {
    /// The identifier of the donation of this logged action: the same for the same line, so a
    /// usage log donated twice keeps each action once (`DonationStore.save`). Two 64-bit hashes
    /// of the record with its keys sorted, the second over the text reversed, so that two
    /// different actions of one person share one only by a 128-bit accident.
    public var donationIdentifier: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let record = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(self)"
        return StableIdentifier.make("log-", from: record) + StableIdentifier.make("-", from: String(record.reversed()))
    }
}
