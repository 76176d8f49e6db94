/// Intervals of time: "from 9:30 - 11:00 on Thursday", "3-4pm", "July 13 to 15",
/// "for 10 days from 18th Dec", "after 2 pm", "by EOD", "until 2:00pm".
extension ValueParser {
    /// Every reading of a closed interval starting at `index`.
    func timeIntervals(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        results.append(contentsOf: clockIntervals(at: index, within: nil))
        // "this Thu 9-11am", "tomorrow in between 1-2:30 ish".
        for (date, end) in dateLikes(at: index) where date.grain == .day && !date.isInterval {
            let start = skipping(["in", "from", ","], at: end)
            results.append(contentsOf: clockIntervals(at: start, within: date))
        }
        results.append(contentsOf: dateIntervals(at: index))
        results.append(contentsOf: durationIntervals(at: index))
        return results
    }

    /// "9:30 - 11:00", "between 9:30 and 11:00 on thursday", "later than 3:30pm but before 6pm".
    private func clockIntervals(at index: Int, within date: TimeSpan?) -> [(TimeSpan, Int)] {
        var start = index
        var connectors: [[String]] = [["-"], ["to"], ["till"], ["until"], ["untill"], ["through"], ["thru"]]
        if text(index) == "from" {
            start += 1
        } else if let end = match(["between"], at: index) {
            start = end
            connectors = [["and"], ["-"], ["to"]]
        } else if let end = match(["later", "than"], at: index) ?? match(["after"], at: index) {
            start = end
            connectors = [["but", "before"], ["and", "before"], ["but", "earlier", "than"]]
        }
        var results: [(TimeSpan, Int)] = []
        for (first, firstEnd) in withShortMeridiem(clockReadings(at: start, allowLatent: true)) {
            guard let connectorEnd = matchAny(connectors, at: firstEnd) else { continue }
            for (second, secondEnd) in withShortMeridiem(clockReadings(at: connectorEnd, allowLatent: true)) {
                guard !(first.isLatent && second.isLatent) || date != nil || start != index else { continue }
                let bothBare = first.isLatent && second.isLatent && first.minute == nil && second.minute == nil
                var from = first
                if from.meridiem == nil, from.isAmbiguous, let meridiem = second.meridiem {
                    let sameHalf = from.hour % 12 <= second.hour % 12
                    from.meridiem = sameHalf ? meridiem : (meridiem == .am ? .pm : .am)
                    from.isAmbiguous = false
                }
                if from.zoneOffset == nil { from.zoneOffset = second.zoneOffset }
                // "from 3 to 4 in the PM": a part of the day after the pair sets both meridiems.
                // Two bare numbers ("9 to 11") are a time range only with a day or a part of the day.
                let withDay =
                    date != nil || dateLikes(at: optional("on", at: secondEnd)).contains { $0.span.grain == .day }
                var pairs: [(ClockTime, ClockTime, Int)] = bothBare && !withDay ? [] : [(from, second, secondEnd)]
                for (part, partEnd, _) in partsOfDay(at: secondEnd) {
                    pairs.append(
                        (
                            biased(from, by: part, noonIsMidnight: false),
                            biased(second, by: part, noonIsMidnight: false),
                            partEnd
                        ))
                }
                for (from, second, secondEnd) in pairs {
                    results.append(contentsOf: closedClockIntervals(from, second, secondEnd, within: date))
                }
            }
        }
        return results
    }

    /// Bare hours with a glued "a" or "p" ("9a to 11a"), which only ranges accept: alone, "4a"
    /// is not a time.
    private func withShortMeridiem(_ readings: [(clock: ClockTime, end: Int)]) -> [(clock: ClockTime, end: Int)] {
        var results = readings
        for (clock, end) in readings where clock.isLatent && clock.minute == nil && clock.hour <= 12 {
            guard let letter = text(end), letter == "a" || letter == "p", glued(end) else { continue }
            var marked = clock
            marked.meridiem = letter == "a" ? .am : .pm
            marked.isAmbiguous = false
            marked.isLatent = false
            results.append((marked, optional(".", at: end + 1)))
        }
        return results
    }

