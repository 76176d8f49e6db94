/// Holidays by name: "xmas", "next halloween", "easter 2010", "thanksgiving of next year",
/// "MLK day of last year", "the second closest xmas to today".
extension ValueParser {
    /// The holiday named at `index` (longest name first), ignoring hyphens, apostrophes and dots.
    func holidayName(at index: Int) -> (name: String, rule: HolidayCalendar.Rule, end: Int)? {
        var letters = ""
        var best: (String, HolidayCalendar.Rule, Int)?
        var position = index
        var words = 0
        while let token = tokens[safe: position], words < HolidayCalendar.maximumTokens {
            if token.text == "-" || token.text == "." {
                position += 1
                continue
            }
            guard token.kind == .word else { break }
            letters += token.text.filter { $0 != "'" }
            guard HolidayCalendar.keyPrefixes.contains(letters) else { break }
            words += 1
            position += 1
            if let (name, rule) = HolidayCalendar.holidays[letters] { best = (name, rule, position) }
        }
        return best
    }

    /// Occurrences of a holiday in the years around `year`, in order.
    func occurrences(of rule: HolidayCalendar.Rule, around year: Int, name: String, spread: Int = 1) -> [TimeSpan] {
        ((year - spread)...(year + spread)).compactMap { candidate -> TimeSpan? in
            guard var span = HolidayCalendar.span(of: rule, in: candidate) else { return nil }
            span.holiday = name
            return span
        }
    }

    /// Every reading of a holiday starting at `index`.
    func holidays(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var shift: Int?
        var start = index
        if let (value, end) = cycleShift(at: index) {
            shift = value
            start = end
        }
        guard let (name, rule, end) = holidayName(at: start) else {
            return shift == nil ? closestHolidays(at: index) : []
        }
        let year = CivilCalendar.fields(clock.now).year
        var results: [(TimeSpan, Int)] = []
        if shift == nil {
            // "easter 2010", "black friday of this year", "durga puja in 2018".
            let yearStart = skipping([",", "in", "of"], at: end)
            var targets: [(Int, Int)] = years(at: yearStart).map { ($0.year, $0.end) }
            if let (yearShift, after) = cycleShift(at: yearStart), text(after) == "year" || text(after) == "yr" {
                targets.append((year + yearShift, after + 1))
            }
            // "thanksgiving 9 months from now", "thanksgiving in a year", "thanksgiving 3 months ago".
            for (reference, referenceEnd) in relativeTimes(at: end) where !reference.isInterval {
                targets.append((CivilCalendar.fields(reference.anchor).year, referenceEnd))
            }
            for (target, targetEnd) in targets {
                if let span = occurrences(of: rule, around: target, name: name, spread: 0).first {
                    results.append((span, targetEnd))
                }
            }
            // NB: a holiday with its year is read whole; the bare name alone is not computed then,
            // which keeps lunar holidays cheap.
            if !results.isEmpty { return results }
        }
        let all = occurrences(of: rule, around: year, name: name)
        let picked: TimeSpan?
        switch shift {
        case nil, 0?: picked = all.first { $0.closingEnd > clock.today }
        case let value? where value > 0: picked = all.first { $0.anchor >= clock.today + 86_400 }
        default: picked = all.last { $0.anchor < clock.today }
        }
        if let picked { results.append((picked, end)) }
        return results
    }

    /// "the closest Monday to Oct 5th", "the 3rd closest xmas to today".
    private func closestHolidays(at index: Int) -> [(TimeSpan, Int)] {
        let start = optional("the", at: index)
        var nth = 1
        var position = start
        if let (ordinal, end) = ordinals(at: start).first {
            nth = ordinal
            position = end
        }
        guard text(position) == "closest" || text(position) == "nearest" else { return [] }
        position += 1
        var candidates: [TimeSpan] = []
        var targetEnd = position
        let year = CivilCalendar.fields(clock.now).year
        if let (name, rule, end) = holidayName(at: position) {
            candidates = occurrences(of: rule, around: year, name: name, spread: 3)
            targetEnd = end
        } else if let (weekday, end) = weekdayName(at: position) {
            targetEnd = end
            let today = CivilCalendar.dayNumber(clock.now)
            for day in (today - 800)...(today + 800) where CivilCalendar.weekday(days: day) == weekday {
                candidates.append(.instant(day * 86_400, .day))
            }
        } else {
            return []
        }
        guard text(targetEnd) == "to" else { return [] }
        var results: [(TimeSpan, Int)] = []
        for (reference, end) in dateLikes(at: targetEnd + 1) {
            let anchor = reference.anchor
            let sorted = candidates.sorted { abs($0.anchor - anchor) < abs($1.anchor - anchor) }
            if let picked = sorted[safe: nth - 1] { results.append((picked, end)) }
        }
        return results
    }
}
