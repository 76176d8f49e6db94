import ErrandCatalog
import Foundation

/// The example calendar: creates events, refusing ones that overlap, tells the next one with
/// its attendees, says what a day holds, when an event is and who is in it, and cancels and
/// moves and renames events.
public final class CalendarApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.calendar"
    public static let name = "Agenda"
    public static var actions: [any AppAction<CalendarApp>.Type] {
        [
            CreateEvent.self, GetNextEvent.self, ShowSchedule.self, ShowEvent.self, ShowAttendees.self,
            CheckAvailability.self, FindFreeTime.self, ShowFirstOrLastEvent.self, CancelEvent.self, MoveEvent.self,
            RenameEvent.self, ShowTimeUntilNextEvent.self,
        ]
    }

    /// One event on the calendar.
    public struct Event: Sendable, Hashable {
        public var title: String
        public var start: Date
        public var duration: TimeInterval
        public var attendees: [Person]

        public init(title: String, start: Date, duration: TimeInterval, attendees: [Person] = []) {
            self.title = title
            self.start = start
            self.duration = duration
            self.attendees = attendees
        }

        /// When it ends: its start and its length.
        public var end: Date { start.addingTimeInterval(duration) }

        /// The event as an entity, with the properties a shortcut can read.
        var entity: EntityReference {
            EntityReference(
                type: "Event", id: "\(title)@\(Int(start.timeIntervalSince1970))", title: title,
                properties: [
                    "title": .string(title), "start": .dateTime(start), "duration": .duration(duration),
                    "attendees": .list(attendees.map(Value.person)),
                ])
        }
    }

    /// The starting calendar: a design review with Amy Lee and Bob Smith at 2 PM UTC on the
    /// transcripts' reference day (Tuesday 24 November 2026).
    public static let sampleEvents: [Event] = [
        Event(
            title: "Design review", start: Date(timeIntervalSince1970: 1_795_528_800), duration: 3600,
            attendees: [ExampleContacts.all[0], ExampleContacts.all[2]])
    ]

    let lock = NSLock()
    var stored: [Event]
    /// The titles of the events last listed in each conversation.
    private var listed = TalkedAbout<[String]>()

    public init(events: [Event] = CalendarApp.sampleEvents) {
        stored = events
    }

    public var events: [Event] { lock.withLock { stored } }
    func add(_ event: Event) { lock.withLock { stored.append(event) } }

    /// Keeps `events` as the ones last listed in the conversation of `context`: those "it" and
    /// "my meeting" mean next.
    func list(_ events: [Event], in context: RequestContext) {
        lock.withLock { listed.remember(events.map(\.title), in: context.sessionID) }
    }

    /// The titles of the events last listed in the conversation of `context`.
    func shown(in context: RequestContext) -> [String] {
        lock.withLock { listed.recalled(in: context.sessionID) ?? [] }
    }

    /// The events, other than `excluded`, that the time from `start` for `duration` overlaps,
    /// earliest first.
    func overlapping(start: Date, duration: TimeInterval, excluding excluded: Event? = nil) -> [Event] {
        events.filter { $0 != excluded && Self.overlaps($0, start: start, duration: duration) }
            .sorted { $0.start < $1.start }
    }

    private static func overlaps(_ event: Event, start: Date, duration: TimeInterval) -> Bool {
        event.start < start.addingTimeInterval(duration) && start < event.end
    }

    /// The error of an event put where another one is.
    static let conflict = NamedText(name: "conflict", text: "Sorry, that time overlaps with {other}.")

    /// Throws `conflict`, naming the first event other than `excluded` that the time from
    /// `start` for `duration` overlaps, when there is one.
    func requireFree(start: Date, duration: TimeInterval, excluding excluded: Event? = nil) throws(HandlerFailure) {
        if let other = events.first(where: { $0 != excluded && Self.overlaps($0, start: start, duration: duration) }) {
            throw .named("conflict", values: ["other": .string(other.title)])
        }
    }

    /// The first event that starts at or after `now`.
    func nextEvent(after now: Date) -> Event? {
        events.filter { $0.start >= now }.min { $0.start < $1.start }
    }

    /// The next event from the now of `context`, kept as the one the conversation talks about
    /// ("move it to ten" goes on with it); with nothing to come, the failure that says so.
    func talkAboutNextEvent(in context: RequestContext) throws(HandlerFailure) -> Event {
        guard let next = nextEvent(after: context.now) else {
            throw .message("You have nothing else on your calendar.")
        }
        list([next], in: context)
        return next
    }

    /// The events on the days of `week` still to come (`Week.days`), earliest first.
    func events(in week: Week, words: CalendarWords) -> [Event] {
        week.days(from: words.today, in: words).flatMap { events(on: $0, in: words.calendar.timeZone) }
    }

    /// The events that start on `day` in `timeZone`, earliest first.
    func events(on day: CalendarDate, in timeZone: TimeZone) -> [Event] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return events.filter { CalendarWords.day(of: $0.start, in: calendar) == day }.sorted { $0.start < $1.start }
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
        "(add|create|schedule) [an|a new] event", "(add|create|schedule) [an|a new] event [for] {start}",
        "schedule [something] [for] {start}",
        "(add|schedule|set up|book) [a|an] {title} {start}",
        "(put|add) [a|an] {title} (on|to|in) [my] (calendar|diary) [for] [{start}]", "i have [a|an] {title} {start}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Create {title} {start}")
    static let dialog = DialogTemplates(
        confirmation: "{title}, {start}, for {duration}.", success: "It's on your calendar.",
        errors: [CalendarApp.conflict])
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "Title", prompt: "What's the event called?") var title: String
    @Parameter(title: "Start", prompt: "When is it?") var start: Date
    @Parameter(title: "Duration", prompt: "How long is it?", default: .seconds(3600)) var duration: Duration

    private var seconds: TimeInterval { Double(duration.components.seconds) }

    /// The title as a calendar writes it, its first letter and the people it names
    /// capitalized: "dinner with carol" is "Dinner with Carol".
    func resolve(_ parameter: String, in app: CalendarApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "title", let said = $title else { return nil }
        let named = ExampleContacts.capitalizingNames(in: said)
        let written = named.prefix(1).uppercased() + named.dropFirst()
        return written == said ? nil : .success(.string(written))
    }

    func confirm(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        try app.requireFree(start: start, duration: seconds)
        return [:]
    }

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let event = CalendarApp.Event(title: title, start: start, duration: seconds)
        app.add(event)
        app.list([event], in: context)
        return [:]
    }
}

/// Tells the next event on the calendar, with its start and attendees: a building block for
/// shortcuts ("get my next calendar event, then message its attendees that I'm running late").
struct GetNextEvent: AppAction {
    typealias App = CalendarApp
    static let title = "Get next event"
    static let category = ActionCategory.information
    static let summary: ParameterSummary? = ParameterSummary(text: "Get next event")
    static let phrases = [
        "(what's|what is|when is|when's) my next (event|meeting|appointment)",
        "(what's|what is) next (on|in) my (calendar|schedule|diary)",
        // NB: "what's next" alone asks for the next event too. It was no phrase, and each action
        // with "next" in its phrases (the next song, the next task) pulled it under the bar;
        // "what do i have next" was the schedule of a day called "next".
        "(what's|what is) [up] next", "what do i have [up] next",
    ]
    // NB: when it starts is a property of the event, not a second output: a shortcut's next step
    // takes the event whole ("tell its attendees I'm running late").
    static let dialog = DialogTemplates(success: "Your next event is {event}, {event.start}.")
    static let outputs = [OutputDefinition(id: "event", type: .custom("Event"))]

    func perform(in app: CalendarApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let next = try app.talkAboutNextEvent(in: context)
        return ["event": .entity(next.entity)]
    }
}
