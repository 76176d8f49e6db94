import ErrandCatalog
import Foundation

extension CalendarApp {
    /// The next event, not yet over, whose title is what the person said, or whose words are
    /// all among theirs or theirs among its ("the design review", "review"), ignoring case.
    func event(named said: String, after now: Date) -> Event? {
        let words = Set(Self.words(of: said)).subtracting(["my", "the", "event", "meeting", "appointment"])
        guard !words.isEmpty else { return nil }
        return events.filter { $0.start.addingTimeInterval($0.duration) > now }.sorted { $0.start < $1.start }.first {
            let title = Set(Self.words(of: $0.title))
            return title.isSubset(of: words) || words.isSubset(of: title)
        }
    }

    func remove(_ event: Event) { lock.withLock { stored.removeAll { $0 == event } } }

    func move(_ event: Event, to start: Date) {
        lock.withLock {
            guard let index = stored.firstIndex(of: event) else { return }
            stored[index].start = start
        }
    }

    private static func words(of text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// The event the words name, or the failure that says there is none.
    func requireEvent(named said: String, after now: Date) throws(HandlerFailure) -> Event {
        guard let found = event(named: said, after: now) else {
            throw .message(Self.noEvent(said))
        }
        return found
    }

    private static func noEvent(_ said: String) -> String { "Sorry, there's no \"\(said)\" on your calendar." }

    /// The event the words name, as a parameter's resolution: its title, or why there is none.
    func resolution(ofEvent said: String?, now: Date) -> ParameterResolution? {
        guard let said else { return nil }
        guard let found = event(named: said, after: now) else {
            return .unsupported(reason: Self.noEvent(said))
        }
        return .success(.string(found.title))
    }
}

/// Takes an event off the calendar, after a confirmation: "cancel my design review".
struct CancelEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Cancel event"
    static let category = ActionCategory.generic
    static let phrases = [
        "(cancel|delete|remove) [my|the] {event} (event|meeting|appointment)",
        "(cancel|delete|remove) [my|the] {event} from my calendar", "cancel my {event}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Cancel {event}")
    static let dialog = DialogTemplates(confirmation: "Cancel {event}, {start}?", success: "It's off your calendar.")
    static let outputs = [OutputDefinition(id: "start", type: .dateTime)]
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Event", prompt: "Which event?") var event: String

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        parameter == "event" ? app.resolution(ofEvent: $event, now: context.now) : nil
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["start": .dateTime(try app.requireEvent(named: event, after: context.now).start)]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, after: context.now)
        app.remove(found)
        return ["start": .dateTime(found.start)]
    }
}

/// Moves an event to another time, after a confirmation, refusing a time that is taken: "move my
/// design review to 4".
struct MoveEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Move event"
    static let category = ActionCategory.generic
    static let phrases = [
        "(move|reschedule) [my|the] {event} [event|meeting|appointment] to {start}",
        "(move|reschedule) [my|the] {event} [event|meeting|appointment]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Move {event} to {start}")
    static let dialog = DialogTemplates(
        confirmation: "Move {event} to {start}?", success: "It's moved.",
        errors: [CalendarApp.conflict])
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Event", prompt: "Which event?") var event: String
    @Parameter(title: "Start", prompt: "When to?") var start: Date

    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        parameter == "event" ? app.resolution(ofEvent: $event, now: context.now) : nil
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = try app.requireEvent(named: event, after: context.now)
        try app.requireFree(start: start, duration: found.duration, excluding: found)
        return [:]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.move(try app.requireEvent(named: event, after: context.now), to: start)
        return [:]
    }
}
