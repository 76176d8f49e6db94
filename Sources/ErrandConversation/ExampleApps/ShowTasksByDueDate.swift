import ErrandCatalog
import Foundation

/// Says the open tasks in the order they are due, each with when, those with no due date last:
/// "show my tasks by due date", "what's due soon". The tasks said are the ones the conversation
/// talks about now, so "mark them done" goes on with them. "show my tasks by due date" listed
/// every task with no dates, "what's due soon" asked for a date ("Sorry, I can't use soon as a
/// date"), and "reorder my tasks by date" was not understood.
struct ShowTasksByDueDate: AppAction {
    typealias App = TodoApp
    static let title = "View tasks by due date"
    static let category = ActionCategory.information
    static let phrases = [
        // NB: no "what's due next": it taught the model that "what's up next" is not the next
        // event, and it fell under the bar.
        "(show|list|sort|order|reorder) [me] [all] my tasks by [due] date", "(what's|what is) due soon",
        "what tasks are due soon",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "View tasks by due date")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "tasks", type: .list(.string), title: "By due date"),
        OutputDefinition(id: "said", type: .string),
    ]

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let sorted = Self.byDueDate(app.openTasks)
        app.talk(about: sorted, in: context)
        let titles: Value = .list(sorted.map { .string($0.said) })
        guard !sorted.isEmpty else { return ["tasks": titles, "said": .string("You have no tasks.")] }
        guard sorted.contains(where: { $0.due != nil }) else {
            return ["tasks": titles, "said": .string("None of your tasks has a due date.")]
        }
        let formatter = ValueFormatter(for: context, app: nil)
        let dated = sorted.compactMap { task in
            task.due.map { "\(task.said), due \(formatter.format(.dateTime($0)))" }
        }
        // NB: each task is said with a comma of its own, so they are set apart by semicolons.
        let each =
            dated.count == 1 ? dated[0] : dated.dropLast().joined(separator: "; ") + "; and " + dated[dated.count - 1]
        var said = "By due date: \(each)."
        let undated = sorted.filter { $0.due == nil }.map(\.said)
        if !undated.isEmpty { said += " No due date: \(formatter.list(undated, conjunction: "and"))." }
        return ["tasks": titles, "said": .string(said)]
    }

    /// `tasks` in the order they are due, earliest first; tasks due together, and those with no
    /// due date (last), keep the order they were added in.
    static func byDueDate(_ tasks: [TodoApp.StoredTask]) -> [TodoApp.StoredTask] {
        tasks.enumerated().sorted {
            ($0.element.due ?? .distantFuture, $0.offset) < ($1.element.due ?? .distantFuture, $1.offset)
        }.map(\.element)
    }
}
