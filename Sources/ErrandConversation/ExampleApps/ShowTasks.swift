import ErrandCatalog
import Foundation

/// Shows the tasks on a list, or those due on a day ("what's due today"). An empty list is an
/// answer too, not a failure ("Your groceries list has nothing.", "Nothing is due tomorrow."): a
/// shortcut that shows the list goes on to its next step.
struct ShowTasks: AppAction {
    typealias App = TodoApp
    static let title = "View tasks"
    static let category = ActionCategory.information
    static let phrases = [
        "(show|read) [me] [my] {list} [list]", "(what's|what is) on [my] {list} list [now|right now]",
        "(show|read|list) [me] [all] my tasks",
        // NB: "what do i have to do today" asks what is due; the calendar's "what do i have {day}"
        // took "to do today" for the day ("Sorry, I can't use to do today as a date").
        "what are my tasks", "what tasks do i have", "what do i (need|have) to do [{due}]",
        "(what's|what is|what was) due {due}", "what tasks (are|were) due {due}",
        "(what's|what is) left on [my] {list} list", "what do i have on my [{list}] list",
        "(what's|what is) (on|left on) my (list|lists)", "(what's|what is) left [for me] to do",
        "(is there) anything left [to do|on my list]",
        "how many (things|items|tasks) (are|are there|do i have) [left] (on|in) [my] {list} list",
        // NB: the tasks for a place (`AddTask`'s "remind me to … when i get home").
        "what do i (need|have) to do when i ({trigger}|get [back] [to]) {place}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "View tasks on {list}")
    // NB: one list, or every list when none is named ("what are my tasks"): asking "Which list?"
    // is a question the person need not answer (the guidelines: as few follow-up questions as
    // possible).
    static let dialog = DialogTemplates(
        success:
            "[Your {list} list has [{count} things: ]{tasks}.][You have [{count} tasks: ]{everything}.][Due {dueWhen}: {dueTasks}.][Nothing is due {nothingDue}.][Due {wasDue} and not done: {overdueTasks}.][Nothing due {nothingLeft} is left to do.][{forWhen}: {placeTasks}.][You have nothing to do {nothingFor}.]"
    )
    // NB: how many are on the list is said before them ("Your groceries list has 3 things: …"),
    // so "how many things are on my groceries list" is answered; an empty list has no count.
    static let outputs = [
        OutputDefinition(id: "tasks", type: .list(.string)),
        OutputDefinition(id: "count", type: .integer, title: "How many"),
        OutputDefinition(id: "everything", type: .list(.string), title: "On your lists"),
        OutputDefinition(id: "dueTasks", type: .list(.string), title: "Tasks due"),
        // NB: the day as said ("today", "on Friday, November 27"), once with the tasks due and
        // once for none.
        OutputDefinition(id: "dueWhen", type: .string, title: "Due on"),
        OutputDefinition(id: "nothingDue", type: .string, title: "Nothing due on"),
        // NB: days gone by ("yesterday", "last week") say what is still open of what was due
        // then; it was "Nothing is due last week.".
        OutputDefinition(id: "overdueTasks", type: .list(.string), title: "Tasks not done"),
        OutputDefinition(id: "wasDue", type: .string, title: "Was due on"),
        OutputDefinition(id: "nothingLeft", type: .string, title: "Nothing left of"),
        // NB: when the tasks of a place are for, as said ("When you get home"), once with them
        // and once for none.
        OutputDefinition(id: "placeTasks", type: .list(.string), title: "Tasks for the place"),
        OutputDefinition(id: "forWhen", type: .string, title: "For"),
        OutputDefinition(id: "nothingFor", type: .string, title: "Nothing for"),
    ]

    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList?
    @Parameter(title: "Due", prompt: "Due when?") var due: CalendarDate?
    // NB: "what's due this week" asks of the days left of it; read as a date, it was its Monday
    // ("Nothing is due on Monday, November 23.", said on the Tuesday).
    @Parameter(title: "Due in", prompt: "Which week?") var week: Week?
    @Parameter(title: "Place", prompt: "Where?") var place: Place?
    @Parameter(title: "When", prompt: "When you get there or when you leave?", default: .arriving, dependsOn: "place")
    var trigger: PlaceTrigger

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if let place { return placeOutputs(for: TaskPlace(place, trigger), in: app, context: context) }
        let words = CalendarWords(now: context.now, timeZone: context.timeZone)
        if let week {
            let days = week.days(from: words.today, in: words)
            return dueOutputs(on: days, said: week.title.lowercased(), words: words, in: app, context: context)
        }
        if let due {
            return dueOutputs(
                on: [due], said: words.inSentence(due, for: context), words: words, in: app, context: context)
        }
        if let list {
            let shown = app.tasks(on: list)
            app.talk(about: shown, in: context)
            return Self.counted(shown, ["tasks": .list(shown.map { .string($0.said) })])
        }
        let open = app.openTasks
        app.talk(about: open, in: context)
        guard !open.isEmpty else { return ["tasks": .list([]), "everything": .list([.string("no tasks")])] }
        return Self.counted(
            open,
            ["tasks": .list(open.map { .string($0.said) }), "everything": .list(Self.byList(open).map(Value.string))])
    }

