/// Parts of the day ("this evening", "in the morning", "after lunch") and placing a time of day
/// on the calendar.
extension ValueParser {
    /// Every part of the day named from `index`; `isToday` when the words fix it to today
    /// ("tonight", "this evening").
    func partsOfDay(at index: Int) -> [(part: PartOfDay, end: Int, isToday: Bool)] {
        cached(\.partsOfDay, index) { uncachedPartsOfDay(at: index) }
    }

    private func uncachedPartsOfDay(at index: Int) -> [(part: PartOfDay, end: Int, isToday: Bool)] {
        var results: [(PartOfDay, Int, Bool)] = []
        let named: [([String], PartOfDay)] = [
            (["morning"], PartOfDay(startHour: 0, endHour: 12, meridiem: .am)),
            (["early", "morning"], PartOfDay(startHour: 0, endHour: 9, meridiem: .am)),
            (["early", "in", "the", "morning"], PartOfDay(startHour: 0, endHour: 9, meridiem: .am)),
            (
                ["in", "the", "early", "hours", "of", "the", "morning"],
                PartOfDay(startHour: 0, endHour: 9, meridiem: .am)
            ),
            (["afternoon"], PartOfDay(startHour: 12, endHour: 19, meridiem: .pm)),
            (["afternoonish"], PartOfDay(startHour: 12, endHour: 19, meridiem: .pm)),
            (["evening"], PartOfDay(startHour: 18, endHour: 24, meridiem: .pm)),
            (["night"], PartOfDay(startHour: 18, endHour: 24, meridiem: .pm)),
            (["lunch"], PartOfDay(startHour: 12, endHour: 14, meridiem: .pm)),
            (["lunchtime"], PartOfDay(startHour: 12, endHour: 14, meridiem: .pm)),
            (["lunch", "time"], PartOfDay(startHour: 12, endHour: 14, meridiem: .pm)),
            (["after", "lunch"], PartOfDay(startHour: 13, endHour: 17, meridiem: .pm)),
            (["after", "school"], PartOfDay(startHour: 15, endHour: 21, meridiem: .pm)),
            (["after", "work"], PartOfDay(startHour: 17, endHour: 21, meridiem: .pm)),
        ]
        var starts: [(Int, Bool)] = [(index, false)]
        if let end = match(["in", "the"], at: index) { starts.append((end, false)) }
        if text(index) == "in" { starts.append((index + 1, false)) }
        if text(index) == "this" || text(index) == "today" { starts.append((index + 1, true)) }
        if text(index) == "the" { starts.append((index + 1, false)) }
        if text(index) == "at" { starts.append((index + 1, false)) }
        if let end = match(["in", "the", "am"], at: index) ?? match(["in", "the", "a", ".", "m", "."], at: index) {
            results.append((PartOfDay(startHour: 0, endHour: 12, meridiem: .am), end, false))
        }
        if let end = match(["in", "the", "pm"], at: index) ?? match(["in", "the", "p", ".", "m", "."], at: index) {
            results.append((PartOfDay(startHour: 12, endHour: 24, meridiem: .pm), end, false))
        }
        for (start, isToday) in starts {
            for (words, part) in named {
                if let end = match(words, at: start) { results.append((part, end, isToday)) }
            }
        }
        if text(index) == "tonight" || text(index) == "tonite" {
            results.append((PartOfDay(startHour: 18, endHour: 24, meridiem: .pm), index + 1, true))
        }
        if let end = match(["late", "tonight"], at: index) ?? match(["late", "tonite"], at: index) {
            results.append((PartOfDay(startHour: 21, endHour: 24, meridiem: .pm), end, true))
        }
        return results
    }

    /// The part of the day on a given day, or today's (tomorrow's once it is over).
    func span(of part: PartOfDay, on day: Int?, isToday: Bool) -> TimeSpan {
        var start = (day ?? clock.today) + part.startHour * 3600
        var end = (day ?? clock.today) + part.endHour * 3600
        if day == nil, !isToday, end <= clock.now {
            start += 86_400
            end += 86_400
        }
        return .interval(start, end, .hour)
    }

    /// A clock with the meridiem a part of the day implies ("8 in the evening" is 20:00);
    /// `noonIsMidnight` reads a bare 12 as midnight, as in "tonight at 12".
    func biased(_ clock: ClockTime, by part: PartOfDay, noonIsMidnight: Bool) -> ClockTime {
        guard clock.meridiem == nil, clock.isAmbiguous || clock.hour == 12 else { return clock }
        var result = clock
        result.isAmbiguous = false
        result.isLatent = false
        if clock.hour == 12 {
            result.hour = noonIsMidnight || part.meridiem == .am || part.startHour >= 18 ? 0 : 12
            return result
        }
        result.hour = part.meridiem == .am ? clock.hour % 12 : clock.hour % 12 + 12
        return result
    }

    /// The wall-clock time of a time of day: the first that fits in `span`, or the nearest one
    /// whose hour is not over when there is no span.
    func place(_ time: ClockTime, in span: TimeSpan?) -> Int? {
        var offsets = time.secondsOfDay.sorted()
        if span != nil, clock.readsDaytimeHours {
            // NB: "tomorrow at 5" is 5 PM: the daytime reading first (a stable sort).
            let hours = clock.hoursRead.seconds
            offsets = offsets.filter(hours.contains) + offsets.filter { !hours.contains($0) }
        }
        guard let first = offsets.first else { return nil }
        func notOver(_ wall: Int) -> Bool { CivilCalendar.truncate(wall, to: .hour) + 3600 > clock.now }
        guard let span else {
            if clock.readsDaytimeHours, offsets.count > 1 {
                // NB: "wake me up at 5" is in the small hours; "at 5" alone is not.
                if clock.hoursRead != .morning { offsets.removeAll(where: TimeContext.smallHours.contains) }
                // NB: "dinner at 8", said at 7 AM, is tonight; "wake me up at 7", said at 6 PM,
                // is tomorrow morning.
                if clock.hoursRead != .daytime { offsets.removeAll { !clock.hoursRead.seconds.contains($0) } }
            }
            // NB: "luna had her apoquel at 8am", said at 6 PM, is this morning.
            if clock.readsPastTimes {
                for day in 0..<3 {
                    for offset in offsets.reversed() where clock.today - day * 86_400 + offset <= clock.now {
                        return clock.today - day * 86_400 + offset
                    }
                }
            }
            for day in 0..<3 {
                for offset in offsets where notOver(clock.today + day * 86_400 + offset) {
                    return clock.today + day * 86_400 + offset
                }
            }
            return clock.today + 86_400 + first
        }
        let lower = span.start ?? clock.now
        let upper = max(span.closingEnd, CivilCalendar.truncate(lower, to: .day) + 86_400)
        let containsNow = lower <= clock.now && clock.now < upper
        var day = CivilCalendar.truncate(lower, to: .day)
        var fallback: Int?
        var steps = 0
        while day < upper, steps < 400 {
            for offset in offsets {
                let wall = day + offset
                guard wall >= CivilCalendar.truncate(lower, to: .hour), wall < upper else { continue }
                if fallback == nil { fallback = wall }
                if !containsNow || notOver(wall) { return wall }
            }
            day += 86_400
            steps += 1
        }
        return fallback
    }

    /// A placed clock as an instant, moved from a named time zone into the recognizer's.
    func instant(_ time: ClockTime, at wall: Int) -> TimeSpan {
        guard let zone = time.zoneOffset else { return .instant(wall, time.grain) }
        return .instant(wall - zone + clock.nowOffset, min(time.grain, .minute))
    }
}
