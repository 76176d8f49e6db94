import Foundation

/// The reference time of a recognition on the wall clock of its time zone.
struct TimeContext: Sendable {
    /// Now, in wall-clock seconds (see `CivilCalendar`).
    let now: Int
    let timeZone: TimeZone
    /// The offset from UTC at `now`, in seconds.
    let nowOffset: Int
    /// Whether an hour without am or pm on a given day is read in the daytime
    /// (`ValueRecognitionConfiguration.readsDaytimeHours`).
    let readsDaytimeHours: Bool
    /// The hours an hour without am or pm is read in when `readsDaytimeHours`: the daytime, the
    /// morning or the evening (`ValueRecognitionConfiguration.hoursRead`).
    let hoursRead: HoursRead
    /// Whether a time without a day is the last one (`ValueRecognitionConfiguration.readsPastTimes`).
    let readsPastTimes: Bool
    /// Whether "4/12" is the 4th of December or April 12, from the time zone's region.
    let dateOrder: NumericDateOrder

    init(
        now: Date, timeZone: TimeZone, readsDaytimeHours: Bool = false, hoursRead: HoursRead = .daytime,
        readsPastTimes: Bool = false
    ) {
        let offset = timeZone.secondsFromGMT(for: now)
        self.nowOffset = offset
        self.timeZone = timeZone
        self.now = Int(now.timeIntervalSince1970.rounded(.down)) + offset
        self.readsDaytimeHours = readsDaytimeHours
        self.hoursRead = hoursRead
        self.readsPastTimes = readsPastTimes
        self.dateOrder = NumericDateOrder.of(timeZone)
    }

    /// This context with now `seconds` of wall-clock time earlier.
    func movedBack(by seconds: Int) -> TimeContext {
        TimeContext(
            now: Date(timeIntervalSince1970: TimeInterval(now - nowOffset - seconds)), timeZone: timeZone,
            readsDaytimeHours: readsDaytimeHours, hoursRead: hoursRead,
            readsPastTimes: readsPastTimes)
    }

    /// The small hours, 1 to 6 AM: an hour of one to five said without am or pm and without a
    /// day is not read in them, when asked to read hours as people mean them ("at 4", said at
    /// 10 PM, is 4 PM tomorrow, not 4 AM).
    static let smallHours: Range<Int> = 3600..<6 * 3600

    /// The wall-clock time `seconds` of elapsed time after now.
    func wall(afterElapsed seconds: Int) -> Int {
        let instant = Date(timeIntervalSince1970: TimeInterval(now - nowOffset + seconds))
        return now - nowOffset + seconds + timeZone.secondsFromGMT(for: instant)
    }

    /// The start of today on the wall clock.
    var today: Int { CivilCalendar.truncate(now, to: .day) }

    /// The point of a wall-clock time, with the offset the time zone has then.
    func point(_ wall: Int) -> TimePoint {
        var offset = nowOffset
        // Two passes settle the offset of a wall-clock time near a daylight-saving change.
        for _ in 0..<2 {
            offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall - offset)))
        }
        return TimePoint(
            date: Date(timeIntervalSince1970: TimeInterval(wall - offset)), local: CivilCalendar.fields(wall),
            utcOffset: offset)
    }
}

/// A resolved stretch of wall-clock time, as the time parsers pass it around.
struct TimeSpan: Sendable {
    /// Wall-clock seconds of the start, `nil` when open ("before 11 am").
    var start: Int?
    /// Wall-clock seconds of the end (excluded), `nil` when open ("after 2 pm").
    var end: Int?
    var grain: TimeGrain
    /// An interval rather than one grain-long instant.
    var isInterval: Bool
    var holiday: String?

    /// The grain-long instant starting at `start`.
    static func instant(_ start: Int, _ grain: TimeGrain, holiday: String? = nil) -> TimeSpan {
        TimeSpan(
            start: start, end: CivilCalendar.adding(1, grain, to: start), grain: grain, isInterval: false,
            holiday: holiday)
    }

    /// The interval from `start` to `end` (excluded).
    static func interval(_ start: Int?, _ end: Int?, _ grain: TimeGrain, holiday: String? = nil) -> TimeSpan {
        TimeSpan(start: start, end: end, grain: grain, isInterval: true, holiday: holiday)
    }

    /// The start, or the end of an interval open at its start.
    var anchor: Int { start ?? end ?? 0 }
    /// The end, or one grain after the start.
    var closingEnd: Int { end ?? CivilCalendar.adding(1, grain, to: anchor) }

    /// The public value of the span.
    func value(in context: TimeContext) -> TimeValue {
        if isInterval {
            return TimeValue(
                kind: .interval(from: start.map(context.point), to: end.map(context.point)), grain: grain,
                holiday: holiday)
        }
        return TimeValue(kind: .instant(context.point(anchor)), grain: grain, holiday: holiday)
    }
}

/// A time of day before it is placed on a date: "3:30", "7 pm", "half past three".
struct ClockTime: Sendable {
    enum Meridiem: Sendable { case am, pm }

    var hour: Int
    var minute: Int?
    var second: Int?
    var meridiem: Meridiem?
    /// Read from a 12-hour clock without a meridiem, so both h and h+12 fit.
    var isAmbiguous: Bool
    var grain: TimeGrain
    /// A bare reading ("3", "three twenty") that is only a time with a cue such as "at".
    var isLatent: Bool
    /// Offset of a named time zone, in seconds, when one was said ("4pm CET").
    var zoneOffset: Int?

    /// The hours of the day the clock can mean, earliest first.
    var hours: [Int] {
        switch meridiem {
        case .am: return [hour % 12]
        case .pm: return [hour % 12 + 12]
        case nil: return isAmbiguous && hour <= 12 ? [hour % 12, hour % 12 + 12] : [hour % 24]
        }
    }

    /// Seconds after midnight for each hour the clock can mean.
    var secondsOfDay: [Int] { hours.map { $0 * 3600 + (minute ?? 0) * 60 + (second ?? 0) } }
}

/// A named part of the day: "morning" is 00:00–12:00, "afternoon" 12:00–19:00, and so on.
struct PartOfDay: Sendable {
    var startHour: Int
    var endHour: Int
    var meridiem: ClockTime.Meridiem
}
