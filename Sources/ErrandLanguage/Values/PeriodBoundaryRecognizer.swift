/// Parts of longer periods: "beginning of next week", "end of the year", "mid March", "BOM",
/// "this week-end", "all week", "rest of the week", "this winter".
extension ValueParser {
    /// A week, month or year said on its own: "this week", "the month", "2012", "around next week".
    private func boundaryTargets(at index: Int) -> [(grain: TimeGrain, start: Int, end: Int)] {
        var results: [(TimeGrain, Int, Int)] = []
        let start = optional("around", at: index)
        for grain in [TimeGrain.week, .month, .year] {
            let name = grain == .week ? "week" : grain == .month ? "month" : "year"
            let current = CivilCalendar.truncate(clock.now, to: grain)
            if text(start) == name { results.append((grain, current, start + 1)) }
            if let end = match(["the", name], at: start) { results.append((grain, current, end)) }
            if let (shift, after) = cycleShift(at: start), text(after) == name {
                results.append((grain, CivilCalendar.adding(shift, grain, to: current), after + 1))
            }
        }
        for (year, end) in years(at: start) { results.append((.year, CivilCalendar.seconds(year, 1, 1), end)) }
        if let (month, end) = monthName(at: start) {
            let now = CivilCalendar.fields(clock.now)
            let year = month >= now.month ? now.year : now.year + 1
            results.append((.month, CivilCalendar.seconds(year, month, 1), end))
        }
        return results
    }

    /// Every reading of a part of a period starting at `index`.
    func periodBoundaries(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        let start = skipping(["at", "the"], at: index)
        let beginning = matchAny([["beginning", "of"], ["start", "of"], ["begin", "of"]], at: start)
        let ending = matchAny([["end", "of"]], at: start)
        let middle = matchAny([["middle", "of"], ["mid"], ["mid", "-"]], at: start)
        let early = matchAny([["early"]], at: start)
        let late = matchAny([["late"]], at: start)
        for (kind, after) in [(0, beginning), (1, ending), (2, middle), (0, early), (1, late)] {
            guard let after else { continue }
            for (grain, periodStart, end) in boundaryTargets(at: after) {
                if after == early || after == late, grain != .month { continue }
                if let span = Self.boundary(kind, of: grain, from: periodStart) { results.append((span, end)) }
            }
        }
        let abbreviations: [String: (Int, TimeGrain)] = [
            "bom": (0, .month), "eom": (1, .month), "boy": (0, .year), "eoy": (1, .year), "bow": (0, .week),
            "eow": (1, .week),
        ]
        if let word = text(start), let (kind, grain) = abbreviations[word],
            let span = Self.boundary(kind, of: grain, from: CivilCalendar.truncate(clock.now, to: grain))
        {
            results.append((span, start + 1))
        }
        if text(start) == "eod" || match(["end", "of", "day"], at: start) != nil
            || match(["end", "of", "the", "day"], at: start) != nil
        {
            let end = text(start) == "eod" ? start + 1 : (match(["end", "of", "day"], at: start) ?? start + 4)
            results.append((.interval(clock.today + 17 * 3600, clock.today + 86_400, .hour), end))
        }
        let week = CivilCalendar.truncate(clock.now, to: .week)
        if let end = match(["all", "week"], at: index) ?? match(["the", "whole", "week"], at: index) {
            results.append((.interval(week, week + 6 * 86_400, .day), end))
        }
        if let end = match(["rest", "of", "the", "week"], at: start) {
            results.append((.interval(clock.today, week + 6 * 86_400, .day), end))
        }
        results.append(contentsOf: weekends(at: index))
        results.append(contentsOf: seasons(at: index))
        return results
    }

    /// The part of a period: 0 beginning, 1 end, 2 middle.
    private static func boundary(_ kind: Int, of grain: TimeGrain, from start: Int) -> TimeSpan? {
        switch (kind, grain) {
        case (0, .week): return .interval(start, start + 3 * 86_400, .day)
        case (1, .week): return .interval(start + 4 * 86_400, start + 7 * 86_400, .day)
        case (0, .month): return .interval(start, start + 10 * 86_400, .day)
        case (1, .month): return .interval(start + 20 * 86_400, CivilCalendar.adding(1, .month, to: start), .day)
        case (2, .month): return .interval(start + 10 * 86_400, start + 20 * 86_400, .day)
        case (0, .year): return .interval(start, CivilCalendar.adding(3, .month, to: start), .month)
        case (1, .year):
            return .interval(
                CivilCalendar.adding(8, .month, to: start), CivilCalendar.adding(12, .month, to: start), .month)
        case (2, .year):
            return .interval(
                CivilCalendar.adding(5, .month, to: start), CivilCalendar.adding(7, .month, to: start), .month)
        default: return nil
        }
    }

    /// "this week-end", "next weekend", "the weekend".
    private func weekends(at index: Int) -> [(TimeSpan, Int)] {
        var shift = 0
        var start = optional("the", at: index)
        if let (value, end) = cycleShift(at: index) {
            shift = value
            start = end
        }
        guard let end = matchAny([["weekend"], ["week", "-", "end"], ["week", "end"], ["weekends"]], at: start) else {
            return []
        }
        let friday = CivilCalendar.truncate(clock.now, to: .week) + 4 * 86_400 + 18 * 3600 + shift * 604_800
        return [(.interval(friday, friday + 54 * 3600, .hour), end)]
    }

    /// "this winter", "current summer", "next spring".
    private func seasons(at index: Int) -> [(TimeSpan, Int)] {
        let seasons: [String: (Int, Int, Int, Int)] = [
            "spring": (3, 20, 6, 21), "summer": (6, 21, 9, 24), "fall": (9, 23, 12, 21), "autumn": (9, 23, 12, 21),
            "winter": (12, 21, 3, 21),
        ]
        var shift = 0
        var start = optional("the", at: index)
        if let (value, end) = cycleShift(at: index) {
            shift = value
            start = end
        }
        if let word = text(start), word == "season" || word == "seasons" {
            // Seasons back to back, each ending the day before the next one starts.
            let starts = [(3, 20), (6, 21), (9, 23), (12, 21)]
            let year = CivilCalendar.fields(clock.now).year
            var boundaries: [Int] = []
            for candidate in (year - 2)...(year + 2) {
                for (month, day) in starts { boundaries.append(CivilCalendar.seconds(candidate, month, day)) }
            }
            guard let next = boundaries.firstIndex(where: { $0 > clock.now }), next >= 2 + max(0, -shift) else {
                return []
            }
            let current = next - 1 + shift
            guard current + 1 < boundaries.count else { return [] }
            return [(.interval(boundaries[current], boundaries[current + 1] - 86_400, .day), start + 1)]
        }
        guard let word = text(start), let (startMonth, startDay, endMonth, endDay) = seasons[word] else { return [] }
        let year = CivilCalendar.fields(clock.now).year
        var occurrences: [(Int, Int)] = []
        for candidate in (year - 2)...(year + 2) {
            let begin = CivilCalendar.seconds(candidate, startMonth, startDay)
            let finish = CivilCalendar.seconds(endMonth < startMonth ? candidate + 1 : candidate, endMonth, endDay)
            occurrences.append((begin, finish))
        }
        guard let current = occurrences.firstIndex(where: { $0.1 > clock.now }),
            let picked = occurrences[safe: current + shift]
        else { return [] }
        return [(.interval(picked.0, picked.1, .day), start + 1)]
    }
}
