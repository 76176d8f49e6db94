/// Dates relative to the calendar: "tomorrow", "next Tuesday", "last week", "this qtr",
/// "first tuesday of october", "the 3rd last week of 2018", "20th of the next month".
extension ValueParser {
    /// Words moving a cycle: "this" 0, "next" 1, "last" -1.
    static let cycleShifts: [String: Int] = [
        "this": 0, "current": 0, "coming": 1, "next": 1, "upcoming": 1, "following": 1, "last": -1, "past": -1,
        "previous": -1,
    ]

    /// A shift word at `index`, allowing "the" before it and "the"/"around" in "around next week".
    func cycleShift(at index: Int) -> (shift: Int, end: Int)? {
        let start = optional("the", at: index)
        if let end = match(["this", "past"], at: start) ?? match(["this", "last"], at: start) { return (-1, end) }
        if let end = match(["this", "coming"], at: start) ?? match(["this", "next"], at: start) { return (1, end) }
        guard let word = text(start), let shift = Self.cycleShifts[word] else { return nil }
        return (shift, start + 1)
    }

    /// "week" (1) or "fortnight" (2) at `index`: the weeks a British date is put off by.
    private func weeksAhead(at index: Int) -> (weeks: Int, end: Int)? {
        switch text(index) {
        case "week": return (1, index + 1)
        case "fortnight": return (2, index + 1)
        default: return nil
        }
    }

    /// The British readings after a weekday said with `shift` ("next" is 1) and ending at `end`:
    /// "tuesday week" and "next tuesday week" are a week after the tuesday, "monday fortnight"
    /// two weeks after the monday; "tuesday next" is next tuesday.
    private func britishWeekOffsets(_ weekday: Int, shift: Int?, at end: Int) -> [(TimeSpan, Int)] {
        guard (shift ?? 0) >= 0 else { return [] }
        let today = clock.today
        let todayWeekday = CivilCalendar.weekday(days: CivilCalendar.dayNumber(clock.now))
        let nextWeek = CivilCalendar.truncate(clock.now, to: .week) + 604_800 + (weekday - 1) * 86_400
        let ahead = today + ((weekday - todayWeekday + 6) % 7 + 1) * 86_400
        let day = (shift ?? 0) > 0 ? nextWeek : ahead
        var results: [(TimeSpan, Int)] = []
        if let (weeks, after) = weeksAhead(at: end) {
            results.append((.instant(day + 7 * weeks * 86_400, .day), after))
        }
        // Not "tuesday next week" (read with the week), nor "tuesday next to the park".
        let nextStandsAlone = text(end + 1).map { CalendarNames.cycles[$0] == nil && $0 != "to" } ?? true
        if shift == nil, text(end) == "next", nextStandsAlone {
            results.append((.instant(nextWeek, .day), end + 1))
        }
        return results
    }

