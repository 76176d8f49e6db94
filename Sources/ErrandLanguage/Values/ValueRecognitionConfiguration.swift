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
    /// Whether an hour said without am or pm on a given day is read in the daytime, 7 AM to
    /// 7 PM, as a person asking an assistant means it ("tomorrow at 5" is 5 PM); otherwise the
    /// earliest such hour is read, as Duckling does ("tomorrow at 5" is 5 AM). A time with no
    /// day is the next one either way ("at 5", said at 9 AM, is 5 PM) — but, read in the
    /// daytime, never one to five in the small hours ("at 4", said at 10 PM, is 4 PM tomorrow).
    public var readsDaytimeHours: Bool
    /// The hours such an hour is read in: the daytime; or the morning, as when it is said of
    /// waking up ("wake me up at 5" is 5 AM); or the evening, as when it is said of an evening
    /// meal ("dinner friday at 7" is at 7 PM).
    public var hoursRead: HoursRead
    /// Whether a time said without a day is the last one, not the next, as when a request
    /// tells what was done ("luna had her apoquel at 8am", said at 6 PM, is 8 AM today).
    public var readsPastTimes: Bool

    /// The daytime hours an hour said without am or pm is read in, 7 AM to 7 PM
    /// (`readsDaytimeHours`).
    public static let daytimeHours = 7..<19

    public init(
        now: Date = Date(),
        timeZone: TimeZone = .current,
        locale: Locale = Locale(identifier: "en_US"),
        dimensions: Set<ValueDimension> = Set(ValueDimension.allCases), readsDaytimeHours: Bool = false,
        hoursRead: HoursRead = .daytime, readsPastTimes: Bool = false
    ) {
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.dimensions = dimensions
        self.readsDaytimeHours = readsDaytimeHours
        self.hoursRead = hoursRead
        self.readsPastTimes = readsPastTimes
    }
}
