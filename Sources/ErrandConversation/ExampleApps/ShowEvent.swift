import ErrandCatalog
import Foundation

/// Says when an event is and how long: "what time is my design review", "how long is the team
/// meeting", or when it ends: "what time does the design review end". A name on no event is said
/// back, as cancelling and moving one say it, and nothing is asked.
struct ShowEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Show event"
    static let category = ActionCategory.information
    // NB: "my" or "the" is said: "when is it" asks about no event. The model learns from "what
    // time is my …" that "what time is it" asks about one; the understander drops its readings
    // of a request that asks the time of day (`asksTheTime`).
    // "How long is the design review" and "what time does it end" ask the same (they were not
    // understood).
    static let phrases = [
        "(when is|when's|what time is|what time's) (my|the) {event}",
        "(when|what time) (does|will) (my|the) {event} {moment}",
        // NB: the event talked about: "what time does it start" after "what time does the design
        // review end". The model read it so, until "when does my day start" taught it another
        // action's.
        "(when|what time) (does|will) (it|that) {moment}",
        "how long is (my|the) {event}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show {event}")
    // NB: how long it lasts is said too, so "how long is it" after it has its answer.
    static let dialog = DialogTemplates(success: "[{title} is {start}, for {duration}.][{title} ends {end}.]")
    static let outputs = [
        OutputDefinition(id: "title", type: .string), OutputDefinition(id: "start", type: .dateTime),
        OutputDefinition(id: "duration", type: .duration, title: "Length"),
        OutputDefinition(id: "end", type: .dateTime),
    ]

    @Parameter(title: "Event", prompt: "Which event?") var event: String
    @Parameter(title: "Moment", prompt: "Its start or its end?") var moment: EventMoment?

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "event" else { return nil }
        return app.lookupResolution(ofEvent: $event, context: context)
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        if moment == .end {
            return ["title": .string(found.title), "end": .dateTime(found.end)]
        }
        return [
            "title": .string(found.title), "start": .dateTime(found.start), "duration": .duration(found.duration),
        ]
    }
}
