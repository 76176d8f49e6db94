import Foundation

/// An instant together with the wall-clock reading where it happened: the hour, minute and
/// weekday a person saw, which is what habits follow.
///
/// Reads the ISO 8601 form the usage logs use, `2026-03-02T07:31:00-05:00` (seconds and
/// fractions optional, `Z` or `±HH:MM` offset), without Foundation's formatters so it stays
/// cheap in a replay of millions of events.
public struct LocalTime: Sendable, Hashable, Codable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var instant: Double
    /// The offset of local time from UTC, in seconds (east positive).
    public var utcOffset: Int
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    /// ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int

    /// Whether the local day is a Saturday or a Sunday.
    public var isWeekend: Bool { weekday >= 6 }

    /// The local day, counted from 1970-01-01.
    public var localDay: Int { Self.floorDivide(Int((instant + Double(utcOffset)).rounded(.down)), 86_400) }

    /// The local time of `instant` at the fixed `utcOffset` (seconds east of UTC).
    /// Instants whose local time is outside years 1–9999 (or not finite) are clamped into them.
    public init(instant: Double, utcOffset: Int) {
        let utcOffset = min(max(utcOffset, -Self.largestOffset), Self.largestOffset)
        // NB: the local reading is clamped, not the instant, so every local time of years
        // 1–9999 (9999-12-31T23:59:59Z among them) is kept as written at any offset.
        let reading = instant.isFinite ? instant + Double(utcOffset) : 0
        let clamped = min(max(reading, Self.earliestLocal), Self.latestLocal)
        let instant = clamped - Double(utcOffset)
        self.instant = instant
        self.utcOffset = utcOffset
        let local = Int(clamped.rounded(.down))
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let civil = Self.civil(fromDays: days)
        year = civil.year
        month = civil.month
        day = civil.day
        hour = secondOfDay / 3_600
        minute = (secondOfDay % 3_600) / 60
        // 1970-01-01 was a Thursday (ISO weekday 4).
        weekday = Self.floorModulo(days + 3, 7) + 1
    }

    /// The local time of `instant` in `timeZone`, using its offset at that instant.
    public init(instant: Double, timeZone: TimeZone) {
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        self.init(instant: instant, utcOffset: offset)
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM|±HHMM)`; `nil` for anything else,
    /// including a day the month does not have and an offset beyond ±18:00.
    /// `init(validating:)` says what is wrong.
    public init?(iso8601 text: String) {
        guard let time = try? Self(validating: text) else { return nil }
        self = time
    }

    /// The ISO 8601 text of this local time, with its offset (`2026-03-02T07:31:00-05:00`).
    public var iso8601: String {
        let local = Int((instant + Double(utcOffset)).rounded(.down))
        let second = Self.floorModulo(local, 60)
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", year, month, day, hour, minute, second, sign,
            offset / 3_600, (offset % 3_600) / 60)
    }

    /// 0001-01-02T00:00:00Z and 9999-12-30T23:59:59Z, leaving a day for any offset.
    public static let earliest: Double = -62_135_510_400
    public static let latest: Double = 253_402_214_399

    /// The first and last local readings kept, 0001-01-01T00:00:00 and 9999-12-31T23:59:59.999,
    /// as seconds since 1970-01-01T00:00:00 on the same wall clock.
    public static let earliestLocal: Double = -62_135_596_800
    public static let latestLocal: Double = 253_402_300_799.999

    /// The largest offset from UTC, 18 hours either way (what `TimeZone` accepts).
    public static let largestOffset = 18 * 3_600

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
        value - floorDivide(value, divisor) * divisor
    }
}
