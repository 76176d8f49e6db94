import ErrandCatalog

/// Proleptic Gregorian calendar arithmetic on wall-clock times, without Foundation's
/// `Calendar`: days from the epoch, weekdays, month lengths, adding months.
///
/// A wall-clock time is an `Int` of seconds since 1970-01-01T00:00 on the same wall clock,
/// so adding hours or days is integer addition; months and years go through the fields.
enum CivilCalendar {
    /// Days from 1970-01-01 to the given date (negative before it).
    ///
    /// - Complexity: O(1) (Howard Hinnant's `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count from 1970-01-01.
    static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The weekday of a day count, 1 = Monday … 7 = Sunday.
    static func weekday(days: Int) -> Int {
        let value = (days + 3) % 7  // 1970-01-01 was a Thursday (index 3 from Monday)
        return (value < 0 ? value + 7 : value) + 1
    }

    /// The number of days in a month.
    static func daysIn(month: Int, year: Int) -> Int { CalendarDate.days(inMonth: month, of: year) }

    /// The wall-clock seconds of a date and time.
    static func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Int
    {
        days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// The fields of wall-clock seconds.
    static func fields(_ seconds: Int) -> LocalDateTime {
        let days = floorDiv(seconds, 86_400)
        let rest = seconds - days * 86_400
        let date = date(days: days)
        return LocalDateTime(
            year: date.year, month: date.month, day: date.day, hour: rest / 3600, minute: rest % 3600 / 60,
            second: rest % 60)
    }

    /// Floor division for negative numerators.
    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// The day count of wall-clock seconds.
    static func dayNumber(_ seconds: Int) -> Int { floorDiv(seconds, 86_400) }

    /// `seconds` with `months` added, the day clamped to the new month's length.
    static func adding(months: Int, to seconds: Int) -> Int {
        let f = fields(seconds)
        let total = f.year * 12 + (f.month - 1) + months
        let year = floorDiv(total, 12)
        let month = total - year * 12 + 1
        let day = min(f.day, daysIn(month: month, year: year))
        return Self.seconds(year, month, day, f.hour, f.minute, f.second)
    }

    /// The start of the grain-long period containing `seconds` (weeks start on Monday).
    static func truncate(_ seconds: Int, to grain: TimeGrain) -> Int {
        switch grain {
        case .second: return seconds
        case .minute: return floorDiv(seconds, 60) * 60
        case .hour: return floorDiv(seconds, 3600) * 3600
        case .day: return dayNumber(seconds) * 86_400
        case .week:
            let day = dayNumber(seconds)
            return (day - (weekday(days: day) - 1)) * 86_400
        case .month:
            let f = fields(seconds)
            return Self.seconds(f.year, f.month, 1)
        case .quarter:
            let f = fields(seconds)
            return Self.seconds(f.year, (f.month - 1) / 3 * 3 + 1, 1)
        case .year:
            return Self.seconds(fields(seconds).year, 1, 1)
        }
    }

    /// `seconds` moved by `count` grains.
    static func adding(_ count: Int, _ grain: TimeGrain, to seconds: Int) -> Int {
        switch grain {
        case .second: seconds + count
        case .minute: seconds + count * 60
        case .hour: seconds + count * 3600
        case .day: seconds + count * 86_400
        case .week: seconds + count * 604_800
        case .month: adding(months: count, to: seconds)
        case .quarter: adding(months: 3 * count, to: seconds)
        case .year: adding(months: 12 * count, to: seconds)
        }
    }
}
