/// Temperatures: "70 degrees fahrenheit", "-2°C", "2 below zero", "between 30 and 40 degrees".
extension ValueParser {
    private static let degreeWords: Set<String> = ["°", "º", "degree", "degrees", "deg", "degs"]
    private static let temperatureUnits: [String: TemperatureValue.Unit] = [
        "c": .celsius, "celsius": .celsius, "centigrade": .celsius, "f": .fahrenheit, "fahrenheit": .fahrenheit,
        "fahrenheits": .fahrenheit, "k": .kelvin, "kelvin": .kelvin, "kelvins": .kelvin,
    ]

    /// Every reading of one temperature value starting at `index`; `unit` is `nil` for a bare
    /// number, which only ranges accept ("between 30 and 40 degrees").
    func temperatureValues(at index: Int) -> [(value: Double, unit: TemperatureValue.Unit?, end: Int)] {
        var results: [(Double, TemperatureValue.Unit?, Int)] = []
        for reading in numbers(at: index) where !reading.isQuantifier {
            results.append((reading.value, nil, reading.end))
            var position = reading.end
            var unit: TemperatureValue.Unit?
            if let word = text(position), Self.degreeWords.contains(word) {
                position += 1
                if word == "deg", text(position) == ".", glued(position) { position += 1 }
                unit = .degree
            }
            if let word = text(position), let named = Self.temperatureUnits[word],
                word.count > 1 || unit != nil || glued(position)
            {
                unit = named
                position += 1
            }
            guard let found = unit else { continue }
            results.append((reading.value, found, position))
            if let end = match(["below", "zero"], at: position) { results.append((-reading.value, found, end)) }
        }
        // "2 below zero".
        for reading in numbers(at: index) where !reading.isQuantifier && reading.value > 0 {
            if let end = match(["below", "zero"], at: reading.end) { results.append((-reading.value, .degree, end)) }
        }
        return results
    }

    /// Every reading of a temperature starting at `index`, with ranges and bounds.
    func temperatures(at index: Int) -> [(value: TemperatureValue, end: Int)] {
        var results: [(TemperatureValue, Int)] = []
        for value in temperatureValues(at: index) {
            guard let unit = value.unit else { continue }
            results.append((TemperatureValue(amount: .exact(value.value), unit: unit), value.end))
        }
        for (lower, start) in boundPrefixes(at: index) {
            for value in temperatureValues(at: start) {
                guard let unit = value.unit else { continue }
                let amount: Amount = lower ? .atLeast(value.value) : .atMost(value.value)
                results.append((TemperatureValue(amount: amount, unit: unit), value.end))
            }
        }
        var start = index
        var connectors: Set<String> = ["-", "to"]
        if text(index) == "between" {
            start += 1
            connectors = ["and", "-", "to"]
        } else if text(index) == "from" {
            start += 1
        }
        for low in temperatureValues(at: start) {
            guard let connector = text(low.end), connectors.contains(connector) else { continue }
            for high in temperatureValues(at: low.end + 1) where high.value > low.value {
                guard let unit = high.unit, low.unit == nil || low.unit == unit || low.unit == .degree else { continue }
                results.append((TemperatureValue(amount: .between(low.value, high.value), unit: unit), high.end))
            }
        }
        return results
    }

    /// Every reading of a percentage starting at `index`: "15%", "fifteen percent".
    func percentages(at index: Int) -> [(value: Double, end: Int)] {
        var results: [(Double, Int)] = []
        for reading in numbers(at: index) where !reading.isQuantifier {
            if let end = matchAny([["%"], ["percent"], ["per", "cent"], ["pct"], ["percentage"]], at: reading.end) {
                results.append((reading.value, end))
            }
        }
        return results
    }
}
