import ErrandCatalog
import Foundation

/// The example workout tracker: starts, pauses, resumes, ends and discards workouts of the kinds
/// it can track.
public final class WorkoutsApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.workouts"
    public static let name = "Stride"
    public static var actions: [any AppAction<WorkoutsApp>.Type] {
        [
            StartWorkout.self, PauseWorkout.self, ResumeWorkout.self, EndWorkout.self, CancelWorkout.self,
            ShowWorkout.self, ShowWorkoutsDone.self, LogWorkout.self,
        ]
    }

    private let lock = NSLock()
    private var current: Kind?
    private var paused = false
    private var started: Date?
    private var pausedSince: Date?
    private var pausedFor: TimeInterval = 0
    private var goalTime: TimeInterval?
    private var ended: [Finished] = []

    public init() {}

    /// A workout ended (not discarded): its kind, how long it went on, and when it ended.
    struct Finished: Sendable, Hashable {
        var kind: Kind
        var elapsed: TimeInterval
        var at: Date
    }

    /// The workout ended (not discarded) last, of `kind` when one is given.
    func lastEnded(_ kind: Kind? = nil) -> Finished? {
        lock.withLock { ended.last { kind == nil || $0.kind == kind } }
    }

    /// The workouts ended from `start` until `end`, first ended first.
    func finished(from start: Date, until end: Date) -> [Finished] {
        lock.withLock { ended.filter { $0.at >= start && $0.at < end } }
    }

    /// Ends the workout under way at `now`, kept with those ended before.
    func end(at now: Date) {
        let elapsed = elapsed(at: now)
        lock.withLock {
            if let current, let elapsed { ended.append(Finished(kind: current, elapsed: elapsed, at: now)) }
        }
        setActive(nil, at: now)
    }

    /// Keeps a workout done without tracking it, as if it had ended at `endedAt`.
    func log(_ kind: Kind, elapsed: TimeInterval, endedAt: Date) {
        lock.withLock {
            ended.append(Finished(kind: kind, elapsed: elapsed, at: endedAt))
            ended.sort { $0.at < $1.at }
        }
    }

    /// The kind of the workout under way, as said ("run", "bike ride"), if one is.
    public var activeWorkout: String? { lock.withLock { current?.spoken } }
    /// The kind of the workout under way, if one is.
    var activeKind: Kind? { lock.withLock { current } }
    /// Whether the workout under way is paused.
    public var isPaused: Bool { lock.withLock { paused } }
    /// How long the workout under way is to go on, when a goal was set.
    var goal: TimeInterval? { lock.withLock { goalTime } }
    func setActive(_ workout: Kind?, at now: Date, goal: TimeInterval? = nil) {
        lock.withLock {
            current = workout
            paused = false
            (started, pausedSince, pausedFor) = (workout == nil ? nil : now, nil, 0)
            goalTime = workout == nil ? nil : goal
        }
    }
    func setPaused(_ isPaused: Bool, at now: Date) {
        lock.withLock {
            paused = isPaused
            if isPaused {
                pausedSince = now
            } else if let since = pausedSince {
                pausedFor += now.timeIntervalSince(since)
                pausedSince = nil
            }
        }
    }

    /// How long the workout under way has gone on at `now`, its pauses left out; `nil` with none.
    func elapsed(at now: Date) -> TimeInterval? {
        lock.withLock {
            guard let started else { return nil }
            return max(0, (pausedSince ?? now).timeIntervalSince(started) - pausedFor)
        }
    }

    /// What the actions on the workout under way say, and give a shortcut: its kind
    /// ("Pausing your walk."), where the domain says "workout".
    static func saying(_ doing: String) -> DialogTemplates { DialogTemplates(success: "\(doing) your {workout}.") }
    static let workoutOutputs = [OutputDefinition(id: "workout", type: .string, title: "Workout")]

    /// The workout under way, as an action on it gives it: `workoutOutputs`.
    func activeOutputs() -> [String: Value] { activeWorkout.map { ["workout": .string($0)] } ?? [:] }

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

    /// Where a workout is done, which a tracker measures differently.
    public enum Location: String, AppEnum {
        case indoor, outdoor
        public static let typeName = "WorkoutLocation"
        public static let titles: [Location: EnumTitle] = [
            .indoor: EnumTitle("Indoor", synonyms: ["inside", "indoors"]),
            .outdoor: EnumTitle("Outdoor", synonyms: ["outside", "outdoors"]),
        ]
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

        /// The kind as said after "your": "run", "bike ride", "yoga workout".
        var spoken: String {
            switch self {
            case .run, .walk, .swim: return rawValue
            case .cycle: return "bike ride"
            case .yoga: return "yoga workout"
            }
        }
    }
}

