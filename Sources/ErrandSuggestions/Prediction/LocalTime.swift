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
    /// Instants outside years 1–9999 (or not finite) are clamped into them.
    public init(instant: Double, utcOffset: Int) {
        let instant = instant.isFinite ? min(max(instant, Self.earliest), Self.latest) : 0
        let utcOffset = min(max(utcOffset, -18 * 3_600), 18 * 3_600)
        self.instant = instant
        self.utcOffset = utcOffset
        let local = Int((instant + Double(utcOffset)).rounded(.down))
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

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM|±HHMM)`; `nil` for anything else.
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 17 else { return nil }
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + length] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0, 4), bytes[4] == 45, let month = number(5, 2), bytes[7] == 45,
            let day = number(8, 2), bytes[10] == 84 || bytes[10] == 116 || bytes[10] == 32,
            let hour = number(11, 2), bytes[13] == 58, let minute = number(14, 2),
            (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        var index = 16
        var second = 0.0
        if index < bytes.count, bytes[index] == 58 {
            guard let whole = number(index + 1, 2), whole < 61 else { return nil }
            second = Double(whole)
            index += 3
            if index < bytes.count, bytes[index] == 46 || bytes[index] == 44 {
                index += 1
                var scale = 0.1
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    second += Double(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        if bytes[index] == 90 || bytes[index] == 122 {
            guard index + 1 == bytes.count else { return nil }
        } else if bytes[index] == 43 || bytes[index] == 45 {
            let sign = bytes[index] == 45 ? -1 : 1
            let rest = bytes.count - index - 1
            guard let hours = number(index + 1, 2) else { return nil }
            var minutes = 0
            if rest == 5, bytes[index + 3] == 58, let value = number(index + 4, 2) {
                minutes = value
            } else if rest == 4, let value = number(index + 3, 2) {
                minutes = value
            } else if rest != 2 {
                return nil
            }
            guard hours <= 18, minutes < 60 else { return nil }
            offset = sign * (hours * 3_600 + minutes * 60)
        } else {
            return nil
        }
        let days = Self.days(fromCivil: year, month, day)
        let local = Double(days * 86_400 + hour * 3_600 + minute * 60) + second
        self.init(instant: local - Double(offset), utcOffset: offset)
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
