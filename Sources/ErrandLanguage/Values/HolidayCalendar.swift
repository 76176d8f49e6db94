import Foundation

/// Holidays by name, and the days they fall on in a given year.
///
/// Fixed dates, nth weekdays and the Easter cycles are computed directly; Islamic, Hebrew and
/// Chinese holidays use Foundation's calendars, which the recognizer only consults when a
/// holiday is named.
enum HolidayCalendar {
    /// How a holiday's date is found.
    enum Rule: Sendable {
        case fixed(month: Int, day: Int)
        /// The nth weekday of a month (negative counts from the end), moved by `offset` days.
        case nthWeekday(month: Int, weekday: Int, nth: Int, offset: Int)
        /// Days after Western Easter Sunday.
        case easter(Int)
        /// Days after Orthodox Easter Sunday.
        case orthodoxEaster(Int)
        /// An Islamic (Umm al-Qura) date; `length` days long when more than one.
        case islamic(month: Int, day: Int, length: Int)
        /// The last Friday of Ramadan.
        case lastFridayOfRamadan
        /// A Hebrew date, starting on the evening before (the civil day before), `length` days long.
        case hebrew(month: Int, day: Int, length: Int)
        case chineseNewYear
        /// A fixed date moved to the nearest weekday when it falls on a weekend (Boss's Day).
        case fixedWeekday(month: Int, day: Int)
        /// 27 April, or the 26th when the 27th is a Sunday.
        case kingsDay
        /// The last Saturday of March (a week earlier when it is Holy Saturday), 20:30 to 21:30.
        case earthHour
        /// Days from `from` to `to` (excluded) around Western or Orthodox Easter Sunday.
        case easterInterval(from: Int, to: Int, orthodox: Bool)
        /// `length` days from the nth weekday of a month moved by `offset` days.
        case nthWeekdayInterval(month: Int, weekday: Int, nth: Int, offset: Int, length: Int)
        /// A Hebrew date moved off Fridays and weekends as Israel does for its memorial days
        /// (Friday or Saturday to Thursday, Sunday to Monday), from the evening before.
        case israeliMemorial(month: Int, day: Int)
        /// A Hebrew fast day, put off to Sunday when it falls on a Saturday, from the evening before.
        case hebrewFast(month: Int, day: Int)
        /// A tithi of an amanta month (1 Chaitra … 12 Phalguna) at an hour in India, moved by
        /// `offset` days, `length` days long when more than one.
        case hindu(month: Int, tithi: Int, hour: Double, offset: Int, length: Int)
        /// The day the sun enters a sidereal sign (0 Aries … 9 Capricorn), moved by `offset` days.
        case sankranti(sign: Int, offset: Int)
        /// The day the moon is in nakshatra `star` while the sun is in sidereal `sign`.
        case nakshatra(sign: Int, star: Int)
        /// 17 August 2018 and every 365 days from it (the Shahenshahi year has no leap day).
        case parsiNewYear
    }

    /// Every prefix of every key, so a name lookup stops at the first letters no holiday starts with.
    static let keyPrefixes: Set<String> = {
        var prefixes: Set<String> = []
        for key in holidays.keys {
            var prefix = ""
            for character in key {
                prefix.append(character)
                prefixes.insert(prefix)
            }
        }
        return prefixes
    }()

    /// The longest holiday name is six tokens ("the day of ashura" and the like).
    static let maximumTokens = 6

