import ErrandCatalog
import Foundation

/// Distances: "5 miles", "10 km", "a 5k", "400m", "a 5-mile run", "half a mile", "a quarter
/// mile", "a mile and a half". Exact lengths only: a range or a bound ("under 3 miles") is no one goal.
extension ValueParser {
    /// Unit words after a number: each unit's names and symbol (`Distance.Unit`), spelt "metre"
    /// too, and a few said only aloud or in notes.
    private static let distanceUnits: [String: Distance.Unit] = {
        var units: [String: Distance.Unit] = [
            "kms": .kilometers, "yds": .yards, "klick": .kilometers, "klicks": .kilometers,
        ]
        for unit in Distance.Unit.allCases {
            for word in [unit.rawValue, unit.names.singular, unit.symbol] {
                units[word] = unit
                units[word.replacingOccurrences(of: "meter", with: "metre")] = unit
            }
        }
        return units
    }()

    /// Symbols ("m", "mi", "km") are units only after digits, and "m" and "in" only glued to
    /// them ("400m", "30in"): "5 m" may be minutes, and "2 in" begins "2 in the morning".
    private static let distanceSymbols = Set(Distance.Unit.allCases.map(\.symbol) + ["kms", "yds"])
    private static let gluedSymbols: Set<String> = ["m", "in"]

    /// Every reading of a distance starting at `index`.
    func distances(at index: Int) -> [(value: Distance, end: Int)] {
        var readings = numbers(at: index).filter { $0.value > 0 && !$0.isQuantifier }
        if let word = text(index), word == "a" || word == "an" || word == "one" {
            readings.append(NumberReading(value: 1, end: index + 1, fromDigits: false))
        }
        // "half a mile", "a half mile", "a quarter of a mile".
        let start = text(index) == "a" ? index + 1 : index
        for (word, value) in [("half", 0.5), ("quarter", 0.25)] where text(start) == word {
            readings.append(
                NumberReading(value: value, end: optional("a", at: optional("of", at: start + 1)), fromDigits: false))
        }
        var results: [(Distance, Int)] = []
        for reading in readings {
            // "a 5-mile run".
            let position = text(reading.end) == "-" && glued(reading.end) ? reading.end + 1 : reading.end
            guard let unit = distanceUnit(at: position, after: reading) else { continue }
            results.append((Distance(value: reading.value, unit: unit), position + 1))
            if reading.isInteger, let (fraction, end) = andFraction(at: position + 1) {
                results.append((Distance(value: reading.value + fraction, unit: unit), end))
            }
        }
        return results
    }

    /// The unit of length at `position`, said after `reading`: a unit word, a symbol after
    /// digits, or the "k" of a race ("5k", "10k").
    private func distanceUnit(at position: Int, after reading: NumberReading) -> Distance.Unit? {
        guard let word = text(position) else { return nil }
        if word == "k" { return reading.fromDigits && glued(position) ? .kilometers : nil }
        guard let unit = Self.distanceUnits[word] else { return nil }
        if Self.distanceSymbols.contains(word),
            !reading.fromDigits || (Self.gluedSymbols.contains(word) && !glued(position))
        {
            return nil
        }
        return unit
    }
}
