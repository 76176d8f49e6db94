import Foundation

/// Islamic, Hebrew and Chinese dates in Gregorian day numbers, through Foundation's calendars.
enum LunarCalendars {
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    private static func calendar(_ identifier: Calendar.Identifier) -> Calendar {
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = utc
        return calendar
    }

    private static let islamicCalendar = calendar(.islamicUmmAlQura)
    /// NB: before 1990 the astronomical calendar agrees with observed dates better than the
    /// Umm al-Qura tables.
    private static let earlyIslamicCalendar = calendar(.islamic)
    private static let hebrewCalendar = calendar(.hebrew)
    private static let chineseCalendar = calendar(.chinese)

    private static func dayNumber(_ date: Date) -> Int {
        Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    private static func date(_ calendar: Calendar, year: Int, month: Int, day: Int) -> Int? {
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        return calendar.date(from: components).map(dayNumber)
    }

    /// The day number of an Islamic month and day falling in a Gregorian year.
    static func islamic(month: Int, day: Int, gregorianYear: Int) -> Int? {
        let approximate = Int(Double(gregorianYear - 622) * 33 / 32)
        let calendar = gregorianYear < 1990 && gregorianYear >= 1960 ? earlyIslamicCalendar : islamicCalendar
        for year in (approximate - 2)...(approximate + 2) {
            guard let days = date(calendar, year: year, month: month, day: day) else { continue }
            if CivilCalendar.date(days: days).year == gregorianYear { return days }
        }
        return nil
    }

    /// The first day number of an Islamic month and day on or after `after`.
    static func islamic(month: Int, day: Int, after: Int) -> Int? {
        let fields = islamicCalendar.dateComponents([.year], from: Date(timeIntervalSince1970: Double(after) * 86_400))
        guard let year = fields.year else { return nil }
        for candidate in [year, year + 1] {
            let wrapped = month > 12 ? (candidate + 1, 1) : (candidate, month)
            if let days = date(islamicCalendar, year: wrapped.0, month: wrapped.1, day: day), days > after {
                return days
            }
        }
        return nil
    }

    /// The day number of a Hebrew date (month 1 is Tishrei; 7 is Adar, or Adar II in leap years).
    static func hebrew(month: Int, day: Int, gregorianYear: Int) -> Int? {
        for year in (gregorianYear + 3759)...(gregorianYear + 3761) {
            var resolvedMonth = month
            if month == 7, hebrewLeap(year) == false { resolvedMonth = 6 }
            guard let days = date(hebrewCalendar, year: year, month: resolvedMonth, day: day) else { continue }
            if CivilCalendar.date(days: days).year == gregorianYear { return days }
        }
        return nil
    }

    private static func hebrewLeap(_ year: Int) -> Bool { (7 * year + 1) % 19 < 7 }

    /// The day number of the Chinese New Year in a Gregorian year.
    static func chineseNewYear(_ gregorianYear: Int) -> Int? {
        let midyear = Date(
            timeIntervalSince1970: Double(CivilCalendar.days(year: gregorianYear, month: 7, day: 1)) * 86_400)
        let fields = chineseCalendar.dateComponents([.era, .year], from: midyear)
        var components = DateComponents()
        components.era = fields.era
        components.year = fields.year
        components.month = 1
        components.day = 1
        return chineseCalendar.date(from: components).map(dayNumber)
    }
}
