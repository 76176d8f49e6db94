import ErrandCatalog
import Foundation

/// The example breathing coach: timed breathing sessions.
public final class BreatheApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.breathe"
    public static let name = "Calm Breath"
    public static var actions: [any AppAction<BreatheApp>.Type] {
        [StartBreathing.self, EndBreathing.self, ShowBreathingDone.self]
    }

    /// A breathing session: when it started and how long it was to last.
    struct Session: Sendable {
        var start: Date
        var seconds: Double
        var ended: Date?
    }

    private let lock = NSLock()
    private var sessions: [Session] = []

    public init() {}

    /// How long each session started was to last, in seconds, oldest first.
    public var startedSessions: [Double] { lock.withLock { sessions.map(\.seconds) } }

    func start(_ seconds: Double, at now: Date) {
        lock.withLock { sessions.append(Session(start: now, seconds: seconds)) }
    }

    /// Whether a session is under way at `now`: started, not yet over, not ended.
    func isUnderWay(at now: Date) -> Bool {
        lock.withLock { sessions.last.map { $0.ended == nil && now < $0.start + $0.seconds } ?? false }
    }

    /// How long each session started in `days` was breathed by `now`, oldest first, in seconds:
    /// until it was ended, or its time ran out, or until now when it is under way.
    func breathed(in days: DateInterval, at now: Date) -> [TimeInterval] {
        lock.withLock {
            sessions.filter { days.start <= $0.start && $0.start < days.end }.map { session in
                min(session.ended ?? now, now, session.start + session.seconds).timeIntervalSince(session.start)
            }
        }
    }

    /// Ends the session under way at `now`, if any.
    func end(at now: Date) {
        lock.withLock {
            guard let last = sessions.indices.last, sessions[last].ended == nil else { return }
            sessions[last].ended = now
        }
    }
}

/// Starts a breathing session of 15 minutes unless the person says otherwise.
struct StartBreathing: AppAction {
    typealias App = BreatheApp
    static let title = "Start breathing session"
    static let category = ActionCategory.start
    static let phrases = [
        "start [a] breathing [session] [for {duration}]", "[help me|let's] breathe [for {duration}]",
        "take [a|some|a few] [deep] (breath|breaths) [for {duration}]",
        "(i need to|i want to|help me) (relax|calm down|unwind) [for {duration}]",
        // NB: "i need to" is taken off a request as words that ask for nothing: "relax" is what is left.
        "(relax|unwind) [for {duration}]",
        // NB: a breathing session is the app's meditation: "start a meditation" was not understood.
        "[let's|help me] meditate [for {duration}]", "(start|begin|do) [a] meditation [session] [for {duration}]",
        "(start|begin|do) [a] {duration} (meditation|breathing session)",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Start breathing session for {duration}")
    static let dialog = DialogTemplates(success: "Breathe in slowly. The session lasts {duration}.")

    @Parameter(title: "Duration", prompt: "For how long?", default: .seconds(15 * 60), minimum: 30, maximum: 1800)
    var duration: Duration

    func perform(in app: BreatheApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.start(Double(duration.components.seconds), at: context.now)
        return [:]
    }
}

/// Ends the breathing session under way before its time; "stop" said alone reaches it when no
/// music is playing and no workout is under way (`ConversationEngine.stoppingWhatIsUnderWay`).
struct EndBreathing: AppAction {
    typealias App = BreatheApp
    static let title = "End breathing session"
    static let category = ActionCategory.generic
    static let phrases = [
        "(stop|end|finish) [my|the] breathing [session|exercise]", "(stop|end|finish) [my|the] session",
        "i'm (done|finished) breathing",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "End breathing session")
    static let dialog = DialogTemplates(success: "Your breathing session is over.")

    func confirm(in app: BreatheApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if !app.isUnderWay(at: context.now) { throw .message("Sorry, there's no breathing session to end.") }
        return [:]
    }

    func perform(in app: BreatheApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.end(at: context.now)
        return [:]
    }
}
