import ErrandCatalog
import Foundation

/// Says which workouts were done today, and for how long in all: "did i work out today", "did i
/// go for a run today". None of them was understood. A kind named asks of that kind alone; the
/// others done are said too, so "did i run today" after a walk is not only "no".
struct ShowWorkoutsDone: AppAction {
    typealias App = WorkoutsApp
    static let title = "Show today's workouts"
    static let category = ActionCategory.information
    static let phrases = [
        "did i (work out|exercise) [today]", "have i (worked out|exercised) [yet] [today]",
        "have i (worked out|exercised) today yet",
        "did i (go for|do) [a|an|my] {workout} today", "did i {workout} today",
        "have i (been for|gone for|done) [a|an|my] {workout} [yet] today",
        "(how many|what) workouts (have i done|did i do) today",
        "how (much|long) (have i worked out|did i work out|have i exercised|did i exercise) today",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show today's workouts")
    // NB: no "Yes": "how many workouts did i do today" asks it too.
    static let dialog = DialogTemplates(success: "[Today you did {done}, for {time} in all.][{notDone}]")
    static let outputs = [
        OutputDefinition(id: "done", type: .list(.string), title: "Done today"),
        OutputDefinition(id: "time", type: .duration, title: "Time"),
        OutputDefinition(id: "notDone", type: .string, title: "Not done"),
    ]

    @Parameter(title: "Workout", prompt: "Which workout?") var workout: WorkoutsApp.Kind?

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let today = words.start(of: words.today).map { app.finished(since: $0) } ?? []
        let asked = today.filter { workout == nil || $0.kind == workout }
        guard asked.isEmpty else {
            let time = asked.reduce(0) { $0 + $1.elapsed }
            return ["done": .list(Self.counted(asked).map(Value.string)), "time": WorkoutsApp.toTheMinute(time)]
        }
        let named = workout.map { "a \($0.spoken)" }
        if let active = app.activeWorkout, workout == nil || workout?.spoken == active {
            return [
                "notDone": .string("You haven't finished \(named ?? "a workout") today; your \(active) is under way.")
            ]
        }
        var said = "You haven't " + (named.map { "done \($0)" } ?? "worked out") + " today"
        if !today.isEmpty {
            let others = ValueFormatter(for: context, app: nil).list(Self.counted(today), conjunction: "and")
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
