import ErrandCatalog
import Foundation

/// Says the open tasks whose due time has passed, earliest due first, with when each was due:
/// "what's overdue", "do i have anything overdue". None is an answer too ("Nothing is
/// overdue."). The tasks said are the ones the conversation talks about now, so "mark them
/// done" goes on with them. It was not understood.
struct ShowOverdueTasks: AppAction {
    typealias App = TodoApp
    static let title = "View overdue tasks"
    static let category = ActionCategory.information
    static let phrases = [
        // NB: few phrases name "my tasks": more taught the model that "reorder my tasks by date"
        // is about overdue tasks, and it fell under the bar as showing them.
        "(what's|what is) overdue", "(what|which) tasks are overdue", "(show|read) [me] [my] overdue tasks",
        "(do i have|have i got|is there|are there) (anything|any tasks) overdue",
        "(is|are) (anything|any tasks) overdue", "(what's|what is) past due",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "View overdue tasks")
    static let dialog = DialogTemplates(success: "{said}")
    static let outputs = [
        OutputDefinition(id: "tasks", type: .list(.string), title: "Overdue"),
        OutputDefinition(id: "said", type: .string),
    ]

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let overdue = app.openTasks.compactMap { task in task.due.map { (task, $0) } }.filter { $0.1 < context.now }
            .sorted { $0.1 < $1.1 }
        app.talk(about: overdue.map(\.0), in: context)
        guard !overdue.isEmpty else { return ["tasks": .list([]), "said": .string("Nothing is overdue.")] }
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        let formatter = ValueFormatter(for: context, app: nil)
        let said: String
        if let (task, due) = overdue.first, overdue.count == 1 {
            said = "\(task.title) is overdue: it was due \(Self.when(due, words: words, formatter: formatter))."
        } else {
            let each = overdue.map { "\($0.0.title), due \(Self.when($0.1, words: words, formatter: formatter))" }
            // NB: each task is said with a comma of its own, so the last is after ", and" even of two:
            // "Milk, due yesterday, and Send the report, due at nine AM".
            said =
                "You have \(NumberWords.words(overdue.count)) overdue tasks: "
                + each.dropLast().joined(separator: ", ") + ", and \(each[each.count - 1])."
        }
        return ["tasks": .list(overdue.map { .string($0.0.title) }), "said": .string(said)]
    }

    /// When a task was due, as said: at its hour today ("at nine AM"), "yesterday", its weekday
    /// within the week gone ("on Friday"), or its date.
    private static func when(_ due: Date, words: CalendarWords, formatter: ValueFormatter) -> String {
        let day = words.day(of: due)
        guard let weekAgo = words.day(byAdding: -6, to: words.today), day >= weekAgo else {
            return "on " + formatter.fullDate(day)
        }
        let hour = "at " + formatter.format(.time(words.time(of: due)))
        return words.said(day, today: hour, tomorrow: "tomorrow", yesterday: "yesterday", format: "EEEE") {
            "on \($0)"
        } ?? "on " + formatter.fullDate(day)
    }
}
