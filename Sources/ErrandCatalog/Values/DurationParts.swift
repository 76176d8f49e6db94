import Foundation

/// A length of time in whole hours, minutes and seconds: the one rule by which a duration is
/// put into words, on a screen ("1 hour 30 minutes"), aloud ("one hour and thirty minutes")
/// or in a suggestion's title ("Start 15 minutes breathing session").
public struct DurationParts: Sendable, Hashable {
    public var hours: Int
    public var minutes: Int
    public var seconds: Int

    /// The parts of `seconds` rounded to a whole second, or `nil` when it is not finite or
    /// beyond `Value.largestMagnitude`.
    public init?(seconds: Double) {
        guard abs(seconds) < Value.largestMagnitude else { return nil }
        let total = Int(seconds.rounded())
        hours = total / 3600
        minutes = total % 3600 / 60
        self.seconds = total % 60
    }

    /// Each part that is more than zero with its unit, largest first ("1 hour", "30 minutes"),
    /// `number` writing the count; empty for no time at all.
    public func words(number: (Int) -> String) -> [String] {
        [(hours, "hour"), (minutes, "minute"), (seconds, "second")].compactMap { count, unit in
            count > 0 ? "\(number(count)) \(unit)\(count == 1 ? "" : "s")" : nil
        }
    }

    /// As a screen shows it: "1 hour 30 minutes", "0 seconds".
    public var written: String {
        let words = words(number: String.init)
        return words.isEmpty ? "0 seconds" : words.joined(separator: " ")
    }
}
