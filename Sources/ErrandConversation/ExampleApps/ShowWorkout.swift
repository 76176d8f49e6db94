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
/// which is what it knows: the model had read it as money sent to someone called "Gone".
struct ShowWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Show workout"
    static let category = ActionCategory.information
    static let phrases = [
        "(how's|how is) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) going",
        "how long have i been (running|walking|riding|cycling|swimming|jogging|working out)",
        "how long (is|has) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) [been going [on|for]]",
        "how am i doing [on (my|the|this) (run|walk|ride|bike ride|swim|jog|workout)]",
        "how (was|long was) (my|the) [last] (run|walk|ride|bike ride|swim|yoga|jog|workout)",
        "(show [me]|what was) my last (run|walk|ride|bike ride|swim|yoga|jog|workout)",
        "how far (have i (gone|run|walked)|did i (go|run|walk))",
        "how (much time|much longer|long) is left [(on|of|in) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout)]",
        "how much longer [do i have] [to go]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show workout")
    static let dialog = DialogTemplates(
        success:
            "[Your {workout} has been going for {elapsed}.][Your {pausedWorkout} is paused, after {pausedAfter}.]"
            + "[ You have {left} to go.][ You've reached your goal of {goal}.][Your last {lastWorkout} lasted {lasted}.]"
    )
    static let outputs = [
        OutputDefinition(id: "workout", type: .string, title: "Workout"),
        OutputDefinition(id: "elapsed", type: .duration, title: "Time"),
        OutputDefinition(id: "pausedWorkout", type: .string, title: "Paused workout"),
        OutputDefinition(id: "pausedAfter", type: .duration, title: "Time before the pause"),
        OutputDefinition(id: "lastWorkout", type: .string, title: "Last workout"),
        OutputDefinition(id: "lasted", type: .duration, title: "Time"),
        OutputDefinition(id: "left", type: .duration, title: "Time left"),
        OutputDefinition(id: "goal", type: .duration, title: "Goal"),
    ]

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let said = Value.elapsed
        guard let workout = app.activeWorkout, let elapsed = app.elapsed(at: context.now) else {
            // NB: "how long was my last run" with none ever done asks of no workout going either.
            guard let last = app.lastEnded else {
                throw .message("You don't have a workout going, and you haven't finished one yet.")
            }
            return ["lastWorkout": .string(last.workout), "lasted": said(last.elapsed)]
        }
        var outputs: [String: Value] =
            app.isPaused
            ? ["pausedWorkout": .string(workout), "pausedAfter": said(elapsed)]
            : ["workout": .string(workout), "elapsed": said(elapsed)]
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
}
