/// Calendar dates: "march 3 2015", "the 15th of february", "Mon, February 18", "3/3/2015",
/// "October 2014", "in 2014".
extension ValueParser {
    /// The fields a date was said with; missing ones are resolved from now.
    struct DateFields {
        var year: Int?
        var month: Int?
        var day: Int?
        var weekday: Int?
    }

    /// Every reading of a calendar date starting at `index`, resolved.
    func calendarDates(at index: Int) -> [(span: TimeSpan, end: Int)] {
        cached(\.calendarDates, index) { uncachedCalendarDates(at: index) }
    }

    private func uncachedCalendarDates(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        for (fields, end) in dateFields(at: index) {
            if let span = resolve(fields) { results.append((span, end)) }
        }
        // "in 2014", "in 2014 B.C.", "14 a.d."
        if text(index) == "in" {
            for (year, end) in years(at: index + 1) {
                results.append((.instant(CivilCalendar.seconds(year, 1, 1), .year), end))
            }
        }
        return results
    }

    /// The date fields said from `index`, with an optional weekday before or after.
    func dateFields(at index: Int) -> [(DateFields, Int)] {
        var results: [(DateFields, Int)] = []
        var start = index
        var weekday: Int?
        if let (day, end) = weekdayName(at: index) {
            weekday = day
            start = optional(",", at: end)
            // "Tuesday 19th", "Tuesday the 19th".
            for (day, dayEnd, isOrdinal) in daysOfMonth(at: optional("the", at: start)) where isOrdinal {
                if monthName(at: dayEnd) == nil, text(dayEnd) != "of" {
                    results.append((DateFields(day: day, weekday: weekday), dayEnd))
                }
            }
        }
        for (fields, end) in bareDateFields(at: start) {
            var withDay = fields
            withDay.weekday = weekday
            results.append((withDay, end))
            // "Jul 18, Fri": a weekday after the date.
            if weekday == nil, fields.day != nil, let (day, after) = weekdayName(at: optional(",", at: end)) {
                withDay.weekday = day
                results.append((withDay, after))
            }
        }
        return results
    }

    /// Date fields without a weekday.
    private func bareDateFields(at index: Int) -> [(DateFields, Int)] {
        var results: [(DateFields, Int)] = []
        // Month first: "march 3", "february the 15th", "march 3 2015", "Jul 18, 2014", "October 2014".
        if let (month, after) = monthName(at: index) {
            for (day, end, _) in daysOfMonth(at: optional("the", at: after)) {
                results.append((DateFields(month: month, day: day), end))
                for (year, yearEnd) in years(at: optional(",", at: end)) {
                    results.append((DateFields(year: year, month: month, day: day), yearEnd))
                }
            }
            for (year, end) in years(at: optional(",", at: after)) {
                results.append((DateFields(year: year, month: month), end))
            }
        }
        // Day first: "the 15th of february", "15 of february", "15th february", "14th April 15".
        let afterThe = optional("the", at: index)
        for (day, end, _) in daysOfMonth(at: afterThe) {
            let ofEnd = optional("of", at: end)
            guard let (month, after) = monthName(at: ofEnd) else { continue }
            results.append((DateFields(month: month, day: day), after))
            for (year, yearEnd) in years(at: optional(",", at: after), allowShort: true) {
                results.append((DateFields(year: year, month: month, day: day), yearEnd))
            }
        }
        // "31/Oct/1974", "31-Oct-74".
        for (day, end, _) in daysOfMonth(at: index) {
            guard let separator = text(end), separator == "/" || separator == "-", glued(end),
                let (month, after) = monthName(at: end + 1), text(after) == separator
            else { continue }
            for (year, yearEnd) in years(at: after + 1, allowShort: true) {
                results.append((DateFields(year: year, month: month, day: day), yearEnd))
            }
        }
        results.append(contentsOf: numericDateFields(at: index))
        return results
    }

