import ErrandCatalog
import ErrandLanguage
import Foundation

/// Reads the plain date and time words of answers ("tomorrow", "friday", "9 am", "tomorrow at
/// 5:30 pm") against a reference now, for `AnswerValueReader`.
///
/// A time without a date is the next such time at or after now (the last one before it, for an
/// answer about what was done); a weekday is the next one after today (the last one before it,
/// for an answer about what was done).
struct DateWords {
    var now: Date
    var timeZone: TimeZone
    /// The hours an hour without am or pm is read in: the evening when the answer is about an
    /// evening meal ("dinner with amy" — "friday at 7" is at 7 PM), the morning when it is about
    /// waking up.
    var hoursRead: HoursRead = .daytime
    /// Whether a time without a date is the last one, not the next: the answer tells what was
    /// done ("When did you give it?" — "at 8").
    var readsPastTimes = false
    /// The hour a date alone is at: 9 AM, or a meal's for an event named for one.
    var hourOfADay = 9
    /// Whether a time of day said for a time with no day to it is the next one ("10", to "What
    /// time should I remind you?" at 6 PM, is 10 PM), as a time alone for an instant is: true
    /// for an action with no date to put it on.
    var timeOfDayIsNext = false

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    private static let fillers: Set<String> = ["on", "at", "the", "this", "next", "of", "in", "by", "for"]

    /// A calendar date from words such as "today", "tomorrow", "friday", "november 24", "2026-11-24".
    func date(_ words: [String]) -> CalendarDate? {
        let kept = words.filter { !Self.fillers.contains($0) }
        guard !kept.isEmpty else { return nil }
        let today = calendar.startOfDay(for: now)
        func offset(_ days: Int) -> CalendarDate? {
            guard let day = calendar.date(byAdding: .day, value: days, to: today) else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day else { return nil }
            return CalendarDate(year: year, month: month, day: dayOfMonth)
        }
        let joined = kept.joined(separator: " ")
        if joined == "today" || joined == "tonight" { return offset(0) }
        if joined == "tomorrow" { return offset(1) }
        if joined == "yesterday" { return offset(-1) }
        if joined == "day after tomorrow" { return offset(2) }
        if kept.count == 1, let weekday = Self.weekdays.firstIndex(of: kept[0]) {
            let current = calendar.component(.weekday, from: today) - 1
            let ahead = (weekday - current + 7) % 7
            // NB: about what was done, a weekday alone is the last one ("Which day did you go?").
            if readsPastTimes, !words.contains("next"), !words.contains("this") {
                return offset(ahead == 0 ? -7 : ahead - 7)
            }
            return offset(ahead == 0 ? 7 : ahead)
        }
        if kept.count == 1, let iso = CalendarDate(iso8601: kept[0]) { return iso }
        if kept.count == 2, let month = Self.months.firstIndex(of: kept[0]) {
            let dayWord = kept[1]
            guard let day = Int(dayWord.filter(\.isNumber)) ?? NumberWords.ordinalValue(of: dayWord),
                (1...31).contains(day)
            else { return nil }
            let year = calendar.component(.year, from: now)
            let candidate = CalendarDate(year: year, month: month + 1, day: day)
            return candidate < (offset(0) ?? candidate)
                ? CalendarDate(year: year + 1, month: month + 1, day: day) : candidate
        }
        return nil
    }

