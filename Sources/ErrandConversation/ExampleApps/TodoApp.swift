import ErrandCatalog
import Foundation

/// The example to-do list: tasks on a few lists.
public final class TodoApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.todo"
    public static let name = "Checklist"
    public static var actions: [any AppAction<TodoApp>.Type] { [AddTask.self, ShowTasks.self] }

    private let lock = NSLock()
    private var tasks: [(list: TaskList, title: String)] = [(.groceries, "Milk"), (.work, "Send the report")]

    public init() {}

    func add(_ title: String, to list: TaskList) { lock.withLock { tasks.append((list, title)) } }
    func tasks(on list: TaskList) -> [String] { lock.withLock { tasks.filter { $0.list == list }.map(\.title) } }

    public enum TaskList: String, AppEnum {
        case inbox, groceries, work
        public static let typeName = "TaskList"
        public static let titles: [TaskList: EnumTitle] = [
            .inbox: "Inbox", .groceries: EnumTitle("Groceries", synonyms: ["shopping", "grocery"]), .work: "Work",
        ]
    }
}

/// Adds a task to a list (the inbox unless the person names another).
struct AddTask: AppAction {
    typealias App = TodoApp
    static let title = "Add task"
    static let category = ActionCategory.create
    static let phrases = ["add {title} to [my] {list} [list]", "remind me to {title}", "add [a] task [to] {title}"]
    static let summary: ParameterSummary? = ParameterSummary(text: "Add {title} to {list}")
    static let dialog = DialogTemplates(success: "It's on your {list} list.")

    @Parameter(title: "Task", prompt: "What's the task?") var title: String
    @Parameter(title: "List", prompt: "Which list?", default: .inbox) var list: TodoApp.TaskList

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        app.add(title, to: list)
        return ["count": .integer(app.tasks(on: list).count)]
    }
}

/// Shows the tasks on a list.
struct ShowTasks: AppAction {
    typealias App = TodoApp
    static let title = "View tasks"
    static let category = ActionCategory.information
    static let phrases = ["(show|read) [me] [my] {list} [list]", "what's on [my] {list} list"]
    static let summary: ParameterSummary? = ParameterSummary(text: "View {list}")
    static let dialog = DialogTemplates(success: "Your {list} list has {tasks}.")
    static let outputs = [OutputDefinition(id: "tasks", type: .list(.string))]

    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let tasks = app.tasks(on: list)
        if tasks.isEmpty { throw .message("Your \(list.rawValue) list is empty.") }
        return ["tasks": .list(tasks.map(Value.string))]
    }
}
