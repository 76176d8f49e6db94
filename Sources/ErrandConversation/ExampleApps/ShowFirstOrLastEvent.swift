import ErrandCatalog
import Foundation

/// Says a day's first or last event: "what's my first meeting tomorrow", "when do i finish
/// today", "when does my day start tomorrow". Finishing asks when the last event ends (the one
/// that ends latest); starting asks when the first begins. The event said is the one the
/// conversation talks about now, so "move it to ten" goes on with it. Before, the first two
/// listed the day's events after "I didn't understand "first"", and "when do i finish today"
/// said the day's free time.
struct ShowFirstOrLastEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Show first or last event"
    static let category = ActionCategory.information
    // NB: "when is my first meeting tomorrow" is `ShowEvent`'s, which reads the rank as part of
    // the event's name (`EventReference.rank`), as cancelling and moving do.
    static let phrases = [
        "(what's|what is) my {rank} (event|meeting|appointment) [{day}]",
        "(when|what time) (do|will|did) i {moment} [work|for the day] [{day}]",
        "(when|what time) (does|will|did) my (day|workday|work day) {moment} [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show {rank} event {day}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "event", type: .custom("Event")),
        OutputDefinition(id: "said", type: .string, title: "Event"),
    ]

    @Parameter(title: "First or last", prompt: "The first or the last?") var rank: EventRank?
    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Moment", prompt: "Its start or its end?") var moment: EventMoment?

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let asked = day ?? words.today
        let when = words.inSentence(asked, for: context)
        let events = app.events(on: asked, in: context.timeZone)
        // NB: finishing is when the last event ends, and an early long event may end after a
        // later short one.
        let rank = self.rank ?? (moment == .end ? .last : .first)
        let found: CalendarApp.Event?
        switch (rank, moment) {
        case (.first, _): found = events.first
        case (.last, .end): found = events.max { $0.end < $1.end }
        case (.last, _): found = events.last
        }
        guard let found else {
            let have = asked < words.today ? "had" : "have"
            throw .message("You \(have) nothing on your calendar \(when).")
        }
        app.list([found], in: context)
        let formatter = ValueFormatter(for: context, app: nil)
        let instant = moment == .end ? found.end : found.start
        let hour = formatter.format(.time(words.time(of: instant)))
        let isPast = instant < context.now
        let said =
            moment == .end
            ? "Your \(rank.rawValue) event \(when), \(found.title), \(isPast ? "ended" : "ends") at \(hour)."
            : "Your \(rank.rawValue) event \(when) \(isPast ? "was" : "is") \(found.title) at \(hour)."
        return ["event": .entity(found.entity), "said": .string(said)]
    }
}
