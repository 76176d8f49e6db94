import ErrandCatalog
import Foundation

/// Says who is in an event: "who's coming to the design review", "who is in my 2 pm meeting";
/// said alone ("who's coming"), of the one event to come, or with a choice of the next few, as
/// "move it" is. Without it, "who's coming", after "what do i have today", was not understood,
/// though the calendar keeps each event's attendees.
struct ShowAttendees: AppAction {
    typealias App = CalendarApp
    static let title = "Show attendees"
    static let category = ActionCategory.information
    // NB: "at" only with "my": "who is at the door" asks about no event. No "going", nor "who
    // will be": the model learnt from them to read "is it going to be chilly in belarus" as
    // this, and the slips of "find my notes about stamps" as nothing.
    static let phrases = [
        "(who's|who is) (coming|invited|going) [to [my|the] {event}]", "(who's|who is) in (my|the) {event}",
        "(who's|who is) at my {event}", "(who's|who is) (my|the) {event} with",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show who is in {event}")
    static let dialog = DialogTemplates(success: "[{title} is with {attendees}.][Nobody else is invited to {alone}.]")
    static let outputs = [
        OutputDefinition(id: "title", type: .string), OutputDefinition(id: "attendees", type: .list(.person)),
        OutputDefinition(id: "alone", type: .string, title: "Event with nobody else"),
    ]

    @Parameter(title: "Event", prompt: "Which event?") var event: String

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "event" else { return nil }
        return app.lookupResolution(ofEvent: $event, context: context)
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        guard !found.attendees.isEmpty else { return ["alone": .string(found.title)] }
        return ["title": .string(found.title), "attendees": .list(found.attendees.map(Value.person))]
    }
}
