/// Times of day: "3:30", "7 pm", "15h20", "half past three", "a quarter to 8".
extension ValueParser {
    /// "am", "p.m.", "a m"; `short` accepts a lone "a" or "p" ("3:15p").
    func meridiem(at index: Int, short: Bool) -> (ClockTime.Meridiem, Int)? {
        guard let word = text(index) else { return nil }
        let meridiem: ClockTime.Meridiem
        var end = index + 1
        switch word {
        case "am": return (.am, optional(".", at: end))
        case "pm": return (.pm, optional(".", at: end))
        case "a", "p":
            meridiem = word == "a" ? .am : .pm
            if text(end) == ".", text(end + 1) == "m" {
                end = optional(".", at: end + 2)
            } else if text(end) == "m" {
                end += 1
            } else if !short || text(end) == "." && !glued(index) {
                return nil
            } else {
                // A lone letter only glued to the digits, never as the article "a".
                guard glued(index) else { return nil }
            }
            return (meridiem, end)
        default: return nil
        }
    }

    /// An hour of the clock said as digits or a word, 0…24.
    func clockHours(at index: Int) -> [(hour: Int, end: Int, fromDigits: Bool)] {
        numbers(at: index).compactMap { reading in
            guard reading.isInteger, !reading.isQuantifier, reading.value >= 0, reading.value <= 24,
                reading.end == index + 1 || (reading.value >= 13 && !reading.fromDigits)
            else { return nil }
            if reading.fromDigits, text(index)?.contains(".") == true { return nil }
            return (reading.value.clampedInt, reading.end, reading.fromDigits)
        }
    }

    /// Every reading of a time of day starting at `index`.
    func clocks(at index: Int) -> [(clock: ClockTime, end: Int)] {
        cached(\.clocks, index) { uncachedClocks(at: index) }
    }

    private func uncachedClocks(at index: Int) -> [(clock: ClockTime, end: Int)] {
        var results: [(ClockTime, Int)] = []
        guard var word = text(index) else { return results }
        var index = index
        // "the midday", "12 noon", "twelve midnight".
        if word == "the" || word == "12" || word == "twelve", let next = text(index + 1),
            next == "noon" || next == "midday" || next == "midnight"
        {
            index += 1
            word = next
        }
        switch word {
        case "noon", "midday":
            results.append((ClockTime(hour: 12, isAmbiguous: false, grain: .hour, isLatent: false), index + 1))
        case "mid" where text(index + 1) == "day":
            results.append((ClockTime(hour: 12, isAmbiguous: false, grain: .hour, isLatent: false), index + 2))
        case "midnight":
            results.append((ClockTime(hour: 0, isAmbiguous: false, grain: .hour, isLatent: false), index + 1))
        default: break
        }
        results.append(contentsOf: digitalClocks(at: index))
        for (hour, end, fromDigits) in clockHours(at: index) {
            var position = end
            if text(position) == "ish", glued(position) { position += 1 }
            var clock = ClockTime(hour: hour, isAmbiguous: hour <= 12, grain: .hour, isLatent: true)
            if let after = matchAny([["o'clock"], ["oclock"], ["o", "clock"], ["o", "'", "clock"]], at: position) {
                clock.isLatent = false
                position = after
            }
            let shortPM: (ClockTime.Meridiem, Int)? =
                text(position) == "p" && glued(position) && fromDigits ? (.pm, optional(".", at: position + 1)) : nil
            if let (meridiem, after) = meridiem(at: position, short: false) ?? shortPM, hour <= 12 {
                var withMeridiem = clock
                withMeridiem.meridiem = meridiem
                withMeridiem.isLatent = false
                withMeridiem.isAmbiguous = false
                results.append((withMeridiem, skipIsh(after)))
            }
            results.append((clock, position))
            // "three twenty", "12 15", "four twenty-three a m": hour and minutes side by side.
            guard hour >= 1, hour <= 12, !glued(end) || !fromDigits else { continue }
            for minutes in numbers(at: end)
            where minutes.isInteger && minutes.value >= 10 && minutes.value < 60 && !minutes.isQuantifier
                && minutes.fromDigits == fromDigits && (!fromDigits || minutes.end == end + 1)
            {
                var pair = ClockTime(
                    hour: hour, minute: minutes.value.clampedInt, isAmbiguous: true, grain: .minute, isLatent: true)
                if let (meridiem, after) = meridiem(at: minutes.end, short: false) {
                    pair.meridiem = meridiem
                    pair.isAmbiguous = false
                    pair.isLatent = false
                    results.append((pair, after))
                }
                pair.meridiem = nil
                pair.isAmbiguous = true
                pair.isLatent = true
                results.append((pair, minutes.end))
            }
        }
        results.append(contentsOf: relativeClocks(at: index))
        return results
    }

