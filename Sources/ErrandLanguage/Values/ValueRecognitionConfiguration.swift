import Foundation

/// What the built-in value recognizer needs to know about the moment and place of an utterance.
///
/// Times are resolved against `now` in `timeZone`: "tomorrow" is the day after `now` there.
public struct ValueRecognitionConfiguration: Sendable {
    /// The reference time relative expressions ("in 20 minutes") are resolved against.
    public var now: Date
    /// The time zone wall-clock expressions ("7 pm") are read in.
    public var timeZone: TimeZone
    /// The locale of the utterance; only English is recognised for now.
    public var locale: Locale
    /// The dimensions to look for.
    public var dimensions: Set<ValueDimension>

    public init(
        now: Date = Date(),
        timeZone: TimeZone = .current,
        locale: Locale = Locale(identifier: "en_US"),
        dimensions: Set<ValueDimension> = Set(ValueDimension.allCases)
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.dimensions = dimensions
    }
}