    /// The interval between two placed times of day, closed at the grain of the finer one.
    private func closedClockIntervals(
        _ from: ClockTime, _ second: ClockTime, _ secondEnd: Int, within date: TimeSpan?
    ) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        var ends: [(TimeSpan?, Int)] = [(date, secondEnd)]
        if date == nil {
            for (day, dayEnd) in dateLikes(at: secondEnd) where day.grain == .day && !day.isInterval {
                ends.append((day, dayEnd))
            }
        }
        for (day, end) in ends {
            guard let fromWall = place(from, in: day) else { continue }
            let fromDay = CivilCalendar.truncate(fromWall, to: .day)
            let toSpan = TimeSpan.interval(fromWall, fromDay + 2 * 86_400, .second)
            guard let toWall = place(second, in: toSpan) else { continue }
            let grain = min(from.grain, second.grain)
            let fromInstant = instant(from, at: fromWall)
            let toInstant = instant(second, at: toWall)
            let startWall = fromInstant.anchor
            let endWall = CivilCalendar.adding(1, grain, to: toInstant.anchor)
            let zoneGrain = from.zoneOffset == nil ? grain : min(grain, .minute)
            results.append((.interval(startWall, endWall, zoneGrain), end))
        }
        return results
    }

    /// "July 13 to 15", "from the 13th to the 15th July", "1-8 september", "August 27th - 29th".
    private func dateIntervals(at index: Int) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        let start = text(index) == "from" || text(index) == "between" ? index + 1 : index
        let connectors: [[String]] = [["-"], ["to"], ["till"], ["until"], ["through"], ["thru"], ["and"]]
        func add(_ first: TimeSpan, _ last: TimeSpan, _ end: Int) {
            guard let from = first.start, let to = last.start, to >= from else { return }
            results.append((.interval(from, to + 86_400, .day), end))
        }
        // Two months: "June 2014 - August 2014".
        for (first, firstEnd) in calendarDates(at: start) where first.grain == .month && !first.isInterval {
            guard let connectorEnd = matchAny(connectors, at: firstEnd) else { continue }
            for (last, lastEnd) in calendarDates(at: connectorEnd) where last.grain == .month && !last.isInterval {
                if last.anchor >= first.anchor {
                    results.append(
                        (.interval(first.anchor, CivilCalendar.adding(1, .month, to: last.anchor), .month), lastEnd))
                }
            }
        }
        for (first, firstEnd) in calendarDates(at: start) where first.grain == .day {
            guard let connectorEnd = matchAny(connectors, at: firstEnd) else { continue }
            // "July 13 to 15", "August 27th - 29th".
            let fields = CivilCalendar.fields(first.anchor)
            for (day, dayEnd, _) in daysOfMonth(at: optional("the", at: connectorEnd)) where day > fields.day {
                guard monthName(at: dayEnd) == nil, day <= CivilCalendar.daysIn(month: fields.month, year: fields.year)
                else { continue }
                add(first, .instant(CivilCalendar.seconds(fields.year, fields.month, day), .day), dayEnd)
            }
        }
        // "from 13 to 15 July", "1-8 september", "19th To 21st aug".
        for (firstDay, firstEnd, _) in daysOfMonth(at: optional("the", at: start)) {
            guard let connectorEnd = matchAny(connectors, at: firstEnd) else { continue }
            for (last, lastEnd) in calendarDates(at: connectorEnd) where last.grain == .day {
                let fields = CivilCalendar.fields(last.anchor)
                guard firstDay < fields.day else { continue }
                add(.instant(CivilCalendar.seconds(fields.year, fields.month, firstDay), .day), last, lastEnd)
            }
        }
        // Two days: "July 13 - July 15", "monday to friday", "tomorrow through sunday".
        for (first, firstEnd) in dateLikes(at: start) where first.grain == .day && !first.isInterval {
            guard let connectorEnd = matchAny(connectors, at: firstEnd) else { continue }
            for (last, lastEnd) in dateLikes(at: connectorEnd) where last.grain == .day && !last.isInterval {
                var last = last
                // A weekday after a later date is the next one: "friday to monday".
                if let lastStart = last.start, let firstStart = first.start, lastStart < firstStart,
                    weekdayName(at: optional("on", at: connectorEnd)) != nil, firstStart - lastStart < 7 * 86_400
                {
                    last.start = lastStart + 7 * 86_400
                }
                add(first, last, lastEnd)
            }
        }
        return results
    }

    /// "for 10 days from 18th Dec", "from 18th Dec for 10 days", "4pm for 30 mins".
    private func durationIntervals(at index: Int) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        func add(_ point: TimeSpan, _ duration: DurationValue, _ end: Int) {
            guard let start = point.start, duration.value == duration.value.rounded(), duration.value > 0 else {
                return
            }
            let grain = min(point.grain, duration.unit)
            let last = CivilCalendar.adding(duration.value.clampedInt, duration.unit, to: start)
            results.append((.interval(start, CivilCalendar.adding(1, grain, to: last), grain), end))
        }
        if text(index) == "for" {
            for (duration, durationEnd) in durations(at: index + 1) {
                guard
                    let start = matchAny(
                        [["from"], ["starting", "from"], ["starting"], ["beginning"]], at: durationEnd)
                else { continue }
                for (point, end) in timePoints(at: start) where !point.isInterval { add(point, duration, end) }
            }
        }
        let start = optional("from", at: index)
        for (point, pointEnd) in timePoints(at: start) where !point.isInterval && text(pointEnd) == "for" {
            for (duration, end) in durations(at: pointEnd + 1) { add(point, duration, end) }
        }
        return results
    }

    /// "after 2 pm", "since 2014", "until 2:00pm", "through 2014", "by EOD", "as soon as possible".
    func openIntervals(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        if let end = matchAny([["as", "soon", "as", "possible"], ["asap"]], at: index) {
            results.append((.interval(clock.now, nil, .second), end))
        }
        let after = matchAny([["after"], ["since"], ["anytime", "after"], ["later", "than"], ["from"]], at: index)
        let before = matchAny(
            [
                ["before"], ["until"], ["untill"], ["till"], ["til"], ["through"], ["thru"], ["up", "to"],
                ["prior", "to"],
                ["sometimes", "before"], ["sometime", "before"], ["anytime", "before"], ["no", "later", "than"],
            ],
            at: index)
        var targets: [(TimeSpan, Int)] = []
        if let start = after ?? before ?? match(["by"], at: index) {
            targets = timePoints(at: start)
            for (year, end) in years(at: start) {
                targets.append((.instant(CivilCalendar.seconds(year, 1, 1), .year), end))
            }
        }
        if let start = after {
            let since = text(index) == "since"
            for (said, end) in targets where said.start != nil {
                let target = since ? mostRecent(said, at: start, end: end) : said
                results.append((.interval(target.start, nil, target.grain, holiday: target.holiday), end))
            }
            if text(index) == "after" {
                for (duration, end) in durations(at: start) {
                    if let span = shifted(by: duration, sign: 1) {
                        results.append((.interval(span.start, nil, span.grain), end))
                    }
                }
            }
        } else if before != nil {
            for (target, end) in targets where target.start != nil {
                results.append((.interval(nil, target.start, target.grain, holiday: target.holiday), end))
            }
        } else if text(index) == "by" {
            for (target, end) in targets {
                let limit = target.isInterval ? target.end : target.start
                if let limit, limit > clock.now { results.append((.interval(clock.now, limit, .second), end)) }
            }
        }
        return results
    }
}