    private func skipIsh(_ index: Int) -> Int { text(index) == "ish" ? index + 1 : index }

    /// "15:30", "3:15p", "15:23:24", "15h30", "15h", "1030".
    private func digitalClocks(at index: Int) -> [(ClockTime, Int)] {
        if let dotted = dottedClocks(at: index) { return dotted }
        guard let token = tokens[safe: index], token.kind == .number, let hourValue = token.number,
            !token.text.contains("."), !token.text.contains(","), hourValue == hourValue.rounded()
        else { return [] }
        var results: [(ClockTime, Int)] = []
        let hour = hourValue.clampedInt
        let leadingZero = token.text.hasPrefix("0") && token.text.count > 1
        if token.text.count <= 2, hour <= 24, text(index + 1) == ":", glued(index + 1),
            let minuteToken = tokens[safe: index + 2], glued(index + 2), minuteToken.text.count == 2,
            let minute = minuteToken.number.map(\.clampedInt), minute < 60
        {
            var clock = ClockTime(
                hour: hour, minute: minute, isAmbiguous: hour <= 12 && hour > 0 && !leadingZero, grain: .minute,
                isLatent: false)
            var end = index + 3
            if text(end) == ":", glued(end), let secondToken = tokens[safe: end + 1], secondToken.text.count == 2,
                let second = secondToken.number.map(\.clampedInt), second < 60
            {
                clock.second = second
                clock.grain = .second
                end += 2
            }
            if hour <= 12, let (meridiem, after) = meridiem(at: end, short: true) {
                var withMeridiem = clock
                withMeridiem.meridiem = meridiem
                withMeridiem.isAmbiguous = false
                results.append((withMeridiem, skipIsh(after)))
            }
            results.append((clock, skipIsh(end)))
        }
        if token.text.count <= 2, hour <= 24, text(index + 1) == "h", glued(index + 1) {
            var clock = ClockTime(hour: hour, minute: 0, isAmbiguous: false, grain: .minute, isLatent: false)
            if let minuteToken = tokens[safe: index + 2], glued(index + 2), minuteToken.text.count == 2,
                let minute = minuteToken.number.map(\.clampedInt), minute < 60
            {
                clock.minute = minute
                results.append((clock, index + 3))
            } else {
                results.append((clock, index + 2))
            }
        }
        if token.text.count == 3 || token.text.count == 4, !leadingZero || token.text.count == 4 {
            let compactHour = hour / 100
            let minute = hour % 100
            // "1930 hours", "0930 hrs": the 24-hour clock as it is said aloud.
            if token.text.count == 4, compactHour <= 23, minute < 60,
                let after = matchAny([["hours"], ["hrs"]], at: index + 1)
            {
                let clock = ClockTime(
                    hour: compactHour, minute: minute, isAmbiguous: false, grain: .minute, isLatent: false)
                results.append((clock, after))
            }
            if compactHour <= 23, minute < 60 {
                var clock = ClockTime(
                    hour: compactHour, minute: minute, isAmbiguous: compactHour <= 12 && compactHour > 0,
                    grain: .minute, isLatent: true)
                if compactHour <= 12, let (meridiem, after) = meridiem(at: index + 1, short: false) {
                    clock.meridiem = meridiem
                    clock.isAmbiguous = false
                    clock.isLatent = false
                    results.append((clock, after))
                } else {
                    results.append((clock, skipIsh(index + 1)))
                }
            }
        }
        return results
    }

