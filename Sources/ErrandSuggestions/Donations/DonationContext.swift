import ErrandCatalog
import Foundation

/// The moment of a donation: when, in which time zone, where, how the person moved, on which
/// device, and what they did just before.
public struct DonationContext: Sendable, Hashable, Codable {
    public var date: Date
    /// A time zone identifier (`America/New_York`), `UTC`, or a fixed offset (`-05:00`).
    public var timeZone: String
    public var place: PlaceObservation?
    public var motion: Motion?
    /// The device the action was performed on (`phone`, `watch`, `speaker`, `car`, `desktop`).
    public var device: String?
    /// The previous action, as `app/action`.
    public var previousAction: String?

    public init(
        date: Date, timeZone: String, place: PlaceObservation? = nil, motion: Motion? = nil, device: String? = nil,
        previousAction: String? = nil
    ) {
        self.date = date
        self.timeZone = timeZone
        self.place = place
        self.motion = motion
        self.device = device
        self.previousAction = previousAction
    }

    /// The local time of the donation, or `nil` when the time zone is not one Errand knows.
    public var localTime: LocalTime? {
        guard let offset = Self.offset(of: timeZone, at: date) else { return nil }
        return LocalTime(instant: date.timeIntervalSince1970, utcOffset: offset)
    }

    /// The day of the week where the person was (1 Monday … 7 Sunday).
    public var weekday: Int? { localTime?.weekday }

    /// The context the predictor sees for this moment.
    public var predictionContext: PredictionContext? {
        guard let localTime else { return nil }
        return PredictionContext(time: localTime, place: place, motion: motion?.rawValue, device: device)
    }

    /// How a donation writes `zone`: its identifier when it has a regional one
    /// (`America/New_York`), else its offset at `date` (`-05:00`) — a zone made from an offset
    /// alone calls itself `GMT-0500`, which no other reader knows.
    public static func text(of zone: TimeZone, at date: Date) -> String {
        let identifier = zone.identifier
        if identifier == "UTC" || (identifier.contains("/") && TimeZone(identifier: identifier) != nil) {
            return identifier
        }
        return text(offset: zone.secondsFromGMT(for: date))
    }

    /// How a donation writes a fixed offset of `seconds` east of UTC: `-05:00`, `+05:30`.
    public static func text(offset seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// Seconds east of UTC of `timeZone` at `date`: an identifier, `UTC`/`Z`, or `±HH:MM`
    /// (`TimeZoneText`).
    public static func offset(of timeZone: String, at date: Date) -> Int? {
        TimeZoneText.zone(timeZone)?.secondsFromGMT(for: date)
    }
}

/// How the person was moving when they acted.
public enum Motion: String, Sendable, Hashable, Codable, CaseIterable {
    case still, walking, running, driving
}
