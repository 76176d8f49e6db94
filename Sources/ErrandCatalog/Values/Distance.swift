import Foundation

/// A length with the unit it was said in: a run's goal of "5 miles", a radius of "500 meters", a
/// waist of "84 cm".
///
/// The unit is kept, as a temperature's is, so that what is said back is what the person said
/// ("five kilometers", not "three point one miles"); `meters` compares lengths across units.
public struct Distance: Sendable, Hashable, Codable {
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case meters, kilometers, miles, yards, feet, centimeters, millimeters, inches

        /// The length of one unit in meters.
        public var meters: Double {
            switch self {
            case .meters: 1
            case .kilometers: 1000
            case .miles: 1609.344
            case .yards: 0.9144
            case .feet: 0.3048
            case .centimeters: 0.01
            case .millimeters: 0.001
            case .inches: 0.0254
            }
        }

        /// The unit's name for one of it and for several: ("mile", "miles").
        public var names: (singular: String, plural: String) {
            switch self {
            case .meters: ("meter", "meters")
            case .kilometers: ("kilometer", "kilometers")
            case .miles: ("mile", "miles")
            case .yards: ("yard", "yards")
            case .feet: ("foot", "feet")
            case .centimeters: ("centimeter", "centimeters")
            case .millimeters: ("millimeter", "millimeters")
            case .inches: ("inch", "inches")
            }
        }

        /// The unit's abbreviation, as a screen shows it: "km", "mi".
        public var symbol: String {
            switch self {
            case .meters: "m"
            case .kilometers: "km"
            case .miles: "mi"
            case .yards: "yd"
            case .feet: "ft"
            case .centimeters: "cm"
            case .millimeters: "mm"
            case .inches: "in"
            }
        }

        /// `number` in this unit as a screen shows it: "5 km", "3.1 mi".
        public func written(_ number: String) -> String { "\(number) \(symbol)" }

        /// The unit a manifest, the command line or a person writes by its name or symbol,
        /// singular or plural, any case: "km", "Miles", "metre".
        public init?(written: String) {
            let word = written.lowercased().replacingOccurrences(of: "metre", with: "meter")
            guard
                let found = Self.allCases.first(where: { [$0.rawValue, $0.names.singular, $0.symbol].contains(word) })
            else { return nil }
            self = found
        }
    }

    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// A distance written with its unit, as a manifest or a shortcut writes it: "5 km",
    /// "3 miles", "400 m".
    public init?(written text: String) {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let value = Double(parts[0]), value.isFinite, let unit = Unit(written: String(parts[1]))
        else { return nil }
        self.init(value: value, unit: unit)
    }

    /// The length in meters.
    public var meters: Double { value * unit.meters }
}
