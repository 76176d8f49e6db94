import ErrandCatalog
import Foundation

extension LocalTime {
    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]](Z|±HH:MM|±HHMM)` exactly as written: a day the month
    /// does not have (February 30), year 0000, second 60 or an offset beyond ±18:00 is refused,
    /// never moved to a neighbouring time.
    ///
    /// ```swift
    /// let time = try LocalTime(validating: "2026-03-02T07:31:00-05:00")
    /// ```
    ///
    /// - Throws: `LocalTimeTextError` quoting the text and saying what is wrong with it.
    public init(validating text: String) throws(LocalTimeTextError) {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + length] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ index: Int, is allowed: UInt8...) -> Bool { index < bytes.count && allowed.contains(bytes[index]) }
        guard let year = number(0, 4), byte(4, is: 45), let month = number(5, 2), byte(7, is: 45),
            let day = number(8, 2)
        else { throw .notLocalTime(text) }
        guard bytes.count > 10 else { throw .noTime(text) }
        guard byte(10, is: 84, 116, 32), let hour = number(11, 2), byte(13, is: 58), let minute = number(14, 2)
        else { throw .notLocalTime(text) }
        guard year >= 1 else { throw .outOfRange(text, "year 0000 is before year 0001") }
        guard (1...12).contains(month) else { throw .outOfRange(text, "there is no month \(month); months are 01–12") }
        let daysInMonth = CalendarDate.days(inMonth: month, of: year)
        guard (1...daysInMonth).contains(day) else {
            let name = Self.monthNames[month - 1]
            throw .outOfRange(
                text, "\(name) \(day) does not exist in \(year) (\(name) has \(daysInMonth) days)")
        }
        guard (0...23).contains(hour) else { throw .outOfRange(text, "hour \(hour) is not 00–23") }
        guard (0...59).contains(minute) else { throw .outOfRange(text, "minute \(minute) is not 00–59") }
        var index = 16
        var second = 0.0
        if byte(index, is: 58) {
            guard let whole = number(index + 1, 2) else { throw .notLocalTime(text) }
            guard whole < 60 else { throw .outOfRange(text, "second \(whole) is not 00–59") }
            second = Double(whole)
            index += 3
            if byte(index, is: 46, 44) {
                index += 1
                var scale = 0.1
                while byte(index, is: 48, 49, 50, 51, 52, 53, 54, 55, 56, 57) {
                    second += Double(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        guard index < bytes.count else { throw .noOffset(text) }
        var offset = 0
        if byte(index, is: 90, 122) {
            guard index + 1 == bytes.count else { throw .notLocalTime(text) }
        } else if byte(index, is: 43, 45) {
            let sign = bytes[index] == 45 ? -1 : 1
            let rest = bytes.count - index - 1
            guard let hours = number(index + 1, 2) else { throw .notLocalTime(text) }
            var minutes = 0
            if rest == 5, byte(index + 3, is: 58), let value = number(index + 4, 2) {
                minutes = value
            } else if rest == 4, let value = number(index + 3, 2) {
                minutes = value
            } else if rest != 2 {
                throw .notLocalTime(text)
            }
            guard minutes < 60 else { throw .outOfRange(text, "the offset's minutes \(minutes) are not 00–59") }
            offset = sign * (hours * 3_600 + minutes * 60)
            guard abs(offset) <= Self.largestOffset else {
                let written = String(decoding: bytes[index...], as: UTF8.self)
                throw .outOfRange(text, "the offset \(written) is beyond ±18:00, the largest offset from UTC")
            }
        } else {
            throw .notLocalTime(text)
        }
        let days = Self.days(fromCivil: year, month, day)
        let local = Double(days * 86_400 + hour * 3_600 + minute * 60) + second
        self.init(instant: local - Double(offset), utcOffset: offset)
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

/// A text `LocalTime(validating:)` cannot read, quoted, with what is wrong with it.
public struct LocalTimeTextError: Error, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong, and what would be accepted.
    public let problem: String

    public var description: String { "\(QuotedText.quoted(text)): \(problem)" }

    static let form = "YYYY-MM-DDTHH:MM[:SS] with Z or an offset ±HH:MM, e.g. 2026-03-02T07:31:00-05:00"

    static func notLocalTime(_ text: String) -> Self {
        Self(text: text, problem: "not an ISO 8601 date and time; expected \(form)")
    }

    static func noTime(_ text: String) -> Self {
        Self(text: text, problem: "a date without a time of day; expected \(form)")
    }

    static func noOffset(_ text: String) -> Self {
        Self(text: text, problem: "no offset from UTC; end it with Z or ±HH:MM, e.g. 2026-03-02T07:31:00-05:00")
    }

    static func outOfRange(_ text: String, _ problem: String) -> Self {
        Self(text: text, problem: problem)
    }
}
