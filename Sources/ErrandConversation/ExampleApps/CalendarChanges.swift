import ErrandCatalog
import Foundation

/// Takes an event off the calendar, after a confirmation: "cancel my design review".
struct CancelEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Cancel event"
    static let category = ActionCategory.generic
    static let phrases = [
        "(cancel|delete|remove) [my|the] {event} (event|meeting|appointment)",
        "(cancel|delete|remove) [my|the] {event} from my calendar", "cancel (my|the) {event}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Cancel {event}")
    static let dialog = DialogTemplates(confirmation: "Cancel {title}, {start}?", success: "It's off your calendar.")
    // NB: the title, not the words said ("my 9 am meeting"), says which event it is.
    static let outputs = [OutputDefinition(id: "title", type: .string), OutputDefinition(id: "start", type: .dateTime)]
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Event", prompt: "Which event?") var event: String

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        parameter == "event" ? app.resolution(ofEvent: $event, context: context) : nil
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        return ["title": .string(found.title), "start": .dateTime(found.start)]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        app.remove(found)
        return ["title": .string(found.title), "start": .dateTime(found.start)]
    }
}

/// Moves an event to another day, time or both, after a confirmation, refusing a time that is
/// taken: "move my design review to 4", "move my lunch to friday". A time said alone keeps the
/// event's day, and a day said alone its time, as people mean them ("move my lunch to 1" for
/// Friday's lunch is Friday at 1), so the day and the time are parameters of their own; the
/// start, a day and a time at once, is what "When to?" asks, and what a shortcut gives. An
/// event is also pushed back or brought forward by a length of time ("push the design review
/// back an hour", "move my lunch 30 minutes earlier").
struct MoveEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Move event"
    static let category = ActionCategory.generic
    static let phrases = [
        "(move|reschedule|push) [my|the] {event} [event|meeting|appointment] to ({time} [on] [{day}]|{day} [at {time}])",
        "(move|reschedule) [my|the] {event} [event|meeting|appointment]",
        "(push|move|bump) [my|the] {event} [event|meeting|appointment] back [by] {later}",
        "delay [my|the] {event} [event|meeting|appointment] [by] {later}",
        "(move|push) [my|the] {event} [event|meeting|appointment] {later} later",
        "(bring|pull|move) [my|the] {event} [event|meeting|appointment] (forward|up) [by] {earlier}",
        "(bring|move) [my|the] {event} [event|meeting|appointment] {earlier} earlier",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Move {event} to {start}")
    static let dialog = DialogTemplates(
        confirmation: "Move {title} to {newStart}?", success: "It's moved.", errors: [CalendarApp.conflict])
    static let outputs = [
        OutputDefinition(id: "title", type: .string),
        OutputDefinition(id: "newStart", type: .dateTime, title: "New start"),
    ]
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Event", prompt: "Which event?") var event: String
    @Parameter(title: "Start", prompt: "When to?") var start: Date?
    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Time", prompt: "What time?") var time: TimeOfDay?
    @Parameter(title: "Later by", prompt: "How much later?") var later: Duration?
    @Parameter(title: "Earlier by", prompt: "How much earlier?") var earlier: Duration?

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        switch parameter {
        case "event": return app.resolution(ofEvent: $event, context: context)
        case "start":
            return start == nil && day == nil && time == nil && later == nil && earlier == nil ? .needsValue() : nil
        default: return nil
        }
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        let moved = try newStart(of: found, context: context)
        try app.requireFree(start: moved, duration: found.duration, excluding: found)
        return ["title": .string(found.title), "newStart": .dateTime(moved)]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, context: context)
        let moved = try newStart(of: found, context: context)
        app.move(found, to: moved)
        return ["title": .string(found.title), "newStart": .dateTime(moved)]
    }

    /// Where `event` goes: the start said, or else the event's, with the day said and the time
    /// said put in its place ("make it tuesday" for a move to Monday at 11 is Tuesday at 11),
    /// then later or earlier by the length said.
    private func newStart(of event: CalendarApp.Event, context: RequestContext) throws(HandlerFailure) -> Date {
        let calendar = CalendarWords(now: context.now, timeZone: context.timeZone).calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start ?? event.start)
        if let day { (parts.year, parts.month, parts.day) = (day.year, day.month, day.day) }
        if let time { (parts.hour, parts.minute) = (time.hour, time.minute) }
        guard let moved = calendar.date(from: parts) else { throw .message("Sorry, I can't tell when that is.") }
        let shift = (later ?? .zero) - (earlier ?? .zero)
        return moved.addingTimeInterval(Double(shift.components.seconds))
    }
}
