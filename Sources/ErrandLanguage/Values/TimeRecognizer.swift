/// Dates and times: the readings of the other time files combined with times of day, parts of
/// the day and time zones ("tomorrow at 7 pm", "at 7:30 PM on Fri, Sep 20", "8 tonight").
extension ValueParser {
    /// Words that make a bare number a time of day: "at 3", "around 1030".
    private static let clockCues: [[String]] = [
        ["at"], ["@"], ["around"], ["about"], ["approximately"], ["approx"], ["for"], ["at", "about"],
        ["at", "around"], ["by"],
    ]

    /// Times of day at `index`, with a cue allowing latent ones, and a time zone after them.
    func clockReadings(at index: Int, allowLatent: Bool) -> [(clock: ClockTime, end: Int)] {
        allowLatent
            ? cached(\.latentClockReadings, index) { uncachedClockReadings(at: index, allowLatent: true) }
            : cached(\.clockReadings, index) { uncachedClockReadings(at: index, allowLatent: false) }
    }

    private func uncachedClockReadings(at index: Int, allowLatent: Bool) -> [(clock: ClockTime, end: Int)] {
        var results: [(ClockTime, Int)] = []
        var starts: [(Int, Bool)] = [(index, false)]
        // NB: "for" introduces a clear time ("for 9am") but not a bare number ("for 2 hours").
        for cue in Self.clockCues where cue != ["by"] && cue != ["for"] {
            if let end = match(cue, at: index) { starts.append((end, true)) }
        }
        if text(index) == "for" { starts.append((index + 1, false)) }
        for (start, cued) in starts {
            for (clock, end) in clocks(at: start) where cued || allowLatent || !clock.isLatent {
                var accepted = clock
                if cued { accepted.isLatent = false }
                results.append((accepted, end))
                if let after = matchAny([["approximately"], ["approx"], ["sharp"], ["exactly"]], at: end) {
                    results.append((accepted, after))
                }
                // "4pm CET", "Thursday 9 am (BST)".
                var position = end
                let parenthesized = text(position) == "("
                if parenthesized { position += 1 }
                if let zone = text(position), let offset = CalendarNames.zones[zone] {
                    position += 1
                    if parenthesized {
                        guard text(position) == ")" else { continue }
                        position += 1
                    }
                    accepted.zoneOffset = offset
                    results.append((accepted, position))
                }
            }
        }
        return results
    }

    /// Readings of dates and of times counted from now, which a time of day can be placed in.
    func dateLikes(at index: Int) -> [(span: TimeSpan, end: Int)] {
        cached(\.dateLikes, index) { uncachedDateLikes(at: index) }
    }

    private func uncachedDateLikes(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        let on = optional("on", at: index)
        // NB: "for friday at 10" as "on friday at 10": what an event or an order is for. Not before
        // a day of the month ("for the third time").
        let start = on != index ? on : optional("for", at: index)
        results.append(contentsOf: calendarDates(at: start))
        results.append(contentsOf: cycleDates(at: start))
        results.append(contentsOf: holidays(at: start))
        results.append(contentsOf: periodBoundaries(at: index))
        results.append(contentsOf: relativeTimes(at: index))
        // "on the 15th", "on the first", "the 1st": a day of this month or the next. Without "on",
        // a word ordinal is a position ("the third song"), not a date.
        if on != index || text(on) == "the" {
            let dayStart = optional("the", at: on)
            let digits = tokens[safe: dayStart]?.kind == .number
            for (day, end, _) in daysOfMonth(at: dayStart, allowCardinal: false)
            where monthName(at: end) == nil && text(end) != "of" && (on != index || digits) {
                if let span = resolve(DateFields(day: day)) { results.append((span, end)) }
            }
        }
        return results
    }

    /// Every reading of a date or time (not an interval between two of them) starting at `index`.
    func timePoints(at index: Int) -> [(span: TimeSpan, end: Int)] {
        cached(\.timePoints, index) { uncachedTimePoints(at: index) }
    }

