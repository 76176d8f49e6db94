import Foundation
import Yams

/// Reads a value written in a manifest (a default, an option, a shortcut's fixed value) as the
/// parameter's type says it must be.
///
/// Durations accept seconds or `15m`, `1h30m`, `90s`, `PT15M`; money `2.50 USD` or
/// `{amount, code}`; temperatures `21 C`; distances `5 km`; enums a case id, title or synonym;
/// entities a listed value's id, title or synonym (any text for a dynamic entity).
struct ValueLiteral {
    let types: [String: TypeDefinition]

    /// The value, or a message saying what was expected.
    func value(from node: Node, as type: ValueType) -> Result<Value, ValueLiteralError> {
        switch type {
        case .list(let element):
            guard case .sequence(let sequence) = node else {
                return value(from: node, as: element).map { .list([$0]) }
            }
            var values: [Value] = []
            for item in sequence {
                switch value(from: item, as: element) {
                case .success(let value): values.append(value)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.list(values))
        case .custom(let name):
            return custom(node, name)
        default:
            guard case .scalar(let scalar) = node else {
                return structured(node, type)
            }
            return scalarValue(scalar.string, type)
        }
    }

    private func scalarValue(_ text: String, _ type: ValueType) -> Result<Value, ValueLiteralError> {
        let fail = { (expected: String) in
            Result<Value, ValueLiteralError>.failure(.init("'\(text)' is not \(expected)"))
        }
        switch type {
        case .string: return .success(.string(text))
        case .integer: return Int(text).map { .success(.integer($0)) } ?? fail("a whole number")
        case .decimal: return Self.finite(text).map { .success(.decimal($0)) } ?? fail("a number")
        case .percentage:
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            return Self.finite(digits.trimmingWhitespace()).map { .success(.percentage($0)) } ?? fail("a percentage")
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on": return .success(.boolean(true))
            case "false", "no", "off": return .success(.boolean(false))
            default: return fail("true or false")
            }
        case .date: return CalendarDate(iso8601: text).map { .success(.date($0)) } ?? fail("a date (YYYY-MM-DD)")
        case .time: return TimeOfDay(iso8601: text).map { .success(.time($0)) } ?? fail("a time (HH:MM)")
        case .dateTime:
            return ISO8601DateFormatter().date(from: text).map { .success(.dateTime($0)) }
                ?? fail("a date and time (ISO 8601, 2026-01-31T09:00:00Z)")
        case .duration:
            return DurationLiteral.seconds(text).map { .success(.duration($0)) }
                ?? fail("a duration (seconds, or 15m, 1h30m, 90s, PT15M)")
        case .currency:
            let parts = text.split(separator: " ")
            if parts.count == 2, let amount = Self.finite(String(parts[0])), parts[1].count == 3 {
                return .success(.currency(CurrencyAmount(amount: amount, code: parts[1].uppercased())))
            }
            return fail("an amount with its currency code (2.50 USD)")
        case .temperature:
            let parts = text.split(separator: " ")
            let units: [String: Temperature.Unit] = ["c": .celsius, "f": .fahrenheit, "k": .kelvin]
            if parts.count == 2, let value = Self.finite(String(parts[0])), let unit = units[parts[1].lowercased()] {
                return .success(.temperature(Temperature(value: value, unit: unit)))
            }
            return fail("a temperature with its unit (21 C, 70 F)")
        case .distance:
            return Distance(written: text).map { .success(.distance($0)) }
                ?? fail(
                    "a distance with its unit (5 km, 3 miles, 400 m; units: "
                        + Distance.Unit.allCases.map(\.symbol).joined(separator: ", ") + ")")
        case .place: return .success(.place(Place(name: text)))
        case .person: return .success(.person(Person(name: text)))
        case .url: return URL(string: text).map { .success(.url($0)) } ?? fail("a URL")
        case .file: return .success(.file(FileReference(path: text)))
        case .custom, .list: return fail("a value of \(type.name)")
        }
    }

    /// A number written as text, when it is one and finite ("nan" and "inf" are not values).
    private static func finite(_ text: String) -> Double? {
        Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    private func structured(_ node: Node, _ type: ValueType) -> Result<Value, ValueLiteralError> {
        guard case .mapping(let mapping) = node else {
            return .failure(.init("a list is not a value of \(type.name)"))
        }
        let field = { (key: String) in mapping[key]?.string }
        switch type {
        case .currency:
            if let amount = field("amount").flatMap(Double.init), let code = field("code") {
                return .success(.currency(CurrencyAmount(amount: amount, code: code.uppercased())))
            }
        case .place:
            if let name = field("name") {
                return .success(
                    .place(
                        Place(
                            name: name, latitude: field("latitude").flatMap(Double.init),
                            longitude: field("longitude").flatMap(Double.init))))
            }
        case .person:
            if let name = field("name") {
                return .success(.person(Person(name: name, id: field("id"), handle: field("handle"))))
            }
        default: break
        }
        return .failure(.init("this mapping is not a value of \(type.name)"))
    }

    private func custom(_ node: Node, _ name: String) -> Result<Value, ValueLiteralError> {
        guard let definition = types[name] else {
            return .failure(.init("type '\(name)' is not declared under types"))
        }
        guard case .scalar(let scalar) = node else {
            return .failure(.init("expected a value of \(name) written as text"))
        }
        let text = scalar.string
        let lowered = text.lowercased()
        let match = definition.namedValues.first {
            $0.id == text || $0.names.contains { $0.lowercased() == lowered }
        }
        switch definition.kind {
        case .enumeration(let cases):
            if let match { return .success(.enumCase(match.id)) }
            return .failure(
                .init("'\(text)' is not a case of \(name) (\(cases.map(\.id).joined(separator: ", ")))"))
        case .entity(let values, let dynamic):
            if let match { return .success(.entity(EntityReference(type: name, id: match.id, title: match.title))) }
            if dynamic { return .success(.entity(EntityReference(type: name, id: text, title: text))) }
            return .failure(
                .init("'\(text)' is not a value of \(name) (\(values.map(\.id).joined(separator: ", ")))"))
        }
    }
}

/// Why a written value does not fit its type.
struct ValueLiteralError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Reads the duration forms manifests accept.
enum DurationLiteral {
    /// Seconds for `900`, `15m`, `1h30m`, `90s`, `2d`, or ISO 8601 `PT1H30M`.
    static func seconds(_ text: String) -> Double? {
        var rest = text.trimmingWhitespace().uppercased()
        if let plain = Double(rest) { return plain >= 0 && plain.isFinite ? plain : nil }
        // NB: in ISO 8601 an M before the T is months, which have no fixed length in seconds.
        var monthsPossible = false
        if rest.hasPrefix("PT") {
            rest.removeFirst(2)
        } else if rest.hasPrefix("P") {
            rest.removeFirst()
            monthsPossible = true
        }
        let units: [Character: Double] = ["D": 86_400, "H": 3_600, "M": 60, "S": 1]
        var total = 0.0
        var digits = ""
        var sawUnit = false
        for character in rest {
            if character.isNumber || character == "." {
                digits.append(character)
            } else if character == "M" && monthsPossible {
                return nil
            } else if let unit = units[character], let amount = Double(digits) {
                total += amount * unit
                digits = ""
                sawUnit = true
            } else if character == "T" && digits.isEmpty {
                monthsPossible = false
            } else {
                return nil
            }
        }
        return sawUnit && digits.isEmpty && total.isFinite ? total : nil
    }
}
