import ErrandCatalog
import Foundation

/// Says when open tasks are due: "when is buy milk due", "when's the rent due", "what's the due
/// date of send the report", and "when is it due" of the task the conversation talks about. A
/// task with no due date says so. "when is milk due" was not understood.
struct ShowTaskDue: AppAction {
    typealias App = TodoApp
    static let title = "View due date"
    static let category = ActionCategory.information
    static let inputParameter: String? = "tasks"
    static let phrases = [
        "(when is|when's) [my|the] {tasks} [task] due",
        "(what's|what is) the due date (of|for|on) [my|the] {tasks} [task]",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "View when {tasks} is due")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "due", type: .dateTime, title: "Due"), OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "Tasks", prompt: "Which task?") var tasks: [TodoApp.TodoTask]

    func resolve(_ parameter: String, in app: TodoApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "tasks" else { return nil }
        return app.resolution(ofTasks: $tasks, on: nil, context: context)
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let stored = app.allTasks
        let found = tasks.compactMap { task in stored.first { $0.id == task.id } }
        guard !found.isEmpty else { throw .message("You have no tasks.") }
        app.talk(about: found, in: context)
        let formatter = ValueFormatter(for: context, app: nil)
        let each = found.map { task in
            guard !task.archived else { return "\(task.title) is done" }
            return task.due.map { "\(task.title) is due \(formatter.format(.dateTime($0)))" }
                ?? "\(task.title) has no due date"
        }
        let said = formatter.list(each, conjunction: "and")
        var outputs: [String: Value] = ["said": .string(DialogRenderer.capitalized(said) + ".")]
        if found.count == 1, let due = found[0].due { outputs["due"] = .dateTime(due) }
        return outputs
    }
}