    private func uncachedTimePoints(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results: [(TimeSpan, Int)] = []
        let dates = dateLikes(at: index)
        // Parts of the day: "tonight", "monday morning", "morning of xmas", "this morning at 3".
        for (part, end, isToday) in partsOfDay(at: index) {
            results.append((span(of: part, on: nil, isToday: isToday), end))
            for (time, clockEnd) in clockReadings(
                at: skipping(["at", "@"], at: end), allowLatent: text(end) == "at" || text(end) == "@")
            {
                let biasedTime = biased(time, by: part, noonIsMidnight: true)
                if let wall = place(biasedTime, in: nil) { results.append((instant(biasedTime, at: wall), clockEnd)) }
            }
            if text(end) == "of" {
                for (date, dateEnd) in dateLikes(at: end + 1) where date.grain == .day && !date.isInterval {
                    var span = span(of: part, on: date.anchor, isToday: false)
                    span.holiday = date.holiday
                    results.append((span, dateEnd))
                }
            }
        }
        for (date, dateEnd) in dates {
            results.append((date, dateEnd))
            guard !date.isInterval || date.grain >= .day else { continue }
            // "tomorrow at 5pm", "Fri, Jul 18, 2014 19h00", "in 7 days at 5pm", "4/25 at 16h".
            let connectors =
                [dateEnd, optional(",", at: dateEnd)] + [["for"], ["on"]].compactMap { match($0, at: dateEnd) }
            for position in Set(connectors) {
                for (time, end) in clockReadings(at: position, allowLatent: false) {
                    if let wall = place(time, in: date) {
                        var placed = instant(time, at: wall)
                        placed.holiday = date.holiday
                        results.append((placed, end))
                    }
                }
            }
            // "tomorrow evening", "february the 15th in the morning", "tomorrow evening at 5".
            guard date.grain == .day, !date.isInterval else { continue }
            for (part, end, _) in partsOfDay(at: dateEnd) {
                var partSpan = span(of: part, on: date.anchor, isToday: false)
                partSpan.holiday = date.holiday
                results.append((partSpan, end))
                if text(end) == "at" || text(end) == "@" {
                    for (time, clockEnd) in clockReadings(at: end + 1, allowLatent: true) {
                        let biasedTime = biased(time, by: part, noonIsMidnight: true)
                        if let wall = place(biasedTime, in: date) {
                            results.append((instant(biasedTime, at: wall), clockEnd))
                        }
                    }
                }
            }
        }
        // Times of day, alone or followed by a date or a part of the day.
        for (time, end) in clockReadings(at: index, allowLatent: true) {
            if !time.isLatent, let wall = place(time, in: nil) { results.append((instant(time, at: wall), end)) }
            for position in Set([end, optional("on", at: end), optional(",", at: end)]) {
                for (date, dateEnd) in dateLikes(at: position) where date.grain >= .day || !date.isInterval {
                    guard !time.isLatent || date.grain >= .month || position == end else { continue }
                    // "3 1/2" is a number, not three o'clock on the 2nd of January.
                    if time.isLatent, tokens[safe: position]?.kind == .number { continue }
                    if let wall = place(time, in: date) { results.append((instant(time, at: wall), dateEnd)) }
                    // "9 tomorrow morning", "at 5 tomorrow afternoon".
                    for (part, partEnd, _) in partsOfDay(at: dateEnd) where date.grain == .day {
                        let biasedTime = biased(time, by: part, noonIsMidnight: false)
                        if let wall = place(biasedTime, in: date) {
                            results.append((instant(biasedTime, at: wall), partEnd))
                        }
                    }
                }
            }
            // "3 in the morning", "8 tonight", "12:15 in the afternoon".
            for (part, partEnd, _) in partsOfDay(at: end) where text(end) != "after" {
                let biasedTime = biased(time, by: part, noonIsMidnight: false)
                if let wall = place(biasedTime, in: nil) { results.append((instant(biasedTime, at: wall), partEnd)) }
            }
        }
        return results
    }

    /// Every reading of a time starting at `index`: points, intervals and open intervals.
    func times(at index: Int) -> [(span: TimeSpan, end: Int)] {
        var results = timePoints(at: index)
        results.append(contentsOf: timeIntervals(at: index))
        results.append(contentsOf: openIntervals(at: index))
        if let start = matchAny([["around"], ["about"], ["approximately"], ["approx"]], at: index) {
            results.append(contentsOf: timePoints(at: start).filter { $0.span.grain != .hour || $0.span.isInterval })
            results.append(contentsOf: timeIntervals(at: start))
        }
        // Phone numbers and codes are not times: "650-650-6500".
        return results.filter { _, end in
            !(text(end) == "-" && glued(end) && tokens[safe: end + 1]?.kind == .number && glued(end + 1))
        }
    }
}
