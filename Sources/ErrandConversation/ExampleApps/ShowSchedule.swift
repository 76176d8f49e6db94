import ErrandCatalog
import Foundation

/// Says what a day or a week holds on the example calendar: today unless another day is said
/// ("what's on my calendar tomorrow"), or the rest of this week, next week or a weekend ("what
/// do i have this week"), each event with its day. No phrase names the week: its words are a
/// date too, and understanding gives them to the week, whose choices name them exactly. A day
/// with nothing on it is an answer too, not a failure: a shortcut that looks at the day goes
/// on to its next step.
struct ShowSchedule: AppAction {
    typealias App = CalendarApp
    static let title = "Show schedule"
    static let category = ActionCategory.information
    static let phrases = [
        // NB: a diary is the calendar in British English ("what's in my diary tomorrow").
        "(what's|what is) on my (calendar|schedule|diary) [{day}]", "(what's|what is) in my diary [{day}]",
        "what do i have [on] {day}", "(show [me]|open) my (calendar|schedule|events|diary) [for] [{day}]",
        "(what's|what is) my schedule [for] [{day}]", "(what's|what is) happening [on] [{day}]",
        "[is there] anything (on|in) my (calendar|schedule|diary) [for] [{day}]",
        "(did|do) i have anything (on|in) my (calendar|schedule|diary) [{day}]",
        "what am i (doing|up to) [on] {day}", "what does [my] {day} look like", "how does [my] {day} look",
    ]
    static let summary: ParameterSummary? = ParameterSummary(
        text: "Show schedule for {day}", parameter: "week",
        variants: Week.allCases.map { week in
            .init(
                value: .enumCase(week.rawValue),
                text: "Show schedule for " + week.title.lowercased())
        })
    // NB: a day gone by is said in the past: "Yesterday you had nothing on your calendar." (it
    // was "you have").
    static let dialog = DialogTemplates(
        success: "[{when} you have {events} on your calendar.][{past} you had {events} on your calendar.]")
    static let outputs = [
        OutputDefinition(id: "events", type: .list(.string)),
        OutputDefinition(id: "when", type: .string, title: "When"),
        OutputDefinition(id: "past", type: .string, title: "When"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

    /// Days of a week that a person asks about as one: a date said as a week ("this week") is
    /// its Monday, and what is wanted is every day of it that is still to come.
    enum Week: String, AppEnum {
        case thisWeek, nextWeek, thisWeekend, nextWeekend
        static let typeName = "Week"
        static let titles: [Week: EnumTitle] = [
            .thisWeek: EnumTitle("This week", synonyms: ["the week", "the rest of the week", "the rest of this week"]),
            .nextWeek: "Next week",
            .thisWeekend: EnumTitle("This weekend", synonyms: ["the weekend"]),
            .nextWeekend: "Next weekend",
        ]

        /// The week as written on its own: "This weekend".
        var title: String { Self.titles[self]?.title ?? rawValue }

        /// The days asked about, from `today` (weeks start on Monday): the rest of this week,
        /// Monday to Sunday of the next, the coming Saturday and Sunday (or what is left of the
        /// weekend under way), or those a week later.
        func days(from today: CalendarDate, in words: CalendarWords) -> [CalendarDate] {
            guard let start = words.start(of: today) else { return [] }
            // Monday is 0, Sunday 6.
            let weekday = (words.calendar.component(.weekday, from: start) + 5) % 7
            let offsets: Range<Int>
            switch self {
            case .thisWeek: offsets = 0..<(7 - weekday)
            case .nextWeek: offsets = (7 - weekday)..<(14 - weekday)
            case .thisWeekend: offsets = max(0, 5 - weekday)..<(7 - weekday)
            case .nextWeekend: offsets = (12 - weekday)..<(14 - weekday)
            }
            return offsets.compactMap { words.day(byAdding: $0, to: today) }
        }
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        if let week {
            let events = app.events(in: week, words: words)
            app.list(events, in: context)
            return ["events": words.listed(events, withDays: true), "when": .string(week.title)]
        }
        let asked = day ?? words.today
        let isPast = asked < words.today
        let when =
            isPast && words.day(byAdding: 1, to: asked) == words.today
            ? "Yesterday"
            : words.said(asked, today: "Today", tomorrow: "Tomorrow", format: "EEEE, MMMM d") { "On \($0)" }
        let events = app.events(on: asked, in: context.timeZone)
        app.list(events, in: context)
        return [
            "events": words.listed(events),
            isPast ? "past" : "when": .string(when ?? "That day"),
        ]
    }
}
