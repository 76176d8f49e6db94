/// Times counted from now: "in 20 minutes", "14 days ago", "a fortnight hence", "last 2 weeks",
/// "next 3 days", "three fridays from now".
extension ValueParser {
    /// The grain Duckling gives a time shifted by a duration in `unit`: one finer, seconds at least.
    static func shiftedGrain(_ unit: TimeGrain) -> TimeGrain {
        switch unit {
        case .second, .minute: .second
        case .hour: .minute
        case .day: .hour
        case .week: .day
        case .month: .day
        case .quarter: .month
        case .year: .month
        }
    }

    /// `clock.now` moved by a duration (negative `sign` for the past), at Duckling's grain.
    func shifted(by duration: DurationValue, sign: Int) -> TimeSpan? {
        let amount = duration.value.rounded().clampedInt * sign
        guard abs(duration.value) < 1e7 else { return nil }
        // Hours and finer are elapsed time, which a daylight-saving change does not stretch.
        let moved =
            duration.unit <= .hour
            ? clock.wall(afterElapsed: amount * duration.unit.nominalSeconds)
            : CivilCalendar.adding(amount, duration.unit, to: clock.now)
        let grain = Self.shiftedGrain(duration.unit)
        return .instant(CivilCalendar.truncate(moved, to: grain), grain)
    }

    /// Every reading of a time counted from now, starting at `index`.
    func relativeTimes(at index: Int) -> [(span: TimeSpan, end: Int)] {
        cached(\.relativeTimes, index) { uncachedRelativeTimes(at: index) }
    }

    private func uncachedRelativeTimes(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        // "in 20 minutes", "in a sec", "within 2 hours", "today in one hour".
        var inStart: Int?
        if text(index) == "within" {
            // NB: up to the start of the shifted time at its grain ("within 2 weeks" ends at midnight).
            for (duration, end) in durations(at: index + 1) where duration.value > 0 {
                if let limit = shifted(by: duration, sign: 1)?.start {
                    results.append((.interval(clock.now, limit, .second), end))
                }
            }
        }
        if text(index) == "in" {
            inStart = skipping(["about", "around", "approximately", "roughly", "approx", "just"], at: index + 1)
        } else if let end = match(["today", "in"], at: index) {
            inStart = end
        }
        if let start = inStart {
            for (duration, end) in durations(at: start) {
                if let span = shifted(by: duration, sign: 1) { results.append((span, end)) }
            }
            // "in 15": minutes.
            for reading in numbers(at: start)
            where reading.isInteger && reading.fromDigits && reading.value > 0 && reading.value < 60
                && reading.end == start + 1
            {
                if let span = shifted(by: DurationValue(value: reading.value, unit: .minute), sign: 1) {
                    results.append((span, reading.end))
                }
            }
        }
        // "2 minutes from now", "14 days ago", "7 days hence", "three fridays from now".
        for (duration, end) in durations(at: index) {
            if let after = matchAny(
                [["from", "now"], ["hence"], ["later"], ["from", "right", "now"]], at: end),
                let span = shifted(by: duration, sign: 1)
            {
                results.append((span, after))
            }
            if let after = matchAny([["ago"], ["back"], ["before", "now"]], at: end),
                let span = shifted(by: duration, sign: -1)
            {
                results.append((span, after))
            }
            // "three days after easter", "a year from christmas".
            if let word = text(end), word == "after" || word == "from" || word == "before", text(end + 1) != "now" {
                let sign = word == "before" ? -1 : 1
                for (date, dateEnd) in dateLikes(at: end + 1) where !date.isInterval && date.grain >= .day {
                    let moved = CivilCalendar.adding(
                        duration.value.rounded().clampedInt * sign, duration.unit, to: date.anchor)
                    results.append((.instant(moved, date.grain == .week ? .day : .day), dateEnd))
                }
            }
        }
        for reading in numbers(at: index) where reading.isInteger && reading.value > 0 && reading.value < 100 {
            guard let (weekday, after) = weekdayName(at: reading.end) else { continue }
            if let end = matchAny([["ago"], ["back"]], at: after) {
                let todayNumber = CivilCalendar.dayNumber(clock.now)
                var behind = (CivilCalendar.weekday(days: todayNumber) - weekday + 7) % 7
                if behind == 0 { behind = 7 }
                let day = todayNumber - behind - 7 * (reading.value.clampedInt - 1)
                results.append((.instant(day * 86_400, .day), end))
            }
            guard let end = matchAny([["from", "now"], ["from", "today"], ["hence"]], at: after) else { continue }
            let todayNumber = CivilCalendar.dayNumber(clock.now)
            var ahead = (weekday - CivilCalendar.weekday(days: todayNumber) + 7) % 7
            if ahead == 0 { ahead = 7 }
            let day = todayNumber + ahead + 7 * (reading.value.clampedInt - 1)
            results.append((.instant(day * 86_400, .day), end))
        }
        results.append(contentsOf: rollingIntervals(at: index))
        return results
    }

    /// "last 2 days", "past 2 weeks", "next 3 hours", "next few days".
    private func rollingIntervals(at start: Int) -> [(TimeSpan, Int)] {
        // "the next 3 days", "over the past 2 weeks", "in the last hour".
        let prefixes: [[String]] = [
            ["the"], ["in", "the"], ["over", "the"], ["for", "the"], ["during", "the"], ["within", "the"],
        ]
        let index = matchAny(prefixes, at: start) ?? start
        guard let word = text(index) else { return [] }
        let sign: Int
        switch word {
        case "last", "past", "previous": sign = -1
        case "next", "coming", "following": sign = 1
        default: return []
        }
        var results: [(TimeSpan, Int)] = []
        var counts = numbers(at: index + 1).filter { $0.isInteger && $0.value > 0 && $0.value < 10_000 }.map {
            ($0.value.clampedInt, $0.end)
        }
        if let unit = text(index + 1), let grain = CalendarNames.cycles[unit], grain <= .hour {
            counts.append((1, index + 1))
        }
        for (count, countEnd) in counts {
            guard let unit = text(countEnd), let grain = CalendarNames.cycles[unit] else { continue }
            let reading = (value: Double(count), end: countEnd)
            let count = reading.value.clampedInt
            let current = CivilCalendar.truncate(clock.now, to: grain)
            if sign < 0 {
                results.append(
                    (.interval(CivilCalendar.adding(-count, grain, to: current), current, grain), reading.end + 1))
            } else {
                let first = CivilCalendar.adding(1, grain, to: current)
                results.append(
                    (.interval(first, CivilCalendar.adding(count, grain, to: first), grain), reading.end + 1))
            }
        }
        return results
    }
}
