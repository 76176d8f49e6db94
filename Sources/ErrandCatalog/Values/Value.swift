import Foundation

/// A value at run time: what a parameter holds or an action outputs.
///
/// `Value` is `Codable` as a small tagged object, `{"type": "currency", "value": {"amount": 2.5,
/// "code": "USD"}}`, the same shape the webhook protocol and the stores use.
public indirect enum Value: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case decimal(Double)
    case boolean(Bool)
    /// A calendar date without a time.
    case date(CalendarDate)
    /// A time of day without a date.
    case time(TimeOfDay)
    /// An instant.
    case dateTime(Date)
    /// A length of time, in seconds.
    case duration(TimeInterval)
    case currency(CurrencyAmount)
    case temperature(Temperature)
    case distance(Distance)
    /// A percentage, as written: 15 means 15%.
    case percentage(Double)
    case place(Place)
    case person(Person)
    case url(URL)
    case file(FileReference)
    /// A case of an app's enum type, by its id.
    case enumCase(String)
    /// One of an app's entities.
    case entity(EntityReference)
    case list([Value])

    /// The kind of value, named as manifests name types (`currency`, `enum`, `entity`, `list`).
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .boolean: return "boolean"
        case .date: return "date"
        case .time: return "time"
        case .dateTime: return "dateTime"
        case .duration: return "duration"
        case .currency: return "currency"
        case .temperature: return "temperature"
        case .distance: return "distance"
        case .percentage: return "percentage"
        case .place: return "place"
        case .person: return "person"
        case .url: return "url"
        case .file: return "file"
        case .enumCase: return "enum"
        case .entity: return "entity"
        case .list: return "list"
        }
    }

    /// The value as a number, where it is one.
    public var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .decimal(let value), .percentage(let value), .duration(let value): return value
        case .currency(let amount): return amount.amount
        case .temperature(let temperature): return temperature.value
        case .distance(let distance): return distance.value
        default: return nil
        }
    }
}

/// A date on the calendar, with no time of day or time zone.
public struct CalendarDate: Sendable, Hashable, Codable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD`.
    /// Reads `YYYY-MM-DD`; `nil` for anything else, a day the month lacks (February 30) and
    /// a year outside 1–9999 included.
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// How many days `month` (1–12) has in `year` of the proleptic Gregorian calendar.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public var iso8601: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// A time of day, with no date.
public struct TimeOfDay: Sendable, Hashable, Codable, Comparable {
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(hour: Int, minute: Int, second: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Reads `HH:MM` or `HH:MM:SS` (24-hour clock).
    public init?(iso8601 text: String) {
        let parts = text.split(separator: ":").map { Int($0) }
        guard (2...3).contains(parts.count), let hour = parts[0], let minute = parts[1],
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? parts[2] : 0
        guard let second, (0...59).contains(second) else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    public var iso8601: String {
        second == 0
            ? String(format: "%02d:%02d", hour, minute) : String(format: "%02d:%02d:%02d", hour, minute, second)
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute, lhs.second) < (rhs.hour, rhs.minute, rhs.second)
    }
}

/// An amount of money in a currency (ISO 4217 code).
public struct CurrencyAmount: Sendable, Hashable, Codable {
    public var amount: Double
    public var code: String

    public init(amount: Double, code: String) {
        self.amount = amount
        self.code = code
    }
}

/// A temperature with its unit.
public struct Temperature: Sendable, Hashable, Codable {
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case celsius, fahrenheit, kelvin, degree

        /// `number` in this unit as a screen shows it: "21°C", "72°F", "300 K", "72°".
        public func written(_ number: String) -> String {
            switch self {
            case .celsius: number + "°C"
            case .fahrenheit: number + "°F"
            case .kelvin: number + " K"
            case .degree: number + "°"
            }
        }
    }

    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A place: a name a person knows it by, and its coordinates when known.
public struct Place: Sendable, Hashable, Codable {
    public var name: String
    public var latitude: Double?
    public var longitude: Double?

    public init(name: String, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A person: a contact's name, and the app's identifier and handle (phone, address) when known.
public struct Person: Sendable, Hashable, Codable {
    public var name: String
    public var id: String?
    public var handle: String?

    public init(name: String, id: String? = nil, handle: String? = nil) {
        self.name = name
        self.id = id
        self.handle = handle
    }
}

/// A file, by path or name, with its content type when known.
public struct FileReference: Sendable, Hashable, Codable {
    public var path: String
    public var contentType: String?

    public init(path: String, contentType: String? = nil) {
        self.path = path
        self.contentType = contentType
    }
}

/// One of an app's entities, by id, with the title to show and say.
public struct EntityReference: Sendable, Hashable, Codable {
    public var type: String
    public var id: String
    public var title: String
    /// What the app tells about the entity beyond its title (a task's `notes`, an event's
    /// `attendees`), so a shortcut can pass a property of one step's output to the next.
    public var properties: [String: Value]

    public init(type: String, id: String, title: String, properties: [String: Value] = [:]) {
        self.type = type
        self.id = id
        self.title = title
        self.properties = properties
    }

    private enum CodingKeys: String, CodingKey { case type, id, title, properties }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        properties = try container.decodeIfPresent([String: Value].self, forKey: .properties) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
    }
}
