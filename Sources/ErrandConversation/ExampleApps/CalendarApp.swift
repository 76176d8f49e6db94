import ErrandCatalog
import Foundation

/// The example calendar: creates events, refusing ones that overlap.
public final class CalendarApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.calendar"
    public static let name = "Agenda"
    public static var actions: [any AppAction<CalendarApp>.Type] { [CreateEvent.self] }

    /// One event on the calendar.
    public struct Event: Sendable, Hashable {
        public var title: String
        public var start: Date
        public var duration: TimeInterval
    }

    private let lock = NSLock()
    private var stored: [Event]

    public init(events: [Event] = []) {
        stored = events
    }

    public var events: [Event] { lock.withLock { stored } }
    func add(_ event: Event) { lock.withLock { stored.append(event) } }

    func overlap(start: Date, duration: TimeInterval) -> Event? {
        events.first {
            $0.start < start.addingTimeInterval(duration) && start < $0.start.addingTimeInterval($0.duration)
        }
    }
}

/// Creates an event; asks to confirm, as the app chooses, and fails before creating when the
/// time is taken.
struct CreateEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Create event"
    static let category = ActionCategory.create
    static let phrases = [
        "(add|create|schedule) [an|a new] event [called] {title} [{start}]", "schedule {title} [{start}]",
        "(add|create|schedule) [an|a new] event",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Create {title} {start}")
    static let dialog = DialogTemplates(
        confirmation: "{title}, {start}, for {duration}.", success: "It's on your calendar.",
        errors: [NamedText(name: "conflict", text: "Sorry, that time overlaps with {other}.")])
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Title", prompt: "What's the event called?") var title: String
    @Parameter(title: "Start", prompt: "When is it?") var start: Date
    @Parameter(title: "Duration", prompt: "How long is it?", default: .seconds(3600)) var duration: Duration

    private var seconds: TimeInterval { Double(duration.components.seconds) }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if let other = app.overlap(start: start, duration: seconds) {
            throw .named("conflict", values: ["other": .string(other.title)])
        }
        return [:]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.add(CalendarApp.Event(title: title, start: start, duration: seconds))
        return [:]
    }
}