    /// "6.30pm", "6.30 p.m.", and "6.30" or "19.45" as a latent time, which "at" makes one: the
    /// British way of writing a time, with exactly two digits of minutes. `nil` when the token is
    /// not such a decimal ("2.5", "6.300").
    private func dottedClocks(at index: Int) -> [(ClockTime, Int)]? {
        guard let token = tokens[safe: index], token.kind == .number else { return nil }
        let parts = token.text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour <= 23, minute < 60
        else { return nil }
        var clock = ClockTime(
            hour: hour, minute: minute, isAmbiguous: hour <= 12 && hour > 0, grain: .minute, isLatent: true)
        var results: [(ClockTime, Int)] = []
        if hour <= 12, let (meridiem, after) = meridiem(at: index + 1, short: false) {
            var withMeridiem = clock
            withMeridiem.meridiem = meridiem
            withMeridiem.isAmbiguous = false
            withMeridiem.isLatent = false
            results.append((withMeridiem, skipIsh(after)))
        }
        clock.isLatent = true
        results.append((clock, index + 1))
        return results
    }

    /// "half past three", "a quarter to 8", "20 minutes past 3pm", "half three".
    private func relativeClocks(at index: Int) -> [(ClockTime, Int)] {
        var offsets: [(minutes: Int, end: Int, hasUnit: Bool)] = []
        if text(index) == "half" { offsets.append((30, index + 1, false)) }
        if let end = match(["a", "quarter"], at: index) ?? match(["quarter"], at: index) {
            offsets.append((15, end, false))
        }
        for reading in numbers(at: index) where reading.isInteger && reading.value > 0 && reading.value < 60 {
            guard !reading.isQuantifier else { continue }
            var end = reading.end
            var hasUnit = false
            if let word = text(end), ["minute", "minutes", "min", "mins"].contains(word) {
                end += 1
                hasUnit = true
            }
            offsets.append((reading.value.clampedInt, end, hasUnit))
        }
        var results: [(ClockTime, Int)] = []
        for (minutes, end, hasUnit) in offsets {
            guard let word = text(end) else { continue }
            let sign: Int
            switch word {
            case "past", "after": sign = 1
            case "from" where hasUnit: sign = 1
            case "to", "till", "before", "of": sign = -1
            default:
                // "half three" is half past three.
                if minutes == 30, text(index) == "half" {
                    for (hour, hourEnd, _) in clockHours(at: end) where hour >= 1 && hour <= 12 {
                        let clock = ClockTime(
                            hour: hour, minute: 30, isAmbiguous: true, grain: .minute, isLatent: false)
                        results.append((clock, hourEnd))
                    }
                }
                continue
            }
            for (base, baseEnd) in clocks(at: end + 1) where base.minute == nil || base.minute == 0 {
                // "3 to 5" is a range of numbers; "20 to 5" only reads as a time with a clear clock.
                // "10 to 5" reads as a time, "8 to 10pm" as a range: bare minutes before "to" are
                // the round ones people use on a clock face.
                let isFraction = text(index) == "half" || text(index) == "quarter" || text(index) == "a"
                let roundMinutes = [5, 10, 20, 25].contains(minutes)
                // "twenty to eight", "25 to 4": round minutes in words, or more than any hour on
                // a clock face, before a bare hour, unless a range is opened ("from ten to six").
                // Digits after "at" name a moment, not a range: "at 10 to 6" is 5:50.
                let wordMinutes = tokens[safe: index]?.kind == .word || minutes > 12 || text(index - 1) == "at"
                let opensRange = text(index - 1) == "from" || text(index - 1) == "between"
                let bareHourReads = wordMinutes && !opensRange && (1...12).contains(base.hour)
                if sign < 0, !hasUnit, !isFraction, !roundMinutes || base.isLatent && !bareHourReads { continue }
                var clock = base
                clock.isLatent = false
                clock.grain = .minute
                if sign > 0 {
                    clock.minute = minutes
                } else {
                    clock.minute = 60 - minutes
                    clock.hour = base.hour == 0 ? 23 : base.hour - 1
                    if base.hour == 12, base.meridiem == nil { clock.isAmbiguous = true }
                    if base.hour == 12, base.meridiem == .pm { clock.meridiem = .am }
                    if base.hour == 12, base.meridiem == .am { clock.meridiem = .pm }
                }
                results.append((clock, baseEnd))
            }
        }
        return results
    }
}
