import ErrandCatalog

/// Moves open tasks to another list: "move milk to my work list", "move the report to my inbox
/// list". Nothing is lost by it, so it is done without a confirmation. Before, "move milk
/// to my work list" looked for a calendar event called "milk to my work list".
struct MoveTask: AppAction {
    typealias App = TodoApp
    static let title = "Move tasks"
    static let category = ActionCategory.generic
    static let summary: ParameterSummary? = ParameterSummary(text: "Move {tasks} to {list}")
    static let dialog = DialogTemplates(success: "Moved {tasks} to your {list} list.")
    static let inputParameter: String? = "tasks"
    // NB: "list" is said: "move my meeting to work" is no task's. "put milk on my work list"
    // adds a task (`AddTask`), as it always did.
    static let phrases = ["move {tasks} (to|onto) [my|the] {list} list"]

    @Parameter(title: "Tasks", prompt: "Which task?") var tasks: [TodoApp.TodoTask]
    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList

    /// The tasks are found on every list: the list said is where they go.
    func resolve(_ parameter: String, in app: TodoApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "tasks" else { return nil }
        return app.resolution(ofTasks: $tasks, on: nil, context: context)
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if tasks.isEmpty { throw .message("You have no tasks to move.") }
        let moving = app.openTasks.filter { task in tasks.contains { $0.id == task.id } }
        if moving.isEmpty { throw .message("Sorry, those tasks are already done.") }
        if moving.allSatisfy({ $0.list == list }) {
            let names = ValueFormatter(for: context, app: nil).list(moving.map(\.title), conjunction: "and")
            throw .message("\(names) \(moving.count == 1 ? "is" : "are") already on your \(list.spoken) list.")
        }
        let moved = app.change(Set(moving.map(\.id))) { $0.list = list }
        app.talk(about: moved, in: context)
        return [:]
    }
}
