import ErrandCatalog
import Foundation

/// Says how the workout under way is going: how long it has gone on, its pauses left out, and
/// whether it is paused ("how's my run going", "how long have i been running"). Without it,
/// "how's my run going" was read as starting a run ("Sorry, your run is still going."). With
/// none going, it says how long the last one ended went on ("how was my walk"): it was "You
/// don't have a workout going." just after the walk ended. With none done yet, that is said too
/// ("how long was my last run" said none was going). With a goal of time, what is left is
/// said too ("how much time is left", not understood). "show my last workout" asks it too (it
/// was not understood). The app keeps no distance, so "how far have i gone" is told how long,
/// which is what it knows: the model had read it as money sent to someone called "Gone". A kind
/// named asks of the last workout of that kind, unless one is under way, and the day it was
/// done is said: the base build (e5b2c9d) did not understand "when was my last walk", and
/// answered "how long was my last run" with the walk ended after it.
struct ShowWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Show workout"
    static let category = ActionCategory.information
    static let phrases = [
        "(how's|how is) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) going",
        "how long have i been (running|walking|riding|cycling|swimming|jogging|working out)",
        "how long (is|has) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) [been going [on|for]]",
        "how am i doing [on (my|the|this) (run|walk|ride|bike ride|swim|jog|workout)]",
        // NB: a kind named asks of the last workout of that kind, and when it was: "when was my
        // last walk" was not understood, and "how long was my last run" said a walk ended after it.
        "how (was|long was) (my|the) [last] ({workout}|workout)", "(show [me]|what was) my last ({workout}|workout)",
        "when (was|did i do) my last ({workout}|workout)", "when did i last [go for a|go on a|do a] {workout}",
        "how far (have i (gone|run|walked)|did i (go|run|walk))",
        "how (much time|much longer|long) is left [(on|of|in) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout)]",
        "how much longer [do i have] [to go]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show workout")
    static let dialog = DialogTemplates(
        success:
            "[Your {workout} has been going for {elapsed}.][Your {pausedWorkout} is paused, after {pausedAfter}.]"
            + "[ You have {left} to go.][ You've reached your goal of {goal}.]"
            + "[Your last {lastWorkout} was {lastDay}, for {lasted}.]"
    )
    static let outputs = [
        OutputDefinition(id: "workout", type: .string, title: "Workout"),
        OutputDefinition(id: "elapsed", type: .duration, title: "Time"),
        OutputDefinition(id: "pausedWorkout", type: .string, title: "Paused workout"),
        OutputDefinition(id: "pausedAfter", type: .duration, title: "Time before the pause"),
        OutputDefinition(id: "lastWorkout", type: .string, title: "Last workout"),
        OutputDefinition(id: "lasted", type: .duration, title: "Time"),
        OutputDefinition(id: "lastDay", type: .string, title: "Day"),
        OutputDefinition(id: "left", type: .duration, title: "Time left"),
        OutputDefinition(id: "goal", type: .duration, title: "Goal"),
    ]

    @Parameter(title: "Workout") var workout: WorkoutsApp.Kind?

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let said = Value.elapsed
        guard let active = app.activeWorkout, let elapsed = app.elapsed(at: context.now),
            workout == nil || workout == app.activeKind
        else { return try lastEnded(in: app, context: context) }
        var outputs: [String: Value] =
            app.isPaused
            ? ["pausedWorkout": .string(active), "pausedAfter": said(elapsed)]
            : ["workout": .string(active), "elapsed": said(elapsed)]
        if let goal = app.goal {
            // NB: what is left is rounded up, so "one minute to go" is never past the goal.
            if elapsed < goal {
                let left = goal - elapsed
                outputs["left"] = .duration(left < 60 ? left.rounded() : (left / 60).rounded(.up) * 60)
            } else {
                outputs["goal"] = .duration(goal)
            }
        }
        return outputs
    }

    /// The last workout ended, of the kind asked about when one is: what it was, on which day,
    /// and how long it went on.
    private func lastEnded(in app: WorkoutsApp, context: RequestContext) throws(HandlerFailure) -> [String: Value] {
        guard let last = app.lastEnded(workout) else {
            // NB: "how long was my last run" with none ever done asks of no workout going either.
            if let workout { throw .message("You haven't finished a \(workout.spoken) yet.") }
            throw .message("You don't have a workout going, and you haven't finished one yet.")
        }
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        return [
            "lastWorkout": .string(last.kind.spoken), "lasted": Value.elapsed(last.elapsed),
            "lastDay": .string(words.inSentence(dayOf: last.at, for: context)),
        ]
    }
}
