/// The English names of months, weekdays, calendar cycles and time zones the time recognizer reads.
enum CalendarNames {
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]
    /// Weekdays, 1 = Monday … 7 = Sunday.
    static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "mondays": 1, "tuesday": 2, "tue": 2, "tues": 2, "tuesdays": 2, "wednesday": 3,
        "wed": 3, "wednesdays": 3, "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "thursdays": 4, "friday": 5,
        "fri": 5, "fridays": 5, "saturday": 6, "sat": 6, "saturdays": 6, "sunday": 7, "sun": 7, "sundays": 7,
    ]
    /// Words for calendar cycles ("next week", "this qtr").
    static let cycles: [String: TimeGrain] = [
        "second": .second, "seconds": .second, "sec": .second, "minute": .minute, "minutes": .minute,
        "min": .minute, "mins": .minute, "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour,
        "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "month": .month,
        "months": .month, "quarter": .quarter, "quarters": .quarter, "qtr": .quarter, "qtrs": .quarter,
        "year": .year, "years": .year, "yr": .year, "yrs": .year,
    ]
    /// Offsets from UTC in seconds of the time zone abbreviations people say.
    static let zones: [String: Int] = [
        "utc": 0, "gmt": 0, "z": 0, "wet": 0, "bst": 3600, "ist": 19_800, "cet": 3600, "cest": 7200,
        "eet": 7200, "eest": 10_800, "msk": 10_800, "est": -18_000, "edt": -14_400, "cst": -21_600,
        "cdt": -18_000, "mst": -25_200, "mdt": -21_600, "pst": -28_800, "pdt": -25_200, "akst": -32_400,
        "hst": -36_000, "jst": 32_400, "kst": 32_400, "hkt": 28_800, "sgt": 28_800, "aest": 36_000,
        "aedt": 39_600, "acst": 34_200, "awst": 28_800, "nzst": 43_200, "nzdt": 46_800, "brt": -10_800,
        "art": -10_800, "wib": 25_200, "pkt": 18_000, "gst": 14_400,
    ]
}

extension ValueParser {
    /// A month name at `index` ("sept.", "October").
    func monthName(at index: Int) -> (month: Int, end: Int)? {
        guard let word = text(index), let month = CalendarNames.months[word] else { return nil }
        let end = word.count <= 4 && text(index + 1) == "." && glued(index + 1) ? index + 2 : index + 1
        return (month, end)
    }

    /// A weekday name at `index` ("mon.", "Thursday"), 1 = Monday.
    func weekdayName(at index: Int) -> (weekday: Int, end: Int)? {
        guard let word = text(index), let weekday = CalendarNames.weekdays[word] else { return nil }
        let end = word.count <= 5 && text(index + 1) == "." && glued(index + 1) ? index + 2 : index + 1
        return (weekday, end)
    }

    /// A day of the month as an ordinal or a number: "15th", "the first", "15".
    func daysOfMonth(at index: Int, allowCardinal: Bool = true) -> [(day: Int, end: Int, isOrdinal: Bool)] {
        var results: [(Int, Int, Bool)] = []
        for (value, end) in ordinals(at: index) where value >= 1 && value <= 31 { results.append((value, end, true)) }
        if allowCardinal, let token = tokens[safe: index], token.kind == .number, let value = token.number,
            value == value.rounded(), value >= 1, value <= 31, token.text.count <= 2
        {
            results.append((value.clampedInt, index + 1, false))
        }
        return results
    }

    /// A year: four digits, "two thousand ten", with an optional era ("2014 B.C.", "14 a.d.").
    func years(at index: Int, allowShort: Bool = false) -> [(year: Int, end: Int)] {
        var results: [(Int, Int)] = []
        for reading in numbers(at: index) where reading.isInteger && !reading.isQuantifier {
            let value = reading.value.clampedInt
            let isDigits = reading.fromDigits && reading.end == index + 1
            let plausible =
                isDigits
                ? (text(index)?.count == 4 && value >= 1000) || (allowShort && value >= 0 && value < 100)
                : (value >= 1900 && value <= 2100)
            let era = eraSuffix(at: reading.end)
            if let (isBeforeChrist, end) = era, value > 0 {
                results.append((isBeforeChrist ? -value : value, end))
            }
            guard plausible else { continue }
            let year = isDigits && value < 100 && text(index)?.count == 2 ? (value < 50 ? 2000 : 1900) + value : value
            results.append((year, reading.end))
        }
        return results
    }

    /// "AD", "a.d.", "BC", "b.c." after a year; `true` for before Christ.
    private func eraSuffix(at index: Int) -> (Bool, Int)? {
        let phrases: [([String], Bool)] = [
            (["ad"], false), (["a", ".", "d", "."], false), (["a", ".", "d"], false), (["bc"], true),
            (["b", ".", "c", "."], true), (["b", ".", "c"], true), (["bce"], true), (["ce"], false),
        ]
        var best: (Bool, Int)?
        for (words, isBefore) in phrases {
            if let end = match(words, at: index), end > (best?.1 ?? index) { best = (isBefore, end) }
        }
        return best
    }
}