    /// Every reading of a date relative to today or to a calendar cycle, starting at `index`.
    func cycleDates(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        let today = clock.today
        let todayNumber = CivilCalendar.dayNumber(clock.now)
        let todayWeekday = CivilCalendar.weekday(days: todayNumber)
        // Days around today.
        let dayWords: [([String], Int)] = [
            (["today"], 0), (["tomorrow"], 1), (["tomorrows"], 1), (["tmrw"], 1), (["tmr"], 1), (["tomorow"], 1),
            (["yesterday"], -1),
            (["the", "day", "after", "tomorrow"], 2), (["day", "after", "tomorrow"], 2),
            (["the", "day", "before", "yesterday"], -2), (["day", "before", "yesterday"], -2),
        ]
        for (words, shift) in dayWords {
            if let end = match(words, at: index) { results.append((.instant(today + shift * 86_400, .day), end)) }
        }
        let nowWords: [[String]] = [["now"], ["right", "now"], ["just", "now"], ["at", "the", "moment"], ["atm"]]
        if let end = matchAny(nowWords, at: index) { results.append((.instant(clock.now, .second), end)) }
        // Months by name: "march", "in march", "next march" (not "may", which is mostly a verb).
        var monthStart = index
        var monthShift = 0
        if text(index) == "in" {
            monthStart += 1
        } else if let (value, end) = cycleShift(at: index) {
            monthShift = value
            monthStart = end
        }
        if let (month, end) = monthName(at: monthStart), text(monthStart) != "may" || monthStart != index,
            (text(monthStart)?.count ?? 0) > 3 || monthStart != index
        {
            let now = CivilCalendar.fields(clock.now)
            var year = month >= now.month ? now.year : now.year + 1
            if monthShift > 0, month == now.month { year += 1 }
            if monthShift < 0 { year = month < now.month ? now.year : now.year - 1 }
            results.append((.instant(CivilCalendar.seconds(year, month, 1), .month), end))
            if monthShift == 0, let after = match(["after", "next"], at: end) {
                results.append((.instant(CivilCalendar.seconds(year + 1, month, 1), .month), after))
            }
        }
        // Weekdays: "thursday", "this monday", "next saturday", "last tuesday", "friday after next".
        var weekdayStart = index
        var shift: Int?
        if let (value, end) = cycleShift(at: index) {
            shift = value
            weekdayStart = end
        }
        if let (weekday, end) = weekdayName(at: weekdayStart) {
            // NB: a weekday is never today (Duckling's "not immediate"): on a Tuesday, "tuesday" is
            // the one next week.
            let ahead = (weekday - todayWeekday + 6) % 7 + 1
            switch shift {
            case nil, 0:
                // NB: in a request that tells what was done, a weekday alone is the last one:
                // "how long did i focus on tuesday", said on a Thursday, is two days ago.
                let behind = (todayWeekday - weekday + 6) % 7 + 1
                let days = shift == nil && clock.readsPastTimes ? -behind : ahead
                results.append((.instant(today + days * 86_400, .day), end))
                if shift == nil, let after = match(["after", "next"], at: end) {
                    let days = ahead + 7
                    results.append((.instant(today + days * 86_400, .day), after))
                }
                // "monday of this week", "sunday from last week", "wednesday next week".
                let connector = text(end) == "of" || text(end) == "from" ? end + 1 : end
                if let (weekShift, after) = cycleShift(at: connector), text(after) == "week" {
                    let monday = CivilCalendar.truncate(clock.now, to: .week) + weekShift * 604_800
                    results.append((.instant(monday + (weekday - 1) * 86_400, .day), after + 1))
                }
            case let value? where value > 0:
                let monday = CivilCalendar.truncate(clock.now, to: .week) + 604_800
                results.append((.instant(monday + (weekday - 1) * 86_400, .day), end))
            default:
                let back = (todayWeekday - weekday + 7) % 7
                results.append((.instant(today - (back == 0 ? 7 : back) * 86_400, .day), end))
            }
            results.append(contentsOf: britishWeekOffsets(weekday, shift: shift, at: end))
        }
        // "a week on tuesday", "a fortnight on friday": that many weeks after the coming one.
        if text(index) == "a", let (weeks, after) = weeksAhead(at: index + 1), text(after) == "on",
            let (weekday, end) = weekdayName(at: after + 1)
        {
            let ahead = (weekday - todayWeekday + 6) % 7 + 1
            results.append((.instant(today + (ahead + 7 * weeks) * 86_400, .day), end))
        }
        // "a week today", "a fortnight tomorrow", "tomorrow week": that day, that many weeks on.
        let daysOn: [String: Int] = ["today": 0, "tomorrow": 1]
        if text(index) == "a", let (weeks, after) = weeksAhead(at: index + 1), let word = text(after),
            let days = daysOn[word]
        {
            results.append((.instant(today + (days + 7 * weeks) * 86_400, .day), after + 1))
        }
        if let word = text(index), let days = daysOn[word], let (weeks, end) = weeksAhead(at: index + 1) {
            results.append((.instant(today + (days + 7 * weeks) * 86_400, .day), end))
        }
        // "this day fortnight", "this day week": today, that many weeks on.
        if let after = match(["this", "day"], at: index), let (weeks, end) = weeksAhead(at: after) {
            results.append((.instant(today + 7 * weeks * 86_400, .day), end))
        }
        // "last week's sunday".
        if let (weekShift, after) = cycleShift(at: index), text(after) == "week's" || text(after) == "weeks",
            let (weekday, end) = weekdayName(at: after + 1)
        {
            let monday = CivilCalendar.truncate(clock.now, to: .week) + weekShift * 604_800
            results.append((.instant(monday + (weekday - 1) * 86_400, .day), end))
        }
        // "the ides of march": the 15th of March, May, July and October, the 13th of other months.
        if let after = match(["the", "ides", "of"], at: index) ?? match(["ides", "of"], at: index),
            let (month, end) = monthName(at: after)
        {
            let day = [3, 5, 7, 10].contains(month) ? 15 : 13
            if let span = resolve(DateFields(month: month, day: day)) { results.append((span, end)) }
        }
        // "third tuesday after christmas 2014".
        for (ordinal, ordinalEnd) in ordinals(at: optional("the", at: index)) where ordinal >= 1 && ordinal <= 10 {
            guard let (weekday, weekdayEnd) = weekdayName(at: ordinalEnd), text(weekdayEnd) == "after" else { continue }
            for (date, end) in dateLikes(at: weekdayEnd + 1) where date.grain == .day && !date.isInterval {
                let day = CivilCalendar.dayNumber(date.anchor)
                let ahead = (weekday - CivilCalendar.weekday(days: day) + 6) % 7 + 1
                results.append((.instant((day + ahead + 7 * (ordinal - 1)) * 86_400, .day), end))
            }
        }
        // "the week of october 6th".
        if let start = match(["the", "week", "of"], at: index) ?? match(["week", "of"], at: index) {
            for (date, end) in calendarDates(at: start) where date.grain == .day {
                results.append((.instant(CivilCalendar.truncate(date.anchor, to: .week), .week), end))
            }
        }
        // Cycles: "this week", "last month", "next yr", "the following week".
        if let (value, end) = cycleShift(at: index), let word = text(end), let grain = CalendarNames.cycles[word],
            grain >= .day
        {
            let start = CivilCalendar.truncate(clock.now, to: grain)
            results.append((.instant(CivilCalendar.adding(value, grain, to: start), grain), end + 1))
        }
        results.append(contentsOf: upcomingCycles(at: index))
        results.append(contentsOf: quarters(at: index))
        results.append(contentsOf: ordinalsOfPeriods(at: index))
        return results
    }

