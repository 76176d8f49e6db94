import ErrandCatalog
import Foundation

/// The example workout tracker: starts, pauses, resumes, ends and discards workouts of the kinds
/// it can track.
public final class WorkoutsApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.workouts"
    public static let name = "Stride"
    public static var actions: [any AppAction<WorkoutsApp>.Type] {
        [StartWorkout.self, PauseWorkout.self, ResumeWorkout.self, EndWorkout.self, CancelWorkout.self]
    }

    private let lock = NSLock()
    private var current: String?
    private var paused = false

    public init() {}

    public var activeWorkout: String? { lock.withLock { current } }
    /// Whether the workout under way is paused.
    public var isPaused: Bool { lock.withLock { paused } }
    func setActive(_ workout: String?) {
        lock.withLock {
            current = workout
            paused = false
        }
    }
    func setPaused(_ isPaused: Bool) { lock.withLock { paused = isPaused } }

    /// Refuses to pause (`isPaused` true) or resume the workout when there is none, or when it
    /// already is so.
    func checkPausing(to isPaused: Bool) throws(HandlerFailure) {
        guard let active = activeWorkout else {
            throw .message("Sorry, there's no workout to \(isPaused ? "pause" : "resume").")
        }
        if self.isPaused == isPaused {
            throw .message(isPaused ? "Your \(active) is already paused." : "Your \(active) isn't paused.")
        }
    }

    public enum Kind: String, AppEnum {
        case run, walk, cycle, swim, yoga
        public static let typeName = "WorkoutKind"
        public static let titles: [Kind: EnumTitle] = [
            .run: EnumTitle("Run", synonyms: ["running", "jog", "jogging"]),
            .walk: EnumTitle("Walk", synonyms: ["walking", "hike"]),
            .cycle: EnumTitle("Cycle", synonyms: ["bike ride", "cycling", "ride"]),
            .swim: EnumTitle("Swim", synonyms: ["swimming"]), .yoga: "Yoga",
        ]
    }
}

/// Starts a workout; adopts the workouts domain's start intent.
struct StartWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Start workout"
    static let adopts: String? = "workouts.startWorkout"

    @Parameter(title: "Workout", prompt: "Which workout?") var workout: WorkoutsApp.Kind
    @Parameter(title: "Goal") var goal: Duration?
    @Parameter(title: "Distance") var distance: Distance?

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if let active = app.activeWorkout { throw .message("Sorry, your \(active) workout is still going.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setActive(workout.rawValue)
        return [:]
    }
}

/// Ends the workout in progress.
struct EndWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "End workout"
    static let adopts: String? = "workouts.endWorkout"
    // NB: the kind named without "my" ("end run"): the domain's phrases want "my" or "workout",
    // so that "stop the music" is no workout's end.
    static let phrases = [
        "(end|finish) [the] (run|walk|ride|bike ride|swim|yoga|jog)",
        "i'm (done|finished) [with] [my|the] (run|walk|ride|bike ride|swim|yoga|jog|workout)",
    ]

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.activeWorkout == nil { throw .message("Sorry, there's no workout to end.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setActive(nil)
        return [:]
    }
}

/// Discards the workout in progress, unrecorded; adopts the workouts domain's cancel intent.
struct CancelWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Cancel workout"
    static let adopts: String? = "workouts.cancelWorkout"
    static let phrases = ["(cancel|discard) [my|the] (run|walk|ride|bike ride|swim|yoga|jog)"]

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.activeWorkout == nil { throw .message("Sorry, there's no workout to cancel.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setActive(nil)
        return [:]
    }
}

/// Pauses the workout in progress; adopts the workouts domain's pause intent.
struct PauseWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Pause workout"
    static let adopts: String? = "workouts.pauseWorkout"

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        try app.checkPausing(to: true)
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setPaused(true)
        return [:]
    }
}

/// Resumes the paused workout; adopts the workouts domain's resume intent.
struct ResumeWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Resume workout"
    static let adopts: String? = "workouts.resumeWorkout"

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        try app.checkPausing(to: false)
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setPaused(false)
        return [:]
    }
}
