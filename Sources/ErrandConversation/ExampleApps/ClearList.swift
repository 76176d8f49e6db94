import ErrandCatalog
import Foundation

/// Archives every open task on a list, after a confirmation that names them: "clear my groceries
/// list", "empty my work list". It read the list out and named "clear" as not understood.
struct ClearList: AppAction {
    typealias App = TodoApp
    static let title = "Clear list"
    static let category = ActionCategory.generic
    // NB: "remove everything from my work list" is the archive action's, of every task named;
    // said here too, it taught the model that "remove milk from my groceries list", misspelt,
    // clears the list. One phrase: each more moved the model's borderline readings.
    static let phrases = ["(clear|empty) [my|the] {list} list"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Clear {list}")
    static let dialog = DialogTemplates(
        confirmation: "Archive {tasks} from your {list} list?", success: "Your {list} list is clear.")
    static let outputs = [OutputDefinition(id: "tasks", type: .list(.custom(TodoApp.TodoTask.typeName)))]
    static let requiresConfirmation: Bool? = true

    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList

    func confirm(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let open = app.tasks(on: list)
        guard !open.isEmpty else { throw .message("Your \(list.spoken) list is already empty.") }
        return ["tasks": .list(open.map { .entity($0.entity) })]
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let open = app.tasks(on: list)
        _ = app.archive(Set(open.map(\.id)), at: context.now)
        return ["tasks": .list(open.map { .entity($0.entity) })]
    }
}
