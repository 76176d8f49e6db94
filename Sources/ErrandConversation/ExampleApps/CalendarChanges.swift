import ErrandCatalog
import Foundation

extension CalendarApp {
    /// The next event, not yet over, that the words name: by its title or words of it ("the
    /// design review", "review"), its hour, its day, its people or as the next one
    /// (`EventReference`).
    func event(named said: String, context: RequestContext) -> Event? {
        guard let reference = EventReference(said, now: context.now, timeZone: context.timeZone) else { return nil }
        let calendar = CalendarWords(now: context.now, timeZone: context.timeZone).calendar
        return events.filter { $0.start.addingTimeInterval($0.duration) > context.now }.sorted { $0.start < $1.start }
            .first { reference.names($0, in: calendar) }
    }

    func remove(_ event: Event) { lock.withLock { stored.removeAll { $0 == event } } }

    func move(_ event: Event, to start: Date) {
        lock.withLock {
            guard let index = stored.firstIndex(of: event) else { return }
            stored[index].start = start
        }
    }

    /// The event the words name, or the failure that says there is none.
    func requireEvent(named said: String, context: RequestContext) throws(HandlerFailure) -> Event {
        guard let found = event(named: said, context: context) else {
            throw .message(Self.noEvent(said))
        }
        return found
    }

    private static func noEvent(_ said: String) -> String { "Sorry, there's no \"\(said)\" on your calendar." }

    /// The event the words name, as a parameter's resolution: its title when the title alone
    /// names it again ("my 9 am meeting" is "Design review"), else the words as said (tomorrow's
    /// "Standup" is not the first one), or why there is none.
    func resolution(ofEvent said: String?, context: RequestContext) -> ParameterResolution? {
        guard let said else { return nil }
        guard let found = event(named: said, context: context) else {
            return .unsupported(reason: Self.noEvent(said))
        }
        return event(named: found.title, context: context) == found ? .success(.string(found.title)) : nil
    }
}

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
/// start, a day and a time at once, is what "When to?" asks, and what a shortcut gives.
struct MoveEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Move event"
    static let category = ActionCategory.generic
    static let phrases = [
        "(move|reschedule) [my|the] {event} [event|meeting|appointment] to ({time} [on] [{day}]|{day} [at {time}])",
        "(move|reschedule) [my|the] {event} [event|meeting|appointment]",
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

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        switch parameter {
        case "event": return app.resolution(ofEvent: $event, context: context)
        case "start": return start == nil && day == nil && time == nil ? .needsValue() : nil
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
    /// said put in its place ("make it tuesday" for a move to Monday at 11 is Tuesday at 11).
    private func newStart(of event: CalendarApp.Event, context: RequestContext) throws(HandlerFailure) -> Date {
        let calendar = CalendarWords(now: context.now, timeZone: context.timeZone).calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: start ?? event.start)
        if let day { (parts.year, parts.month, parts.day) = (day.year, day.month, day.day) }
        if let time { (parts.hour, parts.minute) = (time.hour, time.minute) }
        guard let moved = calendar.date(from: parts) else { throw .message("Sorry, I can't tell when that is.") }
        return moved
    }
}
