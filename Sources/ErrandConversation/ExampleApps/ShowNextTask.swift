import ErrandCatalog
import Foundation

/// Says the task to do next: the open task due first, or, when none has a due date, the first
/// added; of one list when it is named. "what's my next task", "what's next on my groceries
/// list", "what should i do next". The task said is the one the conversation talks about now,
/// so "mark it done" goes on with it. The base build (a3fe338) did not understand the first and
/// the last, and listed the whole list for the second.
struct ShowNextTask: AppAction {
    typealias App = TodoApp
    static let title = "View next task"
    static let category = ActionCategory.information
    static let phrases = [
        "(what's|what is) [my] next (task|to do|thing to do)", "(what's|what is) next on [my] [{list}] list",
        "what (should|do) i do next", "what do i (need|have) to do next",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "View next task on {list}")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "task", type: .string, title: "Next task"),
        OutputDefinition(id: "due", type: .dateTime, title: "Due"), OutputDefinition(id: "said", type: .string),
    ]

    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList?

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let open = list.map(app.tasks(on:)) ?? app.openTasks
        guard let next = ShowTasksByDueDate.byDueDate(open).first else {
            let none = list.map { "Your \($0.spoken) list has nothing on it." } ?? "You have no tasks."
            return ["said": .string(none)]
        }
        app.talk(about: [next], in: context)
        let said = list.map { "Next on your \($0.spoken) list is \(next.said)" } ?? "Your next task is \(next.said)"
        var outputs: [String: Value] = ["task": .string(next.title)]
        if let due = next.due {
            outputs["due"] = .dateTime(due)
            outputs["said"] = .string("\(said), due \(ValueFormatter(for: context, app: nil).format(.dateTime(due))).")
        } else {
            outputs["said"] = .string(list == nil ? "\(said), on your \(next.list.spoken) list." : "\(said).")
        }
        return outputs
    }
}
