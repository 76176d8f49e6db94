import Foundation

extension Value {
    /// The value as plain JSON, the way a person reading command output expects it: an enum
    /// case or entity by its id, numbers as numbers, dates and times in ISO 8601, money as
    /// `{"amount": 2.5, "code": "USD"}`, lists as arrays.
    public var plainJSONObject: Any {
        switch self {
        case .string(let text), .enumCase(let text): return text
        case .integer(let number): return number
        case .decimal(let number), .percentage(let number), .duration(let number): return number
        case .boolean(let flag): return flag
        case .date(let date): return date.iso8601
        case .time(let time): return time.iso8601
        case .dateTime(let date):
            let formatter = ISO8601DateFormatter()
            return formatter.string(from: date)
        case .currency(let amount): return ["amount": amount.amount, "code": amount.code]
        case .temperature(let temperature): return ["value": temperature.value, "unit": temperature.unit.rawValue]
        case .distance(let distance): return ["value": distance.value, "unit": distance.unit.rawValue]
        case .place(let place):
            var object: [String: Any] = ["name": place.name]
            if let latitude = place.latitude, let longitude = place.longitude {
                object["latitude"] = latitude
                object["longitude"] = longitude
            }
            return object
        case .person(let person): return person.id.map { ["name": person.name, "id": $0] } ?? person.name
        case .url(let url): return url.absoluteString
        case .file(let file): return file.path
        case .entity(let entity): return entity.id
        case .list(let values): return values.map(\.plainJSONObject)
        }
    }
}
