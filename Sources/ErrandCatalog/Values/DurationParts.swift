import Foundation

/// A length of time in whole hours, minutes and seconds, or in whole days or weeks: the one
/// rule by which a duration is put into words, on a screen ("1 hour 30 minutes", "3 weeks"),
/// aloud ("one hour and thirty minutes") or in a suggestion's title ("Start 15 minutes
/// breathing session").
public struct DurationParts: Sendable, Hashable {
    /// Whole weeks, when the length is whole weeks ("3 weeks", not "504 hours").
    public var weeks: Int
    /// Whole days, when the length is whole days that are not whole weeks ("2 days"); a length
    /// with hours besides stays in hours ("36 hours").
    public var days: Int
    public var hours: Int
    public var minutes: Int
    public var seconds: Int

    /// The parts of `seconds` rounded to a whole second, or `nil` when it is not finite or
    /// beyond `Value.largestMagnitude`.
    public init?(seconds: Double) {
        guard abs(seconds) < Value.largestMagnitude else { return nil }
        let total = Int(seconds.rounded())
        let (day, week) = (86_400, 604_800)
        weeks = total != 0 && total % week == 0 ? total / week : 0
        days = weeks == 0 && total != 0 && total % day == 0 ? total / day : 0
        hours = weeks > 0 || days > 0 ? 0 : total / 3600
        minutes = total % 3600 / 60
        self.seconds = total % 60
    }

    /// Each part that is more than zero with its unit, largest first ("1 hour", "30 minutes"),
    /// `number` writing the count; empty for no time at all.
    public func words(number: (Int) -> String) -> [String] {
        [(weeks, "week"), (days, "day"), (hours, "hour"), (minutes, "minute"), (seconds, "second")].compactMap {
            count, unit in
            count > 0 ? "\(number(count)) \(unit)\(count == 1 ? "" : "s")" : nil
        }
    }

    /// As a screen shows it: "1 hour 30 minutes", "0 seconds".
    public var written: String {
        let words = words(number: String.init)
        return words.isEmpty ? "0 seconds" : words.joined(separator: " ")
    }
}
