import ErrandCatalog
import Foundation

/// Says which workouts were done on a day (today when none is said) or this week so far, and for
/// how long in all: "did i work out today", "did i go for a run yesterday", "how many workouts did
/// i do this week". None of them was understood. A kind named asks of that kind alone; the
/// others done are said too, so "did i run today" after a walk is not only "no".
struct ShowWorkoutsDone: AppAction {
    typealias App = WorkoutsApp
    static let title = "Show workouts done"
    static let category = ActionCategory.information
    static let phrases = [
        "did i (work out|exercise) [today]", "have i (worked out|exercised) [yet] [today]",
        "have i (worked out|exercised) today yet",
        "did i (go for|do) [a|an|my] {workout} today", "did i {workout} today",
        "have i (been for|gone for|done) [a|an|my] {workout} [yet] today",
        "(how many|what) workouts (have i done|did i do) today",
        "how (much|long) (have i worked out|did i work out|have i exercised|did i exercise) today",
        // NB: another day, or this week so far: "how long did i work out yesterday" was not
        // understood.
        "did i (work out|exercise|go for a {workout}) {day}", "(how many|what) workouts (have i done|did i do) {week}",
        "(how many|what) workouts did i do {day}",
        "how (much|long) (have i worked out|did i work out|have i exercised|did i exercise) {week}",
        "how (much|long) (did i work out|did i exercise) {day}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show workouts done {day}")
    // NB: no "Yes": "how many workouts did i do today" asks it too.
    static let dialog = DialogTemplates(success: "[{when} you did {done}, for {time} in all.][{notDone}]")
    static let outputs = [
        OutputDefinition(id: "done", type: .list(.string), title: "Done"),
        OutputDefinition(id: "time", type: .duration, title: "Time"),
        OutputDefinition(id: "when", type: .string, title: "When"),
        OutputDefinition(id: "notDone", type: .string, title: "Not done"),
    ]

    @Parameter(title: "Workout", prompt: "Which workout?") var workout: WorkoutsApp.Kind?
    @Parameter(title: "Day", prompt: "Which day?") var day: CalendarDate?
    @Parameter(title: "Week", prompt: "Which week?") var week: Week?

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        // NB: this week is asked of until today's end; a day, of that day.
        let (last, when, days) = try words.hoursGone(day, week: week, for: context)
        let done = app.finished(from: days.start, until: days.end)
        let asked = done.filter { workout == nil || $0.kind == workout }
        guard asked.isEmpty else {
            let time = asked.reduce(0) { $0 + $1.elapsed }
            return [
                "done": .list(Self.counted(asked).map(Value.string)), "time": Value.elapsed(time),
                "when": .string(DialogRenderer.capitalized(when)),
            ]
        }
        let named = workout.map { "a \($0.spoken)" }
        let isPast = last < words.today
        if !isPast, let active = app.activeWorkout, workout == nil || workout?.spoken == active {
            return [
                "notDone": .string("You haven't finished \(named ?? "a workout") \(when); your \(active) is under way.")
            ]
        }
        var said =
            isPast
            ? "You didn't " + (named.map { "do \($0)" } ?? "work out")
            : "You haven't " + (named.map { "done \($0)" } ?? "worked out")
        said += " \(when)"
        if !done.isEmpty {
            let others = ValueFormatter(for: context, app: nil).list(Self.counted(done), conjunction: "and")
            said += ", but you did \(others)"
        }
        return ["notDone": .string(said + ".")]
    }

    /// The kinds of `workouts`, each once with how many were done, first done first: "a run",
    /// "two walks".
    // NB: every kind, as said, begins with a consonant.
    static func counted(_ workouts: [WorkoutsApp.Finished]) -> [String] {
        var kinds: [WorkoutsApp.Kind] = []
        var counts: [WorkoutsApp.Kind: Int] = [:]
        for workout in workouts {
            if counts[workout.kind] == nil { kinds.append(workout.kind) }
            counts[workout.kind, default: 0] += 1
        }
        return kinds.map { kind in
            let count = counts[kind] ?? 1
            return count == 1 ? "a \(kind.spoken)" : "\(NumberWords.words(count)) \(kind.spoken)s"
        }
    }
}
