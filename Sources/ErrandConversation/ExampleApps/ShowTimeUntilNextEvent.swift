import ErrandCatalog
import Foundation

/// Says how long until the next event starts: "how long until my next meeting", "how much time
/// do i have before my next meeting". Neither was understood. Within twelve hours the wait is
/// said to the minute ("starts in two hours and ten minutes"); further off, the day and hour
/// say it better ("is tomorrow at nine AM"). The event said is the one talked about next, so
/// "move it to ten" goes on with it.
struct ShowTimeUntilNextEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Show time until next event"
    static let category = ActionCategory.information
    static let phrases = [
        "how (long|much time) (until|till|before) my next (event|meeting|appointment)",
        "how (long|much time) (is there|do i have|have i got) (until|till|before) my next (event|meeting|appointment)",
        "how soon is my next (event|meeting|appointment)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show time until next event")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "event", type: .custom("Event")),
        OutputDefinition(id: "wait", type: .duration, title: "Time until it starts"),
        OutputDefinition(id: "said", type: .string, title: "Next event"),
    ]

    /// The wait said to the minute; beyond it, the day and hour.
    static let longestWaitSaid: TimeInterval = 12 * 3600

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let next = try app.talkAboutNextEvent(in: context)
        let wait = next.start.timeIntervalSince(context.now)
        let formatter = ValueFormatter(for: context, app: nil)
        let when: String
        switch wait {
        case ..<60: when = "starts in less than a minute"
        case ..<Self.longestWaitSaid: when = "starts in " + formatter.format(.duration((wait / 60).rounded() * 60))
        default: when = "is " + formatter.format(.dateTime(next.start))
        }
        return [
            "event": .entity(next.entity), "wait": .duration(wait),
            "said": .string("Your next event, \(next.title), \(when)."),
        ]
    }
}