    /// `outputs` with how many `tasks` there are, when there are any.
    private static func counted(_ tasks: [TodoApp.StoredTask], _ outputs: [String: Value]) -> [String: Value] {
        tasks.isEmpty ? outputs : outputs.merging(["count": .integer(tasks.count)]) { $1 }
    }

    /// The tasks said list by list, in the order the lists first come: "Milk and eggs on your
    /// groceries list", not "Milk on your groceries list, … and eggs on your groceries list".
    private static func byList(_ tasks: [TodoApp.StoredTask]) -> [String] {
        var lists: [TodoApp.TaskList] = []
        for task in tasks where !lists.contains(task.list) { lists.append(task.list) }
        return lists.map { list in
            let titles = tasks.filter { $0.list == list }.map(\.said)
            let said =
                titles.count > 1
                ? titles.dropLast().joined(separator: ", ") + " and " + titles[titles.count - 1] : titles[0]
            return "\(said) on your \(list.rawValue) list"
        }
    }

    /// The tasks due on `days`, on `list` when one is said: their titles, or `said`, the days
    /// as said ("today", "on Friday, November 27", "this week"), when none is.
    private func dueOutputs(
        on days: [CalendarDate], said: String, words: CalendarWords, in app: TodoApp, context: RequestContext
    ) -> [String: Value] {
        let found = app.openTasks.filter { task in
            guard let date = task.due, list == nil || task.list == list else { return false }
            return days.contains(words.day(of: date))
        }
        app.talk(about: found, in: context)
        let isPast = days.last.map { $0 < words.today } ?? false
        guard !found.isEmpty else { return [isPast ? "nothingLeft" : "nothingDue": .string(said)] }
        return [
            isPast ? "overdueTasks" : "dueTasks": .list(found.map { .string($0.title) }),
            isPast ? "wasDue" : "dueWhen": .string(said),
        ]
    }

    /// The open tasks for `place`, on `list` when one is said, and when they are for ("When
    /// you get home"), or that when there are none.
    private func placeOutputs(for place: TaskPlace, in app: TodoApp, context: RequestContext) -> [String: Value] {
        let found = app.openTasks.filter { task in
            (list == nil || task.list == list) && (task.reminder.map(place.isSame(as:)) ?? false)
        }
        app.talk(about: found, in: context)
        guard !found.isEmpty else { return ["nothingFor": .string(place.said)] }
        return [
            "placeTasks": .list(found.map { .string($0.title) }),
            "forWhen": .string(DialogRenderer.capitalized(place.said)),
        ]
    }
}
