import ErrandCatalog
import Foundation

/// Says what a day or a week holds on the example calendar: today unless another day is said
/// ("what's on my calendar tomorrow", "what's on tomorrow", "how many meetings do i have
/// today"), or the rest of this week, next week or a weekend ("what do i have this week"), each
/// event with its day. No phrase names the week: its words are a date too, and understanding
/// gives them to the week, whose choices name them exactly. A day with nothing on it is an
/// answer too, not a failure: a shortcut that looks at the day goes on to its next step.
/// "how busy am i this week" was read as the payments of the week, and "anything on this
/// weekend" was not understood.
struct ShowSchedule: AppAction {
    typealias App = CalendarApp
    static let title = "Show schedule"
    static let category = ActionCategory.information
    static let phrases = [
        // NB: a diary is the calendar in British English ("what's in my diary tomorrow").
        "(what's|what is) on [my (calendar|schedule|diary)] [{day}]", "(what's|what is) in my diary [{day}]",
        "what do i have [on] {day}", "(show [me]|open) my (calendar|schedule|events|diary) [for] [{day}]",
        // NB: "list my meetings today" was not understood.
        "(show [me]|list) my (meetings|appointments) [for] [{day}]",
        "(what's|what is) my schedule [for] [{day}]", "(what's|what is) happening [on] [{day}]",
        "[is there] anything (on|in) my (calendar|schedule|diary) [for] [{day}]",
        "(did|do) i have anything (on|in) my (calendar|schedule|diary) [{day}]",
        "what am i (doing|up to) [on] {day}", "what (did i have|did i do|was i doing|was i up to) [on] {day}",
        "how many (meetings|events|appointments) (do i have|are there|have i got) [on] [{day}]",
        "what does [my] {day} look like", "how does [my] {day} look",
        "[is there|do i have|have i got] anything on {day}", "how busy (am i|are we) [on] [{day}]",
        "how busy (is|was) my (day|week|calendar|schedule) [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(
        text: "Show schedule for {day}", parameter: "week",
        variants: Week.allCases.map { week in
            .init(
                value: .enumCase(week.rawValue),
                text: "Show schedule for " + week.title.lowercased())
        })
    // NB: a day gone by is said in the past: "Yesterday you had nothing on your calendar." (it
    // was "you have"). How many events there are is said before them ("Today you have 2 events
    // on your calendar: …"), so "how many meetings do i have today" is answered; a free day
    // has no count, and its own outputs for when it is.
    static let dialog = DialogTemplates(
        success: """
            [{when} you have {count} events on your calendar: {events}.]\
            [{past} you had {count} events on your calendar: {events}.]\
            [{freeWhen} you have nothing on your calendar.][{freePast} you had nothing on your calendar.]
            """)
    static let outputs = [
        OutputDefinition(id: "events", type: .list(.string)),
        OutputDefinition(id: "count", type: .integer, title: "How many"),
        OutputDefinition(id: "when", type: .string, title: "When"),
        OutputDefinition(id: "past", type: .string, title: "When"),
        OutputDefinition(id: "freeWhen", type: .string, title: "When"),
        OutputDefinition(id: "freePast", type: .string, title: "When"),
    ]

    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        if let week {
            let events = app.events(in: week, words: words)
            app.list(events, in: context)
            return Self.outputs(
                events, listed: words.listed(events, withDays: true, for: context), when: week.title,
                isPast: week.isOver)
        }
        let asked = day ?? words.today
        let isPast = asked < words.today
        let when = words.said(asked, today: "Today", tomorrow: "Tomorrow", yesterday: "Yesterday", for: context) {
            "On \($0)"
        }
        let events = app.events(on: asked, in: context.timeZone)
        app.list(events, in: context)
        return Self.outputs(
            events, listed: words.listed(events, for: context), when: when ?? "That day", isPast: isPast)
    }

    /// The events `listed`, how many, and `when` they are in the output that says it in the
    /// right tense, with events or free.
    private static func outputs(_ events: [CalendarApp.Event], listed: Value, when: String, isPast: Bool)
        -> [String: Value]
    {
        guard !events.isEmpty else { return ["events": listed, isPast ? "freePast" : "freeWhen": .string(when)] }
        return ["events": listed, "count": .integer(events.count), isPast ? "past" : "when": .string(when)]
    }
}
