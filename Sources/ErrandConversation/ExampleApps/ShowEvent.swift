import ErrandCatalog
import Foundation

/// Says when an event is: "when is my design review", "when is the team meeting". A name
/// on no event is said back, as cancelling and moving one say it, and nothing is asked.
struct ShowEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Show event"
    static let category = ActionCategory.information
    // NB: "my" or "the" is said: "when is it" asks about no event. ("What time is my …" is left
    // out: the model learnt from it that "what time is it" asks about one.)
    static let phrases = ["(when is|when's) (my|the) {event}", "when does (my|the) {event} (start|begin)"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show {event}")
    // NB: how long it lasts is said too, so "how long is it" after it has its answer.
    static let dialog = DialogTemplates(success: "{title} is {start}, for {duration}.")
    static let outputs = [
        OutputDefinition(id: "title", type: .string), OutputDefinition(id: "start", type: .dateTime),
        OutputDefinition(id: "duration", type: .duration, title: "Length"),
    ]

    @Parameter(title: "Event", prompt: "Which event?") var event: String

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "event" else { return nil }
        return app.lookupResolution(ofEvent: $event, context: context)
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        return [
            "title": .string(found.title), "start": .dateTime(found.start), "duration": .duration(found.duration),
        ]
    }
}
