import ArgumentParser
import ErrandCatalog
import ErrandSuggestions
import Foundation

/// The reference "now" of a command and its time zone: `--now` in ISO 8601 (default: the
/// current time), and `--time-zone`, else the offset `--now` was written with, else the
/// system's time zone.
struct ReferenceTime: Sendable {
    var now: Date
    var timeZone: TimeZone

    /// Reads `--now` and `--time-zone`; a text that is neither ISO 8601 nor a time zone is a
    /// usage error naming the accepted form.
    init(parsing text: String?, timeZone zone: String? = nil) throws {
        let named = try zone.map(Self.timeZone(option:))
        guard let text else {
            now = Date()
            timeZone = named ?? .current
            return
        }
        // NB: the one reader of ISO 8601 moments, which refuses a day the month lacks (Foundation's
        // formatter reads February 30 as March 2).
        do {
            now = Date(timeIntervalSince1970: try LocalTime(validating: text).instant)
        } catch {
            throw ValidationError("--now \(error)")
        }
        timeZone = named ?? TimeZoneText.zone(endingISO8601: text) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The zone a `--time-zone` option names (`Europe/Paris`, `UTC`, `-05:00`); anything else
    /// is a usage error naming the accepted forms.
    static func timeZone(option text: String) throws -> TimeZone {
        guard let zone = TimeZoneText.zone(text) else {
            throw ValidationError(
                "--time-zone '\(text)' is not a time zone; write a region such as America/New_York, UTC, or an offset such as -05:00"
            )
        }
        return zone
    }
}
