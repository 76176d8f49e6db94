import ErrandCatalog
import Foundation

/// How the example calendar says days and events, for the actions that read it out.
struct CalendarWords {
    let calendar: Calendar
    /// Today, in the person's time zone.
    let today: CalendarDate

    init(now: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        today = Self.day(of: now, in: calendar)
    }

    /// The day `date` falls on in `calendar`'s time zone.
    static func day(of date: Date, in calendar: Calendar) -> CalendarDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The day `date` falls on, in the person's time zone.
    func day(of date: Date) -> CalendarDate { Self.day(of: date, in: calendar) }

    /// The start of `day`.
    func start(of day: CalendarDate) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }

    /// `day` as said: `today`, `tomorrow`, `yesterday` when given, or its date in a formatter's
    /// `format` ("EEEE": "Friday") put in words by `other` ("On Friday"); `nil` when it can't be
    /// told.
    func said(
        _ day: CalendarDate, today: String, tomorrow: String, yesterday: String? = nil, format: String,
        other: (String) -> String
    ) -> String? {
        said(day, today: today, tomorrow: tomorrow, yesterday: yesterday) { date in
            other(formatted(date, format: format))
        }
    }

    /// `date` in a formatter's `format`, in the person's time zone: "EEEE" is "Friday".
    private func formatted(_ date: Date, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    /// `day` as said: `today`, `tomorrow`, `yesterday` when given, or its full date as every date
    /// is said in `context` ("Friday, November twenty-seventh" in speech,
    /// `ValueFormatter.fullDate`) put in words by `other` ("On …"); `nil` when it can't be told.
    func said(
        _ day: CalendarDate, today: String, tomorrow: String, yesterday: String? = nil,
        for context: RequestContext, other: (String) -> String
    ) -> String? {
        said(day, today: today, tomorrow: tomorrow, yesterday: yesterday) { _ in
            other(ValueFormatter(for: context, app: nil).fullDate(day))
        }
    }

    /// `day` as `today`, `tomorrow`, `yesterday` when given, or named by `other` from its start.
    private func said(
        _ day: CalendarDate, today: String, tomorrow: String, yesterday: String?, other: (Date) -> String
    ) -> String? {
        guard let date = start(of: day), let start = start(of: self.today) else { return nil }
        switch (calendar.dateComponents([.day], from: start, to: date).day, yesterday) {
        case (0, _): return today
        case (1, _): return tomorrow
        case (-1, let yesterday?): return yesterday
        default: return other(date)
        }
    }

    /// `day` as said inside a sentence: "today", "tomorrow", "yesterday", "on Monday, November
    /// twenty-third", or "then" when it can't be told.
    func inSentence(_ day: CalendarDate, for context: RequestContext) -> String {
        said(day, today: "today", tomorrow: "tomorrow", yesterday: "yesterday", for: context) { "on \($0)" } ?? "then"
    }

    /// The day `instant` falls on, as said inside a sentence (`inSentence`).
    func inSentence(dayOf instant: Date, for context: RequestContext) -> String {
        inSentence(day(of: instant), for: context)
    }

    /// A day asked about for what was done on it: `day`, or today when none is said, and how it
    /// is said (`inSentence`). A day to come is refused: nothing is done then yet.
    func dayGone(_ day: CalendarDate?, for context: RequestContext) throws(HandlerFailure) -> (CalendarDate, String) {
        let asked = day ?? today
        guard asked <= today else { throw .message("Sorry, that day hasn't come yet.") }
        return (asked, inSentence(asked, for: context))
    }

    /// The days asked about for what was done on them: the last of them, how they are said, and
    /// their hours. A day (`dayGone`), this week from its Monday through today, or last week from
    /// Monday to Sunday (read as a day, each week was its Monday: "this week" said "yesterday"
    /// on a Tuesday, "last week" "on Monday, November sixteenth"). Another week is refused:
    /// nothing is done next week yet.
    func hoursGone(_ day: CalendarDate?, week: Week? = nil, for context: RequestContext) throws(HandlerFailure) -> (
        day: CalendarDate, said: String, hours: DateInterval
    ) {
        if let week {
            guard week == .thisWeek || week == .lastWeek else {
                throw .message("Sorry, I can tell you only what you did this week or last week, or on a day.")
            }
            let weeksAgo = week == .lastWeek ? 1 : 0
            guard let weekday = daysSinceMonday(of: today),
                let monday = self.day(byAdding: -weekday - 7 * weeksAgo, to: today),
                let last = weeksAgo == 0 ? today : self.day(byAdding: 6, to: monday),
                let hours = interval(from: monday, through: last)
            else { throw .message("Sorry, I can't tell that week.") }
            return (last, week.title.lowercased(), hours)
        }
        let (asked, said) = try dayGone(day, for: context)
        guard let hours = interval(from: asked, through: asked) else { throw .message("Sorry, I can't tell that day.") }
        return (asked, said, hours)
    }

    /// How many days `day` is after the Monday of its week: Monday is 0, Sunday 6; `nil` when
    /// it can't be told.
    func daysSinceMonday(of day: CalendarDate) -> Int? {
        start(of: day).map { (calendar.component(.weekday, from: $0) + 5) % 7 }
    }

    /// The time from the start of `first` until the end of `last`; `nil` when it can't be told.
    func interval(from first: CalendarDate, through last: CalendarDate) -> DateInterval? {
        guard let start = start(of: first), let end = day(byAdding: 1, to: last).flatMap(start(of:)), start <= end
        else { return nil }
        return DateInterval(start: start, end: end)
    }

    /// The day `days` after `day`.
    func day(byAdding days: Int, to day: CalendarDate) -> CalendarDate? {
        guard let start = start(of: day), let date = calendar.date(byAdding: .day, value: days, to: start) else {
            return nil
        }
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let dayOfMonth = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: dayOfMonth)
    }

    /// Events as said in a list, at the hour they start: "Design review at 9:00 AM" on a screen
    /// and "Design review at nine AM" in speech, as every other hour is said (`ValueFormatter`),
    /// or with `withDays` on the day too, "Design review on Friday at 9:00 AM" (today and
    /// tomorrow by those words).
    func listed(_ events: [CalendarApp.Event], withDays: Bool = false, for context: RequestContext) -> Value {
        let formatter = ValueFormatter(for: context, app: nil)
        return .list(
            events.map { event in
                let hour = formatter.format(.time(time(of: event.start)))
                guard withDays else { return .string("\(event.title) at \(hour)") }
                let said = self.said(day(of: event.start), today: "today", tomorrow: "tomorrow", format: "EEEE") {
                    "on \($0)"
                }
                return .string("\(event.title) \(said ?? "") at \(hour)")
            })
    }

    /// The time of day of `instant`, in the person's time zone.
    func time(of instant: Date) -> TimeOfDay {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        return TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// The name of the weekday of `day`: "Thursday".
    func weekday(of day: CalendarDate) -> String {
        start(of: day).map { formatted($0, format: "EEEE") } ?? day.iso8601
    }
}