    /// "upcoming two weeks", "2 upcoming days": the cycle that many ahead.
    private func upcomingCycles(at index: Int) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        var counts: [(Int, Int)] = []
        if text(index) == "upcoming" {
            for reading in numbers(at: index + 1) where reading.isInteger && reading.value > 0 && !reading.isQuantifier
            {
                counts.append((reading.value.clampedInt, reading.end))
            }
        } else {
            for reading in numbers(at: index) where reading.isInteger && reading.value > 0 && !reading.isQuantifier {
                if text(reading.end) == "upcoming" { counts.append((reading.value.clampedInt, reading.end + 1)) }
            }
        }
        for (count, end) in counts {
            guard let word = text(end), let grain = CalendarNames.cycles[word], grain >= .day else { continue }
            let start = CivilCalendar.truncate(clock.now, to: grain)
            results.append((.instant(CivilCalendar.adding(count, grain, to: start), grain), end + 1))
        }
        return results
    }

    /// "third qtr", "4th quarter 2018", "q4 2018", "18q4".
    private func quarters(at index: Int) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        let year = CivilCalendar.fields(clock.now).year
        for (ordinal, end) in ordinals(at: optional("the", at: index)) where (1...4).contains(ordinal) {
            guard let word = text(end), word == "quarter" || word == "qtr" else { continue }
            results.append((.instant(CivilCalendar.seconds(year, ordinal * 3 - 2, 1), .quarter), end + 1))
            for (explicitYear, yearEnd) in years(at: optional("of", at: end + 1)) {
                results.append((.instant(CivilCalendar.seconds(explicitYear, ordinal * 3 - 2, 1), .quarter), yearEnd))
            }
        }
        // "18q4": two-digit year, q, quarter.
        if let token = tokens[safe: index], token.kind == .number, token.text.count == 2 || token.text.count == 4,
            text(index + 1) == "q", glued(index + 1), let quarter = tokens[safe: index + 2]?.number.map(\.clampedInt),
            glued(index + 2), (1...4).contains(quarter), let value = token.number.map(\.clampedInt)
        {
            let year = value < 100 ? 2000 + value : value
            results.append((.instant(CivilCalendar.seconds(year, quarter * 3 - 2, 1), .quarter), index + 3))
        }
        if text(index) == "q", let quarter = tokens[safe: index + 1]?.number.map(\.clampedInt), glued(index + 1),
            (1...4).contains(quarter)
        {
            results.append((.instant(CivilCalendar.seconds(year, quarter * 3 - 2, 1), .quarter), index + 2))
            for (explicitYear, yearEnd) in years(at: index + 2) {
                results.append((.instant(CivilCalendar.seconds(explicitYear, quarter * 3 - 2, 1), .quarter), yearEnd))
            }
        }
        return results
    }

    /// Spans a period can be picked from: "october", "october 2014", "2018", "last month", "the month".
    func periods(at index: Int) -> [(start: Int, limit: Int, end: Int)] {
        var results: [(Int, Int, Int)] = []
        let now = CivilCalendar.fields(clock.now)
        if let (month, after) = monthName(at: index) {
            let year = month >= now.month ? now.year : now.year + 1
            results.append(
                (
                    CivilCalendar.seconds(year, month, 1),
                    CivilCalendar.adding(1, .month, to: CivilCalendar.seconds(year, month, 1)), after
                ))
            for (explicitYear, end) in years(at: optional(",", at: after)) {
                let start = CivilCalendar.seconds(explicitYear, month, 1)
                results.append((start, CivilCalendar.adding(1, .month, to: start), end))
            }
        }
        for (year, end) in years(at: index) {
            results.append((CivilCalendar.seconds(year, 1, 1), CivilCalendar.seconds(year + 1, 1, 1), end))
        }
        for grain in [TimeGrain.month, .year, .week] {
            let name = grain == .month ? "month" : grain == .year ? "year" : "week"
            let start = CivilCalendar.truncate(clock.now, to: grain)
            if let end = match(["the", name], at: index) {
                results.append((start, CivilCalendar.adding(1, grain, to: start), end))
            }
            if let (shift, after) = cycleShift(at: index), text(after) == name {
                let shifted = CivilCalendar.adding(shift, grain, to: start)
                results.append((shifted, CivilCalendar.adding(1, grain, to: shifted), after + 1))
            }
        }
        return results
    }

    /// "first tuesday of october", "last Sunday of March 2014", "the 3rd last week of 2018",
    /// "fifth last day of May", "20th of the next month", "first Monday in the month".
    private func ordinalsOfPeriods(at index: Int) -> [(TimeSpan, Int)] {
        var results: [(TimeSpan, Int)] = []
        let start = optional("the", at: index)
        var positions: [(Int, Int)] = ordinals(at: start).map { ($0.value, $0.end) }
        if text(start) == "last" { positions.append((-1, start + 1)) }
        for (ordinal, end) in positions {
            var nth = ordinal
            var position = end
            if ordinal > 0, text(position) == "last" {
                nth = -ordinal
                position += 1
            }
            guard var word = text(position) else { continue }
            var unitEnd = position + 1
            if let end = matchAny([["week", "-", "end"], ["week", "end"], ["wkend"], ["weekend"]], at: position) {
                word = "weekend"
                unitEnd = end
            }
            guard let connector = text(unitEnd), connector == "of" || connector == "in" else { continue }
            for period in periods(at: unitEnd + 1) {
                if let (weekday, _) = weekdayName(at: position) {
                    var days: [Int] = []
                    var day = period.start / 86_400
                    while day * 86_400 < period.1 {
                        if CivilCalendar.weekday(days: day) == weekday { days.append(day) }
                        day += 1
                    }
                    if let picked = Self.pick(days, nth) { results.append((.instant(picked * 86_400, .day), period.2)) }
                } else if word == "day" {
                    let days = Array((period.start / 86_400)..<(period.1 / 86_400))
                    if let picked = Self.pick(days, nth) { results.append((.instant(picked * 86_400, .day), period.2)) }
                } else if word == "week" {
                    // Weeks wholly inside the period.
                    var weeks: [Int] = []
                    var monday = CivilCalendar.truncate(period.start, to: .week)
                    if monday < period.start { monday += 604_800 }
                    while monday + 604_800 <= period.1 {
                        weeks.append(monday)
                        monday += 604_800
                    }
                    if let picked = Self.pick(weeks, nth) { results.append((.instant(picked, .week), period.2)) }
                } else if word == "weekend", let picked = Self.pick(weekendsStarting(in: period.start, period.1), nth) {
                    results.append((.interval(picked, picked + 54 * 3600, .hour), period.2))
                }
            }
        }
        // "20th of the next month", "20 of this month".
        for (day, end, _) in daysOfMonth(at: start) {
            guard let connector = text(end), connector == "of" else { continue }
            for period in periods(at: end + 1) where period.1 - period.start <= 31 * 86_400 {
                let fields = CivilCalendar.fields(period.start)
                guard day <= CivilCalendar.daysIn(month: fields.month, year: fields.year) else { continue }
                if monthName(at: end + 1) != nil { continue }
                results.append((.instant(period.start + (day - 1) * 86_400, .day), period.2))
            }
        }
        return results
    }

    /// Friday 18:00 of each weekend whose Friday lies in the period.
    func weekendsStarting(in start: Int, _ end: Int) -> [Int] {
        var result: [Int] = []
        var day = start / 86_400
        while day * 86_400 < end {
            if CivilCalendar.weekday(days: day) == 5 { result.append(day * 86_400 + 18 * 3600) }
            day += 1
        }
        return result
    }

    /// The `nth` element (1-based), or counted from the end when negative.
    static func pick(_ values: [Int], _ nth: Int) -> Int? {
        if nth > 0 { return values[safe: nth - 1] }
        return values[safe: values.count + nth]
    }
}
