import ErrandCatalog
import Foundation

/// The example breathing coach: timed breathing sessions.
public final class BreatheApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.breathe"
    public static let name = "Calm Breath"
    public static var actions: [any AppAction<BreatheApp>.Type] { [StartBreathing.self] }

    private let lock = NSLock()
    private var sessions: [Double] = []

    public init() {}

    public var startedSessions: [Double] { lock.withLock { sessions } }
    func start(_ seconds: Double) { lock.withLock { sessions.append(seconds) } }
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
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Start {duration} breathing session")
    static let dialog = DialogTemplates(success: "Breathe in slowly. The session lasts {duration}.")

    @Parameter(title: "Duration", prompt: "For how long?", default: .seconds(15 * 60), minimum: 30, maximum: 1800)
    var duration: Duration

    func perform(in app: BreatheApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.start(Double(duration.components.seconds))
        return [:]
    }
}
