import ErrandCatalog
import Foundation

/// What starts an automation: a time of day on some weekdays, arriving at or leaving a named
/// place, another action the person performs (`after`), or an event the device reports
/// (`device`, such as `connected-to-car`).
///
/// Weekdays count from 0 (Monday) to 6 (Sunday), in the local time of the person; `minute` is
/// the minute of the local day (0–1439).
public enum RoutineTrigger: Sendable, Hashable, Codable {
    case time(weekdays: [Int], minute: Int)
    case arrive(place: String)
    case leave(place: String)
    /// Right after the person performs `action` of `app` (with any values).
    case after(app: String, action: String)
    /// When the device reports `event` (`connected-to-car`, `connected-to-watch`).
    case device(event: String)

    /// `time`, `arrive`, `leave`, `after` or `device`.
    public var kind: String {
        switch self {
        case .time: return "time"
        case .arrive: return "arrive"
        case .leave: return "leave"
        case .after: return "after"
        case .device: return "device"
        }
    }

    /// The local time as `HH:MM`, for time triggers.
    public var clock: String? {
        guard case .time(_, let minute) = self else { return nil }
        let wrapped = ((minute % 1_440) + 1_440) % 1_440
        return String(format: "%02d:%02d", wrapped / 60, wrapped % 60)
    }

    /// The compact JSON the truth files use, keys in a fixed order:
    /// `{"kind":"time","weekdays":[0,2,4],"time":"18:00"}`, `{"kind":"arrive","place":"Gym"}`,
    /// `{"kind":"after","app":"com.example.coffee","action":"OrderCoffee"}` or
    /// `{"kind":"device","event":"connected-to-car"}`.
    public var json: String {
        switch self {
        case .time(let weekdays, _):
            let days = weekdays.sorted().map(String.init).joined(separator: ",")
            return "{\"kind\":\"time\",\"weekdays\":[\(days)],\"time\":\"\(clock ?? "00:00")\"}"
        case .arrive(let place), .leave(let place):
            return "{\"kind\":\"\(kind)\",\"place\":\(JSONText.string(place))}"
        case .after(let app, let action):
            return "{\"kind\":\"after\",\"app\":\(JSONText.string(app)),\"action\":\(JSONText.string(action))}"
        case .device(let event):
            return "{\"kind\":\"device\",\"event\":\(JSONText.string(event))}"
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, weekdays, time, place, app, action, event }

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
        case "after":
            self = .after(
                app: try container.decode(String.self, forKey: .app),
                action: try container.decode(String.self, forKey: .action))
        case "device": self = .device(event: try container.decode(String.self, forKey: .event))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "kind '\(kind)' is not time, arrive, leave, after or device")
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
        case .after(let app, let action):
            try container.encode(app, forKey: .app)
            try container.encode(action, forKey: .action)
        case .device(let event):
            try container.encode(event, forKey: .event)
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
