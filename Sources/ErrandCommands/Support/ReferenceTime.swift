import ArgumentParser
import Foundation

/// The reference "now" of a command: `--now` in ISO 8601, whose offset also gives the time
/// zone, or the current time in the system's time zone.
struct ReferenceTime: Sendable {
    var now: Date
    var timeZone: TimeZone

    /// Reads `--now`; a text that is not ISO 8601 is a usage error naming the accepted form.
    init(parsing text: String?) throws {
        guard let text else {
            now = Date()
            timeZone = .current
            return
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var parsed = formatter.date(from: text)
        if parsed == nil {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            parsed = formatter.date(from: text)
        }
        guard let parsed else {
            throw ValidationError(
                "--now '\(text)' is not an ISO 8601 date and time; write it like 2026-11-22T09:30:00-05:00")
        }
        now = parsed
        timeZone = Self.timeZone(of: text) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The fixed-offset time zone written at the end of an ISO 8601 text (`Z`, `+02:00`).
    static func timeZone(of text: String) -> TimeZone? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(secondsFromGMT: 0) }
        let suffix = text.suffix(6)
        guard suffix.count == 6, let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        let parts = suffix.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        let seconds = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }
}
