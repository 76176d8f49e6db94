import Foundation

/// Workouts: start, pause, resume, end and cancel a workout.
enum WorkoutsDomain {
    static let intents: [SystemIntent] = [
        SystemIntent(
            domain: "workouts",
            action: ActionDefinition(
                id: "startWorkout", title: "Start workout", category: .start,
                parameters: [
                    .system("workout", "Workout", .string, required: true, prompt: "Which workout?"),
                    .system("goal", "Goal", .duration),
                    .system("distance", "Distance", .distance, prompt: "How far?"),
                    .system("isOpenEnded", "Open ended", .boolean, default: .boolean(true)),
                ],
                summary: ParameterSummary(text: "Start {workout} workout"),
                phrases: [
                    "(start|begin) [a|an|my] {workout} [workout]",
                    "(start|begin) [a|an|my] {goal} {workout} [workout]",
                    "(start|[i'm] (go|going) for) a [{goal}] {workout}",
                ],
                dialog: DialogTemplates(success: "Starting your {workout}[ for {goal}][ of {distance}]."),
                keyParameter: "workout")),
        lifecycle("pauseWorkout", "Pause workout", verb: "pause", success: "Pausing your workout."),
        lifecycle(
            "resumeWorkout", "Resume workout", verb: "(resume|continue|restart)", success: "Resuming your workout."),
        lifecycle("endWorkout", "End workout", verb: "(end|stop|finish)", success: "Ending your workout."),
        lifecycle("cancelWorkout", "Cancel workout", verb: "(cancel|discard)", success: "Canceling your workout."),
    ]

    private static func lifecycle(_ id: String, _ title: String, verb: String, success: String) -> SystemIntent {
        SystemIntent(
            domain: "workouts",
            action: ActionDefinition(
                id: id, title: title, category: .other,
                parameters: [.system("workout", "Workout", .string)],
                summary: ParameterSummary(text: title),
                phrases: ["\(verb) [my|the] [{workout}] workout", "\(verb) my {workout}"],
                dialog: DialogTemplates(success: success)))
    }
}
