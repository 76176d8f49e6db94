import Foundation

/// One local time at which a time-of-day trigger was due.
struct LocalOccurrence: Sendable, Hashable {
    /// The local date and minute, `2026-11-23T07:30`: the occurrence key.
    var key: String
    var date: Date
}

/// Occurrences of times of day in a person's local time.
enum LocalOccurrences {
    /// The occurrences of `minute` on `weekdays` (0 Monday … 6 Sunday; empty: every day) in
    /// (`lower`, `upper`], oldest first.
    ///
    /// The key is the local date and time as set, so a time repeated when clocks go back is one
    /// occurrence (claimed once), and a time skipped when clocks go forward runs at the first
    /// instant after the gap.
    ///
    /// - Complexity: O(days between `lower` and `upper`).
    static func timeOfDay(minute: Int, weekdays: [Int], after lower: Date, through upper: Date, calendar: Calendar)
        -> [LocalOccurrence]
    {
        guard (0..<1440).contains(minute), lower < upper else { return [] }
        var result: [LocalOccurrence] = []
        var day = calendar.startOfDay(for: lower)
        while day <= upper {
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            if weekdays.isEmpty || weekdays.contains(weekday(of: day, calendar: calendar)),
                let year = parts.year, let month = parts.month, let dayOfMonth = parts.day,
                let date = instant(
                    of: DateComponents(
                        year: year, month: month, day: dayOfMonth, hour: minute / 60, minute: minute % 60),
                    on: day, calendar: calendar),
                date > lower, date <= upper
            {
                let key = String(
                    format: "%04d-%02d-%02dT%02d:%02d", year, month, dayOfMonth, minute / 60, minute % 60)
                result.append(LocalOccurrence(key: key, date: date))
            }
            guard let following = calendar.date(byAdding: .day, value: 1, to: day), following > day else { break }
            day = following
        }
        return result
    }

    /// The instant at which the local clock first shows `wall` on the day starting at `day`.
    ///
    /// Foundation resolves a wall time skipped when the clocks go forward by the offset from before
    /// the gap (02:30 becomes 03:30 in New York) and may resolve a repeated one to its second
    /// pass; neither is what the docs promise.
    private static func instant(of wall: DateComponents, on day: Date, calendar: Calendar) -> Date? {
        let wanted: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        let shows = { (date: Date) in calendar.dateComponents(wanted, from: date) == wall }
        guard let resolved = calendar.date(from: wall) else { return firstInstantAfterGap(on: day, calendar: calendar) }
        guard shows(resolved) else {
            // NB: the wall time falls in a gap; it is due when the gap ends.
            return firstInstantAfterGap(on: day, calendar: calendar) ?? resolved
        }
        // A repeated wall time: the offset was larger a day before, so the clock showed it earlier too.
        let zone = calendar.timeZone
        let dayBefore = resolved.addingTimeInterval(-86_400)
        let shift = TimeInterval(zone.secondsFromGMT(for: dayBefore) - zone.secondsFromGMT(for: resolved))
        if shift > 0, shows(resolved.addingTimeInterval(-shift)) { return resolved.addingTimeInterval(-shift) }
        return resolved
    }

    /// The end of the gap in the local day starting at `day`, when the clocks go forward that day.
    private static func firstInstantAfterGap(on day: Date, calendar: Calendar) -> Date? {
        guard let transition = calendar.timeZone.nextDaylightSavingTimeTransition(after: day.addingTimeInterval(-1)),
            calendar.isDate(transition, inSameDayAs: day)
        else { return nil }
        return transition
    }

    /// The weekday of `date`, 0 Monday … 6 Sunday.
    static func weekday(of date: Date, calendar: Calendar) -> Int {
        (calendar.component(.weekday, from: date) + 5) % 7
    }

    /// The minute of the local day of `date`, 0–1439.
    static func minuteOfDay(of date: Date, calendar: Calendar) -> Int {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }
}
