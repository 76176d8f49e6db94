import ErrandCatalog
import Foundation

extension BuiltInValue {
    /// The value in Duckling's JSON shape: `{"value": 2, "unit": "minute", "seconds": 120}`,
    /// `{"from": 10, "to": 20, "currency": "$"}`, `{"type": "value", "value": "2013-…", "grain": "day"}`.
    ///
    /// Keys of open ends and absent holidays are left out; `seconds` is `NSNull` when unknown.
    public var jsonObject: [String: any Sendable] {
        switch self {
        case .number(let value): return ["value": value]
        case .ordinal(let value): return ["value": value]
        case .percentage(let value): return ["value": value, "unit": "%"]
        case .duration(let duration):
            return [
                "value": duration.value, "unit": duration.unit.rawValue,
                "seconds": duration.seconds.map { $0 as any Sendable } ?? NSNull(),
            ]
        case .money(let money):
            var object = money.amount.jsonObject
            object["currency"] = money.currency
            return object
        case .temperature(let temperature):
            var object = temperature.amount.jsonObject
            object["unit"] = temperature.unit.rawValue
            return object
        case .distance(let distance): return ["value": distance.value, "unit": distance.unit.rawValue]
        case .time(let time):
            var object: [String: any Sendable] = ["grain": time.grain.rawValue]
            switch time.kind {
            case .instant(let point):
                object["type"] = "value"
                object["value"] = point.iso8601
            case .interval(let from, let to):
                object["type"] = "interval"
                if let from { object["from"] = from.iso8601 }
                if let to { object["to"] = to.iso8601 }
            }
            if let holiday = time.holiday { object["holiday"] = holiday }
            return object
        }
    }

    /// A short human-readable form: `2 minute`, `$ 10…20`, `2013-02-13T19:00:00-02:00 (hour)`.
    public var summary: String {
        switch self {
        case .number(let value): return Self.format(value)
        case .ordinal(let value): return "#\(value)"
        case .percentage(let value): return Self.format(value) + "%"
        case .duration(let duration): return Self.format(duration.value) + " " + duration.unit.rawValue
        case .money(let money): return money.amount.summary + " " + money.currency
        case .temperature(let temperature): return temperature.amount.summary + " " + temperature.unit.rawValue
        case .distance(let distance): return Self.format(distance.value) + " " + distance.unit.rawValue
        case .time(let time):
            let holiday = time.holiday.map { " " + $0 } ?? ""
            switch time.kind {
            case .instant(let point): return point.iso8601 + " (" + time.grain.rawValue + ")" + holiday
            case .interval(let from, let to):
                return (from?.iso8601 ?? "…") + " to " + (to?.iso8601 ?? "…") + " (" + time.grain.rawValue + ")"
                    + holiday
            }
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Amount {
    var jsonObject: [String: any Sendable] {
        switch self {
        case .exact(let value): ["value": value]
        case .between(let from, let to): ["from": from, "to": to]
        case .atLeast(let value): ["min": value]
        case .atMost(let value): ["max": value]
        }
    }

    var summary: String {
        switch self {
        case .exact(let value): BuiltInValue.format(value)
        case .between(let from, let to): BuiltInValue.format(from) + "…" + BuiltInValue.format(to)
        case .atLeast(let value): "≥ " + BuiltInValue.format(value)
        case .atMost(let value): "≤ " + BuiltInValue.format(value)
        }
    }
}
