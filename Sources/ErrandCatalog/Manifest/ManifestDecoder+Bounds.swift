import Foundation
import Yams

extension ManifestDecoder {
    /// A `min` or `max`: a number; for a length of time also one written as a default is
    /// (`10m`), for a temperature or a distance also one written with its unit (`150 F`, `5 km`),
    /// with that unit.
    mutating func bound(_ node: Node, _ path: String, of type: ValueType) -> (Double?, BoundUnit?) {
        guard case .scalar(let scalar) = node, Double(scalar.string) == nil else {
            return (reader.number(node, path), nil)
        }
        switch type {
        case .duration:
            reader.record(path, node)
            guard let seconds = DurationLiteral.seconds(scalar.string) else {
                reader.error(
                    "expected a length of time (seconds, or 15m, 1h30m, 90s, PT15M), found '\(scalar.string)'", node,
                    path)
                return (nil, nil)
            }
            return (seconds, nil)
        case .temperature, .distance, .currency:
            guard let value = literal(node, as: type, path), let unit = BoundUnit(of: value) else { return (nil, nil) }
            return (unit.number(of: value), unit)
        default:
            return (reader.number(node, path), nil)
        }
    }

    /// Checks `parameter`'s bounds once its default is read: a temperature's or a distance's are
    /// in one unit (the first written with one, else the default's; each converted to it), `min`
    /// is not above `max`, and the default lies between them.
    mutating func checkBounds(
        of parameter: inout ParameterDefinition, units: [String: BoundUnit], fields: [String: Node], path: String
    ) {
        guard parameter.minimum != nil || parameter.maximum != nil else { return }
        if parameter.type == .temperature || parameter.type == .distance {
            guard let unit = units["min"] ?? units["max"] ?? parameter.defaultValue.flatMap(BoundUnit.init(of:)) else {
                if let node = fields["min"] ?? fields["max"] {
                    let example = parameter.type == .temperature ? "150 F" : "5 km"
                    reader.error(
                        "min and max of a \(parameter.type) need their unit ('\(example)'), or a default in it",
                        node, path + (fields["min"] != nil ? ".min" : ".max"))
                }
                (parameter.minimum, parameter.maximum) = (nil, nil)
                return
            }
            // NB: a bound written in another unit than the first is said in the first.
            parameter.minimum = parameter.minimum.map { unit.number(of: (units["min"] ?? unit).value($0)) ?? $0 }
            parameter.maximum = parameter.maximum.map { unit.number(of: (units["max"] ?? unit).value($0)) ?? $0 }
            parameter.boundUnit = unit
        }
        if parameter.type == .currency, !checkCurrency(of: &parameter, units: units, fields: fields, path: path) {
            return
        }
        // NB: numbers as written: "min (5) is above max (2)", not "5.0" and "2.0".
        let written = { (number: Double) in
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        if let minimum = parameter.minimum, let maximum = parameter.maximum, minimum > maximum, let node = fields["min"]
        {
            // NB: reversed bounds are the one problem: no default fits both, nor is said not to.
            reader.error(
                "min (\(written(minimum))) is above max (\(written(maximum))); swap them", node, path + ".min")
            return
        }
        guard let node = fields["default"], let value = parameter.defaultValue.flatMap(parameter.boundedNumber(of:))
        else { return }
        if let minimum = parameter.minimum, value < minimum {
            reader.error("the default \(written(value)) is below min \(written(minimum))", node, path + ".default")
        }
        if let maximum = parameter.maximum, value > maximum {
            reader.error("the default \(written(value)) is above max \(written(maximum))", node, path + ".default")
        }
    }

    /// Money's bounds are in one currency, the one written with them (`max: 500 USD`), which a
    /// default in money is in too: amounts of two currencies cannot be compared. `false` when
    /// they are not, which is said.
    private mutating func checkCurrency(
        of parameter: inout ParameterDefinition, units: [String: BoundUnit], fields: [String: Node], path: String
    ) -> Bool {
        guard let unit = units["min"] ?? units["max"], case .currency(let code) = unit else { return true }
        if let other = units["max"], other != unit, let node = fields["max"] {
            reader.error("min and max are in two currencies; write both in \(code)", node, path + ".max")
            return false
        }
        parameter.boundUnit = unit
        if case .currency(let amount)? = parameter.defaultValue, amount.code.uppercased() != code,
            let node = fields["default"]
        {
            reader.error(
                "the default is in \(amount.code.uppercased()), min and max in \(code); write them in one currency",
                node, path + ".default")
            return false
        }
        return true
    }
}
