import ErrandCatalog
import Foundation

/// Says how the workout under way is going: how long it has gone on, its pauses left out, and
/// whether it is paused ("how's my run going", "how long have i been running"). Without it,
/// "how's my run going" was read as starting a run ("Sorry, your run is still going.").
struct ShowWorkout: AppAction {
    typealias App = WorkoutsApp
    static let title = "Show workout"
    static let category = ActionCategory.information
    static let phrases = [
        "(how's|how is) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) going",
        "how long have i been (running|walking|riding|cycling|swimming|jogging|working out)",
        "how long (is|has) (my|the) (run|walk|ride|bike ride|swim|yoga|jog|workout) been going [on|for]",
        "how am i doing [on (my|the|this) (run|walk|ride|bike ride|swim|jog|workout)]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Show workout")
    static let dialog = DialogTemplates(
        success: "[Your {workout} has been going for {elapsed}.][Your {pausedWorkout} is paused, after {pausedAfter}.]")
    static let outputs = [
        OutputDefinition(id: "workout", type: .string, title: "Workout"),
        OutputDefinition(id: "elapsed", type: .duration, title: "Time"),
        OutputDefinition(id: "pausedWorkout", type: .string, title: "Paused workout"),
        OutputDefinition(id: "pausedAfter", type: .duration, title: "Time before the pause"),
    ]

    func perform(in app: WorkoutsApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let workout = app.activeWorkout, let elapsed = app.elapsed(at: context.now) else {
            throw .message("You don't have a workout going.")
        }
        // NB: to the minute, as a watch face says it; under one, in seconds.
        let said = elapsed < 60 ? elapsed.rounded() : (elapsed / 60).rounded(.down) * 60
        return app.isPaused
            ? ["pausedWorkout": .string(workout), "pausedAfter": .duration(said)]
            : ["workout": .string(workout), "elapsed": .duration(said)]
    }
}