    /// "3/3/2015", "2/15", "2 - 15", "10.31.1974", "2014-10", "2014/10", "2013-02-12".
    private func numericDateFields(at index: Int) -> [(DateFields, Int)] {
        guard let token = tokens[safe: index], token.kind == .number else { return [] }
        let parts = token.text.split(separator: ".").compactMap { Int($0) }
        // "4.12.2026": dotted dates are written day first wherever they are used.
        if parts.count == 3, token.text.split(separator: ".").count == 3 {
            let fields =
                Self.monthDayYear(parts[1], parts[0], parts[2]) ?? Self.monthDayYear(parts[0], parts[1], parts[2])
            return fields.map { [($0, index + 1)] } ?? []
        }
        guard let first = token.number.map(\.clampedInt), !token.text.contains("."), !token.text.contains(",") else {
            return []
        }
        var results: [(DateFields, Int)] = []
        for separator in ["/", "-"] {
            guard text(index + 1) == separator, let second = tokens[safe: index + 2], second.kind == .number,
                let secondValue = second.number.map(\.clampedInt), !second.text.contains(".")
            else { continue }
            let spaced = !glued(index + 1) || !glued(index + 2)
            if spaced, glued(index + 1) != glued(index + 2) { continue }
            if token.text.count == 4 {
                // Year first.
                guard (1...12).contains(secondValue), !spaced else { continue }
                if text(index + 3) == separator, glued(index + 3), let third = tokens[safe: index + 4],
                    let day = third.number.map(\.clampedInt), third.text.count <= 2
                {
                    results.append((DateFields(year: first, month: secondValue, day: day), index + 5))
                } else {
                    results.append((DateFields(year: first, month: secondValue), index + 3))
                }
                continue
            }
            // "2/2013": a month of a year.
            if (1...12).contains(first), second.text.count == 4, !spaced, text(index + 3) != separator {
                results.append((DateFields(year: secondValue, month: first), index + 3))
                continue
            }
            // "4/12" is read in the order of the time zone's region; a first number that cannot be
            // a month ("13/12") is a day, a second that cannot be one ("4/25") is a day too.
            let dayFirst =
                (1...12).contains(secondValue)
                && (clock.dateOrder == .dayFirst && (1...31).contains(first) || (13...31).contains(first))
                && (separator == "/" || text(index + 3) == separator)
            let (month, day) = dayFirst ? (secondValue, first) : (first, secondValue)
            guard (1...12).contains(month), (1...31).contains(day), second.text.count <= 2 else { continue }
            if text(index + 3) == separator, glued(index + 3), !spaced, let third = tokens[safe: index + 4],
                let year = third.number.map(\.clampedInt), third.text.count == 4 || third.text.count == 2
            {
                if let fields = Self.monthDayYear(month, day, year) { results.append((fields, index + 5)) }
            }
            // Phone numbers and ranges are not dates: "650-650-6500".
            if text(index + 3) == "-" || text(index + 3) == "/" { continue }
            results.append((DateFields(month: month, day: day), index + 3))
        }
        return results
    }

    private static func monthDayYear(_ month: Int, _ day: Int, _ year: Int) -> DateFields? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return DateFields(year: year < 100 ? (year < 50 ? 2000 : 1900) + year : year, month: month, day: day)
    }

    /// The span of date fields: the nearest date at or after today that fits, or the given year.
    func resolve(_ fields: DateFields) -> TimeSpan? {
        let today = CivilCalendar.fields(clock.now)
        switch (fields.year, fields.month, fields.day) {
        case let (year?, month?, day?):
            guard day <= CivilCalendar.daysIn(month: month, year: year) else { return nil }
            let days = CivilCalendar.days(year: year, month: month, day: day)
            if let weekday = fields.weekday, CivilCalendar.weekday(days: days) != weekday { return nil }
            return .instant(days * 86_400, .day)
        case let (year?, month?, nil):
            return .instant(CivilCalendar.seconds(year, month, 1), .month)
        case let (nil, month?, day?):
            if let weekday = fields.weekday {
                // The first year from this one where the date falls on that weekday.
                for year in today.year..<(today.year + 40) where day <= CivilCalendar.daysIn(month: month, year: year) {
                    let days = CivilCalendar.days(year: year, month: month, day: day)
                    if CivilCalendar.weekday(days: days) == weekday { return .instant(days * 86_400, .day) }
                }
                return nil
            }
            for year in today.year...(today.year + 8) where day <= CivilCalendar.daysIn(month: month, year: year) {
                let seconds = CivilCalendar.seconds(year, month, day)
                if seconds >= clock.today { return .instant(seconds, .day) }
            }
            return nil
        case let (nil, nil, day?):
            var month = today.year * 12 + today.month - 1
            for _ in 0..<48 {
                let year = CivilCalendar.floorDiv(month, 12)
                let monthOfYear = month - year * 12 + 1
                if day <= CivilCalendar.daysIn(month: monthOfYear, year: year) {
                    let days = CivilCalendar.days(year: year, month: monthOfYear, day: day)
                    if days * 86_400 >= clock.today,
                        fields.weekday.map({ $0 == CivilCalendar.weekday(days: days) }) ?? true
                    {
                        return .instant(days * 86_400, .day)
                    }
                }
                month += 1
            }
            return nil
        case let (nil, month?, nil):
            let year = month >= today.month ? today.year : today.year + 1
            return .instant(CivilCalendar.seconds(year, month, 1), .month)
        default:
            return nil
        }
    }
}
