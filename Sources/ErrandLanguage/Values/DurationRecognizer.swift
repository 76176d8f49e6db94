/// Durations: "2 mins", "an hour and a half", "1 year, 2 days, 3 hours and 4 seconds".
extension ValueParser {
    /// The unit words of durations and the grain each names.
    static let durationUnits: [String: TimeGrain] = [
        "second": .second, "seconds": .second, "sec": .second, "secs": .second, "s": .second, "\"": .second,
        "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "m": .minute, "'": .minute,
        "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour,
        "day": .day, "days": .day, "d": .day,
        "week": .week, "weeks": .week, "wk": .week, "wks": .week,
        "month": .month, "months": .month, "mo": .month, "mos": .month,
        "quarter": .quarter, "quarters": .quarter, "qtr": .quarter, "qtrs": .quarter,
        "year": .year, "years": .year, "yr": .year, "yrs": .year, "y": .year,
    ]

    /// A unit word at `index`, with the end after it and how many of the unit it stands for
    /// ("fortnight" is two weeks).
    func durationUnit(at index: Int) -> (grain: TimeGrain, count: Double, end: Int)? {
        guard let word = text(index) else { return nil }
        if word == "fortnight" || word == "fortnights" { return (.day, 14, index + 1) }
        guard let grain = Self.durationUnits[word] else { return nil }
        // One-letter units and quote marks only right after a number: "2m", "1\"", "15'".
        if word.count == 1, !["m", "h", "d", "s", "y", "'", "\""].contains(word) { return nil }
        if word == "'" || word == "\"" { return glued(index) ? (grain, 1, index + 1) : nil }
        return (grain, 1, index + 1)
    }

    /// One duration term: a number and a unit, "half an hour", "an hour and a half".
    func durationTerms(at index: Int) -> [(amount: Double, grain: TimeGrain, end: Int)] {
        var terms: [(Double, TimeGrain, Int)] = []
        var quantities: [(Double, Int)] = numbers(at: index).filter { $0.value >= 0 }.map { ($0.value, $0.end) }
        if let word = text(index), word == "a" || word == "an" || word == "one" { quantities.append((1, index + 1)) }
        if text(index) == "half" {
            quantities.append((0.5, skipping(["a", "an"], at: index + 1)))
        }
        if let end = matchAny([["a", "quarter"], ["quarter"], ["one", "quarter"]], at: index) {
            quantities.append((0.25, end))
        }
        if let end = matchAny([["three", "quarters"], ["three", "-", "quarters"], ["3", "quarters"]], at: index) {
            quantities.append((0.75, end))
        }
        for (quantity, after) in quantities {
            var position = skipping(["more", "extra", "fewer", "additional", "less", "whole", "full"], at: after)
            if text(position) == "of" {
                position = skipping(["a", "an"], at: position + 1)
            }
            guard let unit = durationUnit(at: position) else { continue }
            let amount = quantity * unit.count
            terms.append((amount, unit.grain, unit.end))
            // "an hour and a half", "one hour and half".
            if text(unit.end) == "and" {
                let half =
                    match(["a", "half"], at: unit.end + 1) ?? match(["an", "half"], at: unit.end + 1)
                    ?? match(["half"], at: unit.end + 1)
                if let end = half { terms.append((amount + 0.5 * unit.count, unit.grain, end)) }
            }
        }
        return terms
    }

    /// Every reading of a duration starting at `index`, compound terms included.
    func durations(at index: Int) -> [(value: DurationValue, end: Int)] {
        cached(\.durations, index) { compoundDurations(at: index) }
    }

    private func compoundDurations(at index: Int) -> [(value: DurationValue, end: Int)] {
        var results: [(DurationValue, Int)] = []
        var frontier: [(parts: [(Double, TimeGrain)], end: Int)] = durationTerms(at: index).map {
            ([($0.amount, $0.grain)], $0.end)
        }
        var rounds = 0
        while !frontier.isEmpty, rounds < 8 {
            rounds += 1
            var next: [([(Double, TimeGrain)], Int)] = []
            for (parts, end) in frontier {
                if let value = Self.combine(parts) { results.append((value, end)) }
                guard let last = parts.last?.1 else { continue }
                var position = end
                if text(position) == "," { position += 1 }
                position = optional("and", at: position)
                for term in durationTerms(at: position) where term.grain < last {
                    next.append((parts + [(term.amount, term.grain)], term.end))
                }
                // "1 hour thirty", "2 hour and 10": a bare number after hours is minutes.
                if last == .hour, parts.count == 1 {
                    for reading in numbers(at: position)
                    where reading.isInteger && reading.value > 0 && reading.value < 60 && !reading.isQuantifier
                        && durationUnit(at: reading.end) == nil
                    {
                        let value = Self.combine(parts + [(reading.value, .minute)])
                        if let value { results.append((value, reading.end)) }
                    }
                }
            }
            frontier = next
        }
        return results
    }

    /// The sum of duration parts in the finest unit said, stepping to finer units while the
    /// value is not whole ("a month and a half" is 45 days).
    static func combine(_ parts: [(Double, TimeGrain)]) -> DurationValue? {
        guard var grain = parts.map(\.1).min() else { return nil }
        let calendarOnly = grain >= .month
        var value: Double
        if calendarOnly {
            let months = parts.reduce(0.0) { sum, part in
                sum + part.0 * (part.1 == .year ? 12 : part.1 == .quarter ? 3 : 1)
            }
            value = months / (grain == .year ? 12 : grain == .quarter ? 3 : 1)
            if value != value.rounded() {
                value = months
                grain = .month
            }
        } else {
            let seconds = parts.reduce(0.0) { $0 + $1.0 * Double($1.1.nominalSeconds) }
            value = seconds / Double(grain.nominalSeconds)
        }
        while value != value.rounded(), let finer = finerGrain(grain) {
            value *= Double(grain == .month ? 30 : grain.nominalSeconds / finer.nominalSeconds)
            grain = finer
            if grain == .day, value == value.rounded() { break }
        }
        return DurationValue(value: (value * 1e6).rounded() / 1e6, unit: grain)
    }

    private static func finerGrain(_ grain: TimeGrain) -> TimeGrain? {
        switch grain {
        case .year: .month
        case .quarter: .month
        case .month: .day
        case .week: .day
        case .day: .hour
        case .hour: .minute
        case .minute: .second
        case .second: nil
        }
    }
}
