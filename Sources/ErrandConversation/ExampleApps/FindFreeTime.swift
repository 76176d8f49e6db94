import ErrandCatalog
import Foundation

/// Says when the person is free: "when am i free tomorrow", "when am i free this afternoon",
/// "find me an hour free on thursday", "when is my next free slot". The hours looked at are the
/// working day, 9 AM to 5 PM, or the part of the day said (the evening until 10 PM); today's
/// hours start now. Each stretch that no event takes is said by its ends: "until ten AM, from eleven
/// AM to two PM, and after three PM". A length said keeps the stretches that long ("a free
/// hour" is no length said: it is any free time, of a quarter hour or more). With no day
/// said, the first day with free time is the answer, today or one of the six after it. Before,
/// "when am i free on thursday" listed Thursday's events, and "when is my next free hour"
/// looked for an event of that name.
struct FindFreeTime: AppAction {
    typealias App = CalendarApp
    static let title = "Find free time"
    static let category = ActionCategory.information
    static let phrases = [
        "when am i (free|available) [on] [{day}]", "when am i (free|available) [this] {part}",
        "when am i (free|available) [on] {day} {part}", "when am i (free|available) {week}",
        // NB: no phrase names the length: one that did ("when do i have {length} free") taught the
        // model to take "hot" of "start a 20 minute hot yoga workout" for part of the goal. The
        // model reads the length ("when do i have an hour free tomorrow") as a value it finds.
        "(find [me]|is there|do i have) [a|some|any] free (time|slot|hour) [on] [{day}]",
        "when is my next free (time|slot|hour)", "how much free time (do i have|have i got) [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Find free time {day}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "start", type: .dateTime, title: "Free from"),
        OutputDefinition(id: "end", type: .dateTime, title: "Free until"),
        OutputDefinition(id: "said", type: .string, title: "Free time"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Part of the day", prompt: "Which part of the day?") var part: CheckAvailability.PartOfDay?
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?
    @Parameter(title: "Length", prompt: "For how long?") var length: Duration?

    /// The hours looked at when no part of the day is said.
    static let workingHours = 9..<17
    /// The hours a part of the day may take: its morning starts at 9 AM, its evening ends at 10 PM.
    static let wakingHours = 9..<22
    /// The shortest stretch said when no length is.
    static let shortest: TimeInterval = 15 * 60

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let days: [CalendarDate]
        if let week {
            guard !week.isOver else { throw .message(CheckAvailability.weekOver) }
            days = week.days(from: words.today, in: words)
        } else if let day {
            guard day >= words.today else { throw .message("Sorry, that day is over.") }
            days = [day]
        } else {
            days = (0..<7).compactMap { words.day(byAdding: $0, to: words.today) }
        }
        // NB: the days of a week are said by their names alone ("on Thursday"), a day asked
        // about by its date.
        let free = days.compactMap { day in freeDay(day, in: app, fully: week == nil, words: words, context: context) }
        let said = week == nil ? Array(free.prefix(1)) : free
        guard let first = said.first, let stretch = first.stretches.first else {
            let asked =
                week.map { $0.title.lowercased() } ?? day.map {
                    named($0, fully: true, words: words, context: context).when
                }
                ?? "in the next week"
            throw .message("Sorry, \(nothingFree(asked, context: context)).")
        }
        var sentences = FreeDay.sentences(said, for: context)
        // NB: the next free time, on a later day, says first that today has none left: "Sorry,
        // you have no free time for the rest of today."
        if week == nil, day == nil, first.day != words.today {
            let today = "for the rest of " + named(words.today, fully: true, words: words, context: context).when
            sentences.insert("Sorry, \(nothingFree(today, context: context)).", at: 0)
        }
        return [
            "start": .dateTime(stretch.start), "end": .dateTime(stretch.end),
            "said": .string(sentences.joined(separator: " ")),
        ]
    }

    /// The free time of one day, named by its date when `fully`; `nil` when it has none.
    private func freeDay(
        _ day: CalendarDate, in app: CalendarApp, fully: Bool, words: CalendarWords, context: RequestContext
    ) -> FreeDay? {
        let hours = part.map { $0.hours.clamped(to: Self.wakingHours) } ?? Self.workingHours
        guard let midnight = words.start(of: day),
            let opens = words.calendar.date(byAdding: .hour, value: hours.lowerBound, to: midnight),
            let closes = words.calendar.date(byAdding: .hour, value: hours.upperBound, to: midnight)
        else { return nil }
        // NB: today's free time starts now, at the next quarter hour: at 9:07 AM, 9:15 AM.
        let quarter: TimeInterval = 15 * 60
        let soonest = Date(timeIntervalSince1970: (context.now.timeIntervalSince1970 / quarter).rounded(.up) * quarter)
        let from = max(opens, soonest)
        let stretches = app.freeTime(
            from: from, to: closes, atLeast: length.map { Double($0.components.seconds) } ?? Self.shortest)
        guard !stretches.isEmpty else { return nil }
        let (name, when) = named(day, fully: fully, words: words, context: context)
        return FreeDay(
            day: day, name: name, when: when, part: part?.rawValue, stretches: stretches, opens: opens, from: from,
            closes: closes)
    }

    /// That no free time is found `when`: "you have no free time tomorrow", "you don't have one
    /// hour free this week".
    private func nothingFree(_ when: String, context: RequestContext) -> String {
        guard let length else { return "you have no free time \(when)" }
        let said = ValueFormatter(for: context, app: nil).format(.duration(Double(length.components.seconds)))
        return "you don't have \(said) free \(when)"
    }

    /// `day`, or its part, by its name ("tomorrow", "Thursday", with its date when `fully`,
    /// "Thursday afternoon") and as said after the words about it ("on Thursday afternoon").
    private func named(_ day: CalendarDate, fully: Bool, words: CalendarWords, context: RequestContext) -> (
        name: String, when: String
    ) {
        let part = self.part.map { " \($0.rawValue)" } ?? ""
        if day == words.today { return part.isEmpty ? ("today", "today") : ("this" + part, "this" + part) }
        if day == words.day(byAdding: 1, to: words.today) { return ("tomorrow" + part, "tomorrow" + part) }
        let name =
            fully && part.isEmpty
            ? ValueFormatter(for: context, app: nil).fullDate(day) : words.weekday(of: day) + part
        return (name, "on " + name)
    }
}