    /// A time of day from words such as "9", "9 am", "5:30 pm", "noon", "midnight".
    func time(_ words: [String], near nearHour: Int? = nil, alone: Bool = false) -> TimeOfDay? {
        var kept = words.filter { !Self.fillers.contains($0) && $0 != "o'clock" && $0 != "oclock" }
        // NB: "2pm" and "7:30am", written together, are "2 pm" and "7:30 am".
        if let first = kept.first, let split = Self.clockAndSuffix(first) { kept = split + kept.dropFirst() }
        guard let first = kept.first else { return nil }
        if kept == ["noon"] || kept == ["midday"] { return TimeOfDay(hour: 12, minute: 0) }
        if kept == ["midnight"] { return TimeOfDay(hour: 0, minute: 0) }
        var hour: Int
        var minute = 0
        var rest = kept.dropFirst()
        if first.contains(":") {
            let parts = first.split(separator: ":")
            guard parts.count == 2, let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
            hour = h
            minute = m
        } else if let h = NumberWords.value(of: first) {
            hour = h
            if let next = rest.first, let m = NumberWords.value(of: next), m < 60 {
                minute = m
                rest = rest.dropFirst()
            }
        } else {
            return nil
        }
        let suffix = rest.joined()
        switch suffix {
        case "am", "a.m", "a.m.", "inthemorning", "morning":
            if hour == 12 { hour = 0 }
        case "pm", "p.m", "p.m.", "intheevening", "evening", "intheafternoon", "afternoon", "tonight", "night":
            if hour < 12 { hour += 12 }
        case "":
            // NB: an hour without am or pm is read in the daytime, as requests read it: "at 5"
            // is 5 PM (`ValueRecognitionConfiguration.readsDaytimeHours`); or in the evening or
            // the morning.
            if (1...12).contains(hour), !first.hasPrefix("0") {
                hour =
                    Self.hour(hour, near: nearHour)
                    ?? (alone ? nextHour(hour, minute: minute) : nil)
                    ?? hoursRead.hour(hour)
            }
        default: return nil
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }

    /// The hour of the day an hour said alone (1 to 12, no am or pm, no day) is next, as a
    /// request reads it ("at 10", said at 6 PM, is 10 PM; `ValueRecognitionConfiguration`):
    /// the morning's or the evening's, whichever comes first after now, never one to five in
    /// the small hours. `nil` when both have passed today, or when the hour is read in the
    /// morning or the evening, or of the past.
    private func nextHour(_ said: Int, minute: Int) -> Int? {
        guard hoursRead == .daytime, !readsPastTimes else { return nil }
        let parts = calendar.dateComponents([.hour, .minute], from: now)
        let current = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        let morning = said % 12
        let candidates = (1...5).contains(morning) ? [morning + 12] : [morning, morning + 12]
        return candidates.first { $0 * 60 + minute > current }
    }

    /// A clock time written together with "am" or "pm" ("2pm", "7:30am"), as its two words.
    private static func clockAndSuffix(_ word: String) -> [String]? {
        guard word.count > 2, word.hasSuffix("am") || word.hasSuffix("pm") else { return nil }
        let clock = word.dropLast(2)
        guard clock.first?.isNumber == true, clock.allSatisfy({ $0.isNumber || $0 == ":" }) else { return nil }
        return [String(clock), String(word.suffix(2))]
    }

    /// An instant from a date, a time, or both ("tomorrow at 9 am", "5 pm friday"). A time
    /// alone is the next such time; a date alone is at `hourOfADay` (9 AM) that day.
    func dateTime(_ words: [String]) -> Date? {
        for split in 0...words.count {
            let head = Array(words[..<split])
            let tail = Array(words[split...])
            let candidates: [(CalendarDate?, TimeOfDay?)] = [
                (head.isEmpty ? nil : date(head), tail.isEmpty ? nil : time(tail)),
                (tail.isEmpty ? nil : date(tail), head.isEmpty ? nil : time(head)),
            ]
            for (day, clock) in candidates {
                if let day, let clock { return instant(day, clock) }
            }
        }
        if let clock = time(words, alone: true), let today = date(["today"]), let candidate = instant(today, clock) {
            if readsPastTimes {
                return candidate <= now ? candidate : date(["yesterday"]).flatMap { instant($0, clock) }
            }
            if candidate >= now { return candidate }
            return date(["tomorrow"]).flatMap { instant($0, clock) }
        }
        if let day = date(words) { return instant(day, TimeOfDay(hour: hourOfADay, minute: 0)) }
        return nil
    }

    /// The instant on the day of `day` at the time the words give, when they give a time and no
    /// date ("9 pm" moves an event on Saturday at 8 PM to 9 PM that Saturday).
    ///
    /// An hour said without am or pm is the one nearer the instant's: "make it 10" for a party
    /// at 8 PM is 10 PM, "make it 8" for a 9 AM meeting 8 AM. For a day said alone, whose hour
    /// no one chose (`nearItsHour` false), it is read as a request reads it: "6", to "What time
    /// tomorrow?", is 6 PM as "tomorrow at 6" is, and 8 PM for a table.
    func time(_ words: [String], onTheDayOf day: Date, nearItsHour: Bool = true) -> Date? {
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: day)
        guard let clock = time(words, near: nearItsHour ? parts.hour : nil), date(words) == nil else { return nil }
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day else { return nil }
        return instant(CalendarDate(year: year, month: month, day: dayOfMonth), clock)
    }

    /// The hour of the day an hour from 6 to 11 said without am or pm means near `nearHour`: the
    /// morning's or the evening's, whichever is closer round the clock; `nil` for a tie, or no
    /// hour to be near. One to five is never in the small hours, and noon is noon, as ever.
    private static func hour(_ said: Int, near nearHour: Int?) -> Int? {
        guard let nearHour, (6...11).contains(said) else { return nil }
        func distance(_ hour: Int) -> Int { min(abs(hour - nearHour), 24 - abs(hour - nearHour)) }
        let (morning, afternoon) = (distance(said), distance(said + 12))
        return morning == afternoon ? nil : morning < afternoon ? said : said + 12
    }

    /// `day` at the time of day `instant` has: an instant moved to another day.
    func day(_ day: CalendarDate, atTheTimeOf instant: Date) -> Date? {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return self.instant(day, TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0))
    }

    private func instant(_ day: CalendarDate, _ clock: TimeOfDay) -> Date? {
        calendar.date(
            from: DateComponents(year: day.year, month: day.month, day: day.day, hour: clock.hour, minute: clock.minute)
        )
    }
}