/// Starts a workout; adopts the workouts domain's start intent, and says the kind as the
/// actions on it then do ("Starting your bike ride", where the choice's title is "Cycle").
/// Indoors or outdoors is a parameter of the app's own, as a watch asks it: "start an outdoor
/// walk" (it read "outdoor" as the goal, and could not use it).
struct StartWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Start workout"
    static let adopts: String? = "workouts.startWorkout"
    static let phrases = [
        "(start|begin) [a|an|my] {location} {workout} [workout|session]",
        "(start|begin) [a|an|my] {location} {workout} [workout|session] for {goal}",
    ]
    static let dialog = DialogTemplates(success: "Starting your {kind}[ for {goal}][ of {distance}].")
    static let outputs = [OutputDefinition(id: "kind", type: .string, title: "Workout")]

    @Parameter(title: "Workout", prompt: "Which workout?") var workout: WorkoutsApp.Kind
    @Parameter(title: "Goal") var goal: Duration?
    @Parameter(title: "Distance") var distance: Distance?
    @Parameter(title: "Location") var location: WorkoutsApp.Location?

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if let active = app.activeWorkout { throw .message("Sorry, your \(active) is still going.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setActive(workout, at: context.now, goal: goal.map { Double($0.components.seconds) })
        return ["kind": .string([location?.rawValue, workout.spoken].compactMap(\.self).joined(separator: " "))]
    }
}

/// Ends the workout in progress.
struct EndWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "End workout"
    static let adopts: String? = "workouts.endWorkout"
    static let dialog = WorkoutsApp.saying("Ending")
    static let outputs = WorkoutsApp.workoutOutputs
    // NB: the kind named without "my" ("end run"): the domain's phrases want "my" or "workout",
    // so that "stop the music" is no workout's end.
    static let phrases = [
        "(end|finish) [the] (run|walk|ride|bike ride|swim|yoga|jog)",
        "i'm (done|finished) [with] [my|the] (run|walk|ride|bike ride|swim|yoga|jog|workout)",
        "i('ve| have) (finished|completed) [my|the] (run|walk|ride|bike ride|swim|yoga|jog|workout)",
        "i (finished|completed) [my|the] (run|walk|ride|bike ride|swim|yoga|jog|workout)",
    ]

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.activeWorkout == nil { throw .message("Sorry, there's no workout to end.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let ended = app.activeOutputs()
        app.end(at: context.now)
        return ended
    }
}

/// Discards the workout in progress, unrecorded; adopts the workouts domain's cancel intent.
struct CancelWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Cancel workout"
    static let adopts: String? = "workouts.cancelWorkout"
    static let dialog = WorkoutsApp.saying("Canceling")
    static let outputs = WorkoutsApp.workoutOutputs
    static let phrases = ["(cancel|discard) [my|the] (run|walk|ride|bike ride|swim|yoga|jog)"]

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if app.activeWorkout == nil { throw .message("Sorry, there's no workout to cancel.") }
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let ended = app.activeOutputs()
        app.setActive(nil, at: context.now)
        return ended
    }
}

/// Pauses the workout in progress; adopts the workouts domain's pause intent.
struct PauseWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Pause workout"
    static let adopts: String? = "workouts.pauseWorkout"
    static let dialog = WorkoutsApp.saying("Pausing")
    static let outputs = WorkoutsApp.workoutOutputs

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        try app.checkPausing(to: true)
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setPaused(true, at: context.now)
        return app.activeOutputs()
    }
}

/// Resumes the paused workout; adopts the workouts domain's resume intent.
struct ResumeWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Resume workout"
    static let adopts: String? = "workouts.resumeWorkout"
    static let dialog = WorkoutsApp.saying("Resuming")
    static let outputs = WorkoutsApp.workoutOutputs

    func confirm(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        try app.checkPausing(to: false)
        return [:]
    }

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.setPaused(false, at: context.now)
        return app.activeOutputs()
    }
}
