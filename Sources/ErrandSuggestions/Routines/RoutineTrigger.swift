import ErrandCatalog
import Foundation

/// What starts an automation: a time of day on some weekdays, or arriving at or leaving a
/// named place.
///
/// Weekdays count from 0 (Monday) to 6 (Sunday), in the local time of the person; `minute` is
/// the minute of the local day (0–1439).
public enum RoutineTrigger: Sendable, Hashable, Codable {
    case time(weekdays: [Int], minute: Int)
    case arrive(place: String)
    case leave(place: String)

    /// `time`, `arrive` or `leave`.
    public var kind: String {
        switch self {
        case .time: return "time"
        case .arrive: return "arrive"
        case .leave: return "leave"
        }
    }

    /// The local time as `HH:MM`, for time triggers.
    public var clock: String? {
        guard case .time(_, let minute) = self else { return nil }
        let wrapped = ((minute % 1_440) + 1_440) % 1_440
        return String(format: "%02d:%02d", wrapped / 60, wrapped % 60)
    }

    /// The compact JSON the truth files use, keys in a fixed order:
    /// `{"kind":"time","weekdays":[0,2,4],"time":"18:00"}` or `{"kind":"arrive","place":"Gym"}`.
    public var json: String {
        switch self {
        case .time(let weekdays, _):
            let days = weekdays.sorted().map(String.init).joined(separator: ",")
            return "{\"kind\":\"time\",\"weekdays\":[\(days)],\"time\":\"\(clock ?? "00:00")\"}"
        case .arrive(let place), .leave(let place):
            return "{\"kind\":\"\(kind)\",\"place\":\(JSONText.string(place))}"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, weekdays, time, place }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "time":
            let weekdays = try container.decode([Int].self, forKey: .weekdays)
            guard weekdays.allSatisfy({ (0...6).contains($0) }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .weekdays, in: container, debugDescription: "weekdays go from 0 (Monday) to 6 (Sunday)")
            }
            let text = try container.decode(String.self, forKey: .time)
            guard let minute = Self.minute(of: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .time, in: container, debugDescription: "time '\(text)' is not HH:MM (00:00–23:59)")
            }
            self = .time(weekdays: weekdays.sorted(), minute: minute)
        case "arrive": self = .arrive(place: try container.decode(String.self, forKey: .place))
        case "leave": self = .leave(place: try container.decode(String.self, forKey: .place))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "kind '\(kind)' is not time, arrive or leave")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .time(let weekdays, _):
            try container.encode(weekdays, forKey: .weekdays)
            try container.encode(clock, forKey: .time)
        case .arrive(let place), .leave(let place):
            try container.encode(place, forKey: .place)
        }
    }

    /// The minute of the day of `HH:MM`, or `nil`.
    public static func minute(of text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
            (0...59).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}

extension JSONText {
    /// A flat object of strings, keys sorted.
    static func object(_ values: [String: String]) -> String {
        "{" + values.keys.sorted().map { "\(string($0)):\(string(values[$0] ?? ""))" }.joined(separator: ",") + "}"
    }
}
