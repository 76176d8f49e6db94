import ErrandCatalog

/// Renames an open task: "rename my task milk to oat milk", "change the name of the report task
/// to send the final report". Nothing is lost by it, so it is done without a confirmation.
/// Before, "rename my task milk to oat milk" looked for a calendar event called "task milk".
struct RenameTask: AppAction {
    typealias App = TodoApp
    static let title = "Rename task"
    static let category = ActionCategory.generic
    static let summary: ParameterSummary? = ParameterSummary(text: "Rename {tasks} to {newTitle}")
    static let dialog = DialogTemplates(success: "Renamed {tasks} to \"{newTitle}\".")
    static let inputParameter: String? = "tasks"
    // NB: "task" is said: "rename the review to budget review" is the calendar's. No "change
    // the milk task to oat milk": with it, "change my task to tomorrow" was read as a rename.
    static let phrases = [
        "rename [my|the] task {tasks} [(to|as) {newTitle}]", "rename [my|the] {tasks} task [(to|as) {newTitle}]",
        "change the (name|title) of [my|the] task {tasks} to {newTitle}",
        "change the (name|title) of [my|the] {tasks} task to {newTitle}",
    ]

    @Parameter(title: "Task", prompt: "Which task?") var tasks: [TodoApp.TodoTask]
    @Parameter(title: "New name", prompt: "What do you want to call it?") var newTitle: String

    /// The task is found on every list.
    func resolve(_ parameter: String, in app: TodoApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "tasks" else { return nil }
        return app.resolution(ofTasks: $tasks, on: nil, context: context)
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        guard let task = tasks.first else { throw .message("You have no tasks to rename.") }
        guard tasks.count == 1 else { throw .message("Sorry, I can rename only one task at a time.") }
        let renamed = app.change([task.id]) { $0.title = newTitle }
        if renamed.isEmpty { throw .message("Sorry, that task is already done.") }
        app.talk(about: renamed, in: context)
        return [:]
    }
}
