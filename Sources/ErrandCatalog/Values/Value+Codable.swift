import Foundation

extension Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "string": self = .string(try container.decode(String.self, forKey: .value))
        case "integer": self = .integer(try container.decode(Int.self, forKey: .value))
        case "decimal": self = .decimal(try container.decode(Double.self, forKey: .value))
        case "boolean": self = .boolean(try container.decode(Bool.self, forKey: .value))
        case "date": self = .date(try container.decode(CalendarDate.self, forKey: .value))
        case "time": self = .time(try container.decode(TimeOfDay.self, forKey: .value))
        case "dateTime":
            let seconds = try container.decode(Double.self, forKey: .value)
            self = .dateTime(Date(timeIntervalSince1970: seconds))
        case "duration": self = .duration(try container.decode(Double.self, forKey: .value))
        case "currency": self = .currency(try container.decode(CurrencyAmount.self, forKey: .value))
        case "temperature": self = .temperature(try container.decode(Temperature.self, forKey: .value))
        case "distance": self = .distance(try container.decode(Distance.self, forKey: .value))
        case "percentage": self = .percentage(try container.decode(Double.self, forKey: .value))
        case "place": self = .place(try container.decode(Place.self, forKey: .value))
        case "person": self = .person(try container.decode(Person.self, forKey: .value))
        case "url": self = .url(try container.decode(URL.self, forKey: .value))
        case "file": self = .file(try container.decode(FileReference.self, forKey: .value))
        case "enum": self = .enumCase(try container.decode(String.self, forKey: .value))
        case "entity": self = .entity(try container.decode(EntityReference.self, forKey: .value))
        case "list": self = .list(try container.decode([Value].self, forKey: .value))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container,
                debugDescription: "unknown value type '\(type)'; expected one of string, integer, decimal, boolean, "
                    + "date, time, dateTime, duration, currency, temperature, distance, percentage, place, person, url, file, "
                    + "enum, entity, list")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        switch self {
        case .string(let value), .enumCase(let value): try container.encode(value, forKey: .value)
        case .integer(let value): try container.encode(value, forKey: .value)
        case .decimal(let value), .duration(let value), .percentage(let value):
            try container.encode(value, forKey: .value)
        case .boolean(let value): try container.encode(value, forKey: .value)
        case .date(let value): try container.encode(value, forKey: .value)
        case .time(let value): try container.encode(value, forKey: .value)
        case .dateTime(let value): try container.encode(value.timeIntervalSince1970, forKey: .value)
        case .currency(let value): try container.encode(value, forKey: .value)
        case .temperature(let value): try container.encode(value, forKey: .value)
        case .distance(let value): try container.encode(value, forKey: .value)
        case .place(let value): try container.encode(value, forKey: .value)
        case .person(let value): try container.encode(value, forKey: .value)
        case .url(let value): try container.encode(value, forKey: .value)
        case .file(let value): try container.encode(value, forKey: .value)
        case .entity(let value): try container.encode(value, forKey: .value)
        case .list(let value): try container.encode(value, forKey: .value)
        }
    }
}