    /// The span of a holiday in a Gregorian year, if it falls in that year.
    static func span(of rule: Rule, in year: Int) -> TimeSpan? {
        switch rule {
        case .fixed(let month, let day):
            return .instant(CivilCalendar.seconds(year, month, day), .day)
        case .fixedWeekday(let month, let day):
            let days = CivilCalendar.days(year: year, month: month, day: day)
            let weekday = CivilCalendar.weekday(days: days)
            let moved = weekday == 6 ? days - 1 : weekday == 7 ? days + 1 : days
            return .instant(moved * 86_400, .day)
        case .kingsDay:
            let days = CivilCalendar.days(year: year, month: 4, day: 27)
            return .instant((CivilCalendar.weekday(days: days) == 7 ? days - 1 : days) * 86_400, .day)
        case .nthWeekday(let month, let weekday, let nth, let offset):
            guard let day = nthWeekday(year: year, month: month, weekday: weekday, nth: nth) else { return nil }
            return .instant((day + offset) * 86_400, .day)
        case .earthHour:
            guard var day = nthWeekday(year: year, month: 3, weekday: 6, nth: -1) else { return nil }
            if day == westernEaster(year) - 1 { day -= 7 }
            let start = day * 86_400 + 20 * 3600 + 30 * 60
            return .interval(start, start + 3660, .minute)
        case .easterInterval(let from, let to, let orthodox):
            let easter = orthodox ? orthodoxEaster(year) : westernEaster(year)
            return .interval((easter + from) * 86_400, (easter + to) * 86_400, .day)
        case .nthWeekdayInterval(let month, let weekday, let nth, let offset, let length):
            guard let day = nthWeekday(year: year, month: month, weekday: weekday, nth: nth) else { return nil }
            return .interval((day + offset) * 86_400, (day + offset + length) * 86_400, .day)
        case .israeliMemorial(let month, let day):
            guard var date = LunarCalendars.hebrew(month: month, day: day, gregorianYear: year) else { return nil }
            switch CivilCalendar.weekday(days: date) {
            case 5: date -= 1
            case 6: date -= 2
            case 7: date += 1
            default: break
            }
            return .instant((date - 1) * 86_400, .day)
        case .hebrewFast(let month, let day):
            guard let date = LunarCalendars.hebrew(month: month, day: day, gregorianYear: year) else { return nil }
            let observed = CivilCalendar.weekday(days: date) == 6 ? date + 1 : date
            return .instant((observed - 1) * 86_400, .day)
        case .easter(let offset):
            return .instant((westernEaster(year) + offset) * 86_400, .day)
        case .orthodoxEaster(let offset):
            return .instant((orthodoxEaster(year) + offset) * 86_400, .day)
        case .chineseNewYear:
            return LunarCalendars.chineseNewYear(year).map { .instant($0 * 86_400, .day) }
        case .islamic(let month, let day, let length):
            guard let start = LunarCalendars.islamic(month: month, day: day, gregorianYear: year) else { return nil }
            if length == 0, let end = LunarCalendars.islamic(month: month + 1, day: 1, after: start) {
                return .interval(start * 86_400, end * 86_400, .day)
            }
            return .instant(start * 86_400, .day)
        case .lastFridayOfRamadan:
            guard let shawwal = LunarCalendars.islamic(month: 10, day: 1, gregorianYear: year) else { return nil }
            var day = shawwal - 1
            while CivilCalendar.weekday(days: day) != 5 { day -= 1 }
            return .instant(day * 86_400, .day)
        case .hindu(let month, let tithi, let hour, let offset, let length):
            guard let day = HinduCalendar.day(month: month, tithi: tithi, hour: hour, year: year) else { return nil }
            if length > 1 { return .interval((day + offset) * 86_400, (day + offset + length) * 86_400, .day) }
            return .instant((day + offset) * 86_400, .day)
        case .sankranti(let sign, let offset):
            return HinduCalendar.sankranti(sign: sign, year: year).map { .instant(($0 + offset) * 86_400, .day) }
        case .nakshatra(let sign, let star):
            return HinduCalendar.nakshatraDay(sign: sign, star: star, year: year).map { .instant($0 * 86_400, .day) }
        case .parsiNewYear:
            var day = CivilCalendar.days(year: 2018, month: 8, day: 17) + 365 * (year - 2018)
            while CivilCalendar.date(days: day).year < year { day += 365 }
            while CivilCalendar.date(days: day).year > year { day -= 365 }
            return .instant(day * 86_400, .day)
        case .hebrew(let month, let day, let length):
            guard let start = LunarCalendars.hebrew(month: month, day: day, gregorianYear: year) else { return nil }
            let eve = start - 1
            if length > 1 { return .interval(eve * 86_400, (eve + length) * 86_400, .day) }
            return .instant(eve * 86_400, .day)
        }
    }

    /// The day number of the nth weekday of a month (negative from the end).
    static func nthWeekday(year: Int, month: Int, weekday: Int, nth: Int) -> Int? {
        let first = CivilCalendar.days(year: year, month: month, day: 1)
        let count = CivilCalendar.daysIn(month: month, year: year)
        let days = (first..<(first + count)).filter { CivilCalendar.weekday(days: $0) == weekday }
        return ValueParser.pick(days, nth)
    }

    /// The day number of Western Easter Sunday (anonymous Gregorian computus).
    static func westernEaster(_ year: Int) -> Int {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilCalendar.days(year: year, month: month, day: day)
    }

    /// The day number of Orthodox Easter Sunday (Meeus' Julian computus, moved to Gregorian).
    static func orthodoxEaster(_ year: Int) -> Int {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        let julianOffset = year / 100 - year / 400 - 2
        return CivilCalendar.days(year: year, month: month, day: day) + julianOffset
    }
}
