import ErrandCatalog
import Foundation

/// Records a workout done without tracking it: "log a 30 minute run", "i went for a 20 minute
/// walk yesterday", "record a swim for an hour". It counts with the workouts ended that day
/// ("how many workouts did i do today"). The base build (3b82e58) started a workout for each,
/// after saying which words it did not understand ("I didn't understand "log". Start run
/// workout, with the goal thirty minutes. Ready to start?"). A day to come is refused.
struct LogWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Log workout"
    static let category = ActionCategory.create
    static let phrases = [
        "(log|record) a [{goal}] {workout} [{day}]", "(log|record) a {workout} (of|for) {goal} [{day}]",
        "i went for a [{goal}] {workout} [{day}]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Log {workout} of {goal}")
    static let dialog = DialogTemplates(success: "I logged your {kind} of {goal} {when}.")
    static let outputs = [
        OutputDefinition(id: "kind", type: .string, title: "Workout"),
        OutputDefinition(id: "when", type: .string, title: "When"),
    ]

    @Parameter(title: "Workout", prompt: "Which workout?") var workout: WorkoutsApp.Kind
    // NB: named as `StartWorkout`'s goal, though it is how long the workout went on: the model
    // labels a value by its parameter's name, and with a name of its own, "20 minute" in "start
    // a 20 minute hot yoga workout" was no longer read as the goal.
    @Parameter(title: "Length", prompt: "How long was it?", minimum: 60, maximum: 86_400) var goal: Duration
    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let (asked, when) = try words.dayGone(day, for: context)
        // NB: a workout of another day ends at its noon, so it counts for that day whatever the
        // time zone; one of today ends now.
        let ended = asked == words.today ? context.now : words.start(of: asked)?.addingTimeInterval(12 * 3600)
        guard let ended else { throw .message("Sorry, I can't tell that day.") }
        app.log(workout, elapsed: TimeInterval(goal.components.seconds), endedAt: ended)
        return ["kind": .string(workout.spoken), "when": .string(when)]
    }
}
