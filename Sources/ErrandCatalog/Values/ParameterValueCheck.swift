import Foundation

/// Why a fixed value does not fit a parameter: the wrong type, or a number out of the
/// parameter's range. One check for every value given ahead of time: a donation's values, the
/// fixed values of a person's phrase.
public enum ParameterValueProblem: Sendable, Hashable {
    /// The value is not of the parameter's type; both described for a message ("a Drink (one
    /// of latte, cappuccino)", "the Drink 'tea', which the app does not declare").
    case wrongType(expected: String, got: String)
    /// The number is outside the parameter's minimum and maximum ("1 to 10").
    case outOfRange(value: Double, range: String)

    /// The problem as a message about `parameter` of `action`: "parameter 'quantity' of
    /// 'OrderCoffee' is 40; accepted: 1 to 10".
    public func description(parameter: String, action: String) -> String {
        switch self {
        case .wrongType(let expected, let got):
            return "parameter '\(parameter)' of '\(action)' takes \(expected), not \(got)"
        case .outOfRange(let value, let range):
            return "parameter '\(parameter)' of '\(action)' is \(Self.written(value)); accepted: \(range)"
        }
    }

    /// A number as a person writes it: whole numbers without a fraction ("40", not "40.0").
    public static func written(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}

extension AppDefinition {
    /// What is wrong with `value` for `parameter` of this app, or `nil` when it fits.
    public func problem(with value: Value, for parameter: ParameterDefinition) -> ParameterValueProblem? {
        guard accepts(value, as: parameter.type) else {
            return .wrongType(expected: describe(parameter.type), got: Self.describe(value))
        }
        if let beyond = value.numberBeyondMagnitude {
            return .outOfRange(value: beyond, range: "-1e15 to 1e15")
        }
        if let number = parameter.boundedNumber(of: value), parameter.minimum != nil || parameter.maximum != nil {
            if number < (parameter.minimum ?? -.infinity) || number > (parameter.maximum ?? .infinity) {
                let written = { (bound: Double) in
                    parameter.boundUnit?.written(bound) ?? ParameterValueProblem.written(bound)
                }
                let low = parameter.minimum.map(written) ?? "any"
                let high = parameter.maximum.map(written) ?? "any"
                return .outOfRange(value: number, range: "\(low) to \(high)")
            }
        }
        return nil
    }

    /// Whether `value` has `type` in this app (declared enums by case, entities by type name).
    public func accepts(_ value: Value, as type: ValueType) -> Bool {
        switch (type, value) {
        case (.string, .string), (.integer, .integer), (.decimal, .decimal), (.decimal, .integer),
            (.boolean, .boolean), (.date, .date), (.time, .time), (.dateTime, .dateTime), (.duration, .duration),
            (.currency, .currency), (.temperature, .temperature), (.distance, .distance), (.percentage, .percentage),
            (.place, .place),
            (.person, .person), (.url, .url), (.file, .file):
            return true
        case (.list(let element), .list(let items)):
            return items.allSatisfy { accepts($0, as: element) }
        case (.custom(let name), _):
            guard let declared = self.type(named: name) else { return false }
            switch (declared.kind, value) {
            case (.enumeration(let cases), .enumCase(let id)): return cases.contains { $0.id == id }
            case (.entity(let values, let dynamic), .entity(let reference)):
                return reference.type == name
                    && (dynamic || values.isEmpty || values.contains { $0.id == reference.id })
            default: return false
            }
        default:
            return false
        }
    }

    /// A type for a message: "a Drink (one of latte, cappuccino)", "an integer".
    public func describe(_ type: ValueType) -> String {
        guard let name = type.customTypeName, case .custom = type, let declared = self.type(named: name) else {
            return EnglishArticles.indefinite(type.name)
        }
        switch declared.kind {
        case .enumeration(let cases):
            return EnglishArticles.indefinite(name) + " (one of \(cases.map(\.id).joined(separator: ", ")))"
        case .entity(let values, _):
            let known = values.map(\.id).joined(separator: ", ")
            let named = EnglishArticles.indefinite(name)
            return known.isEmpty ? "\(named) entity" : "\(named) (one of \(known))"
        }
    }

    /// A value for a message: "the enum case 'huge'", "a string".
    public static func describe(_ value: Value) -> String {
        switch value {
        case .enumCase(let id): return "the enum case \(QuotedText.quoted(id))"
        case .entity(let reference):
            return "the \(reference.type) \(QuotedText.quoted(reference.id)), which the app does not declare"
        default: return EnglishArticles.indefinite(value.typeName)
        }
    }
}
