import Foundation

/// A resolved date or time: an instant at a grain ("tomorrow" is a day), or an interval.
public struct TimeValue: Sendable, Hashable {
    /// Whether the value is one instant or an interval.
    public enum Kind: Sendable, Hashable {
        /// The grain-long period starting at this point ("3pm" is 15:00 at hour grain).
        case instant(TimePoint)
        /// From `from` (included) to `to` (excluded); either may be open ("after 2 pm").
        case interval(from: TimePoint?, to: TimePoint?)
    }

    public var kind: Kind
    public var grain: TimeGrain
    /// The holiday the words named, if any ("xmas" is Christmas).
    public var holiday: String?

    public init(kind: Kind, grain: TimeGrain, holiday: String? = nil) {
        self.kind = kind
        self.grain = grain
        self.holiday = holiday
    }
}

/// A point in time, with the wall-clock fields it has in the recognizer's time zone.
public struct TimePoint: Sendable, Hashable {
    /// The instant.
    public var date: Date
    /// Local wall-clock fields in the recognizer's time zone.
    public var local: LocalDateTime
    /// The offset from UTC at that instant, in seconds.
    public var utcOffset: Int

    public init(date: Date, local: LocalDateTime, utcOffset: Int) {
        self.date = date
        self.local = local
        self.utcOffset = utcOffset
    }

    /// ISO 8601 with the offset, as Duckling writes it without milliseconds:
    /// `2013-02-12T04:30:00-02:00`; years keep at least four digits and a sign when negative.
    public var iso8601: String {
        let sign = utcOffset < 0 ? "-" : "+"
        let offset = abs(utcOffset)
        return local.iso8601 + sign + Self.pad(offset / 3600) + ":" + Self.pad(offset % 3600 / 60)
    }

    static func pad(_ value: Int, width: Int = 2) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}

/// Calendar fields of a wall-clock time in the proleptic Gregorian calendar.
public struct LocalDateTime: Sendable, Hashable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// `YYYY-MM-DDThh:mm:ss` without an offset.
    public var iso8601: String {
        TimePoint.pad(year, width: 4) + "-" + TimePoint.pad(month) + "-" + TimePoint.pad(day) + "T"
            + TimePoint.pad(hour) + ":" + TimePoint.pad(minute) + ":" + TimePoint.pad(second)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}
