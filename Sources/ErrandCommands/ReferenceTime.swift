import Foundation

/// Parses `--now` values: ISO 8601 with an offset (`2013-02-12T04:30:00-02:00`) or `Z`.
struct ReferenceTime {
    var date: Date
    var timeZone: TimeZone

    /// The reference time of `text`, in the time zone of its offset.
    static func parse(_ text: String) throws -> ReferenceTime {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var date = formatter.date(from: text)
        if date == nil {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            date = formatter.date(from: text)
        }
        guard let date else {
            throw ReferenceTimeError(
                text: text, reason: "is not an ISO 8601 date-time with an offset, such as 2013-02-12T04:30:00-02:00")
        }
        return ReferenceTime(date: date, timeZone: offsetZone(of: text) ?? .current)
    }

    /// The fixed-offset zone of the `±hh:mm` or `Z` suffix.
    static func offsetZone(of text: String) -> TimeZone? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(secondsFromGMT: 0) }
        let suffix = text.suffix(6)
        guard suffix.count == 6, let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        let parts = suffix.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        let seconds = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }
}

/// A `--now` value that could not be read.
struct ReferenceTimeError: Error, CustomStringConvertible {
    var text: String
    var reason: String

    var description: String { "--now '\(text)' \(reason)" }
}
