import ErrandCatalog
import Foundation

/// Sets when open tasks are due: "make buy milk due tomorrow at 5", "change the due date of send
/// the report to friday". It is also how a time said just after a task was added changes it:
/// "tomorrow at 5" after "remind me to buy milk" said "That's already done, so I can't change
/// it."; the guidelines ask that a request can be corrected without starting over. The change
/// is confirmed first, so trying it does nothing.
struct SetDueDate: AppAction {
    typealias App = TodoApp
    static let title = "Set due date"
    static let category = ActionCategory.generic
    static let summary: ParameterSummary? = ParameterSummary(text: "Make {tasks} due {due}")
    static let dialog = DialogTemplates(confirmation: "Make {tasks} due {due}?", success: "Due {due}: {tasks}.")
    static let requiresConfirmation: Bool? = true
    static let inputParameter: String? = "tasks"
    // NB: no "move {tasks} to {due}": the calendar moves events so.
    static let phrases = [
        "(make|set) {tasks} [to be] due {due}", "(change|set) the due date (of|for) {tasks} to {due}",
    ]

    @Parameter(title: "Tasks", prompt: "Which task?") var tasks: [TodoApp.TodoTask]
    @Parameter(title: "Due date", prompt: "When is it due?") var due: Date

    func resolve(_ parameter: String, in app: TodoApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "tasks" else { return nil }
        return app.resolution(ofTasks: $tasks, on: nil, context: context)
    }

    func confirm(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if tasks.isEmpty { throw .message("You have no tasks to set a due date for.") }
        return [:]
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let changed = app.setDue(due, of: Set(tasks.map(\.id)))
        if changed.isEmpty { throw .message("Sorry, those tasks are already done.") }
        app.talk(about: changed, in: context)
        return [:]
    }
}
