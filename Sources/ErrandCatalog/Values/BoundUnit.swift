import Foundation

/// The unit a parameter's `min` and `max` are in, for a measure that may be said in any of
/// several units: a temperature or a distance. Values said in another unit are compared in
/// this one: with bounds of 150 °F to 550 °F an oven takes 100 °C (212 °F) and refuses 300 °C
/// (572 °F), where the numbers alone would have done the opposite. Money's are in a currency
/// (`max: 500 USD`), which an amount in another is never compared with: there is no rate.
public enum BoundUnit: Sendable, Hashable {
    case temperature(Temperature.Unit)
    case distance(Distance.Unit)
    /// A currency's code ("USD").
    case currency(String)

    /// The unit `value` is in, when it is a temperature or a distance.
    public init?(of value: Value) {
        switch value {
        case .temperature(let temperature): self = .temperature(temperature.unit)
        case .distance(let distance): self = .distance(distance.unit)
        case .currency(let amount): self = .currency(amount.code.uppercased())
        default: return nil
        }
    }

    /// The number `value` has in this unit, or `nil` when it is no measure of this kind. A
    /// temperature in plain degrees, of no scale, is taken to be in this one.
    public func number(of value: Value) -> Double? {
        switch (self, value) {
        case (.temperature(let unit), .temperature(let temperature)):
            guard temperature.unit != unit else { return temperature.value }
            return Self.kelvin(temperature.value, from: temperature.unit).map { Self.fromKelvin($0, to: unit) }
                ?? temperature.value
        case (.distance(let unit), .distance(let distance)):
            return distance.unit == unit ? distance.value : distance.meters / unit.meters
        case (.currency(let code), .currency(let amount)):
            return amount.code.uppercased() == code ? amount.amount : nil
        default: return nil
        }
    }

    /// `number` as a value in this unit: how a bound is said ("550°F").
    public func value(_ number: Double) -> Value {
        switch self {
        case .temperature(let unit): return .temperature(Temperature(value: number, unit: unit))
        case .distance(let unit): return .distance(Distance(value: number, unit: unit))
        case .currency(let code): return .currency(CurrencyAmount(amount: number, code: code))
        }
    }

    /// `number` in this unit as a message writes it: "550°F", "5 km".
    public func written(_ number: Double) -> String {
        let digits = ParameterValueProblem.written(number)
        switch self {
        case .temperature(let unit): return unit.written(digits)
        case .distance(let unit): return unit.written(digits)
        case .currency(let code): return "\(digits) \(code)"
        }
    }

    /// `degrees` of `unit` in kelvin; `nil` for plain degrees, of no scale.
    private static func kelvin(_ degrees: Double, from unit: Temperature.Unit) -> Double? {
        switch unit {
        case .celsius: return degrees + 273.15
        case .fahrenheit: return (degrees - 32) * 5 / 9 + 273.15
        case .kelvin: return degrees
        case .degree: return nil
        }
    }

    private static func fromKelvin(_ kelvin: Double, to unit: Temperature.Unit) -> Double {
        switch unit {
        case .celsius: return kelvin - 273.15
        case .fahrenheit: return (kelvin - 273.15) * 9 / 5 + 32
        case .kelvin, .degree: return kelvin
        }
    }
}

extension ParameterDefinition {
    /// The number of `value` that `minimum` and `maximum` bound: in the bounds' unit for a
    /// temperature or a distance, else the value's own number.
    public func boundedNumber(of value: Value) -> Double? {
        boundUnit.flatMap { $0.number(of: value) } ?? value.number
    }
}
