import ErrandCatalog
import Foundation

/// The example to-do list: tasks on a few lists, each with notes and the date it was created;
/// old tasks can be found and archived.
public final class TodoApp: SwiftApp, @unchecked Sendable {
    public static let id = "com.example.todo"
    public static let name = "Checklist"
    public static var actions: [any AppAction<TodoApp>.Type] {
        [
            AddTask.self, ShowTasks.self, GetTasks.self, ArchiveTasks.self, ClearList.self, SetDueDate.self,
            MoveTask.self, ShowOverdueTasks.self, RenameTask.self, ShowTasksDone.self, ShowTaskDue.self,
            ShowTasksByDueDate.self, ShowNextTask.self,
        ]
    }

    /// One task.
    public struct StoredTask: Sendable, Hashable {
        public var id: String
        public var list: TaskList
        public var title: String
        public var notes: String
        public var created: Date
        public var archived: Bool
        /// When the task is due, when the person said.
        public var due: Date? = nil
        /// When the task was archived, when it was while Errand ran.
        public var archivedAt: Date? = nil
        /// The place the task is for, when the person said one ("when you get home").
        public var reminder: TaskPlace? = nil

        /// The task as a list reads it: its title, and when it is for ("buy milk when you get
        /// home").
        var said: String { reminder.map { "\(title) \($0.said)" } ?? title }

        /// The task as an entity, with the properties a shortcut can read.
        var entity: EntityReference {
            EntityReference(
                type: TodoTask.typeName, id: id, title: title,
                properties: [
                    "title": .string(title), "notes": .string(notes), "created": .dateTime(created),
                    "list": .enumCase(list.rawValue),
                ].merging(due.map { ["due": .dateTime($0)] } ?? [:]) { first, _ in first })
        }
    }

    /// The starting tasks: one from the day before the transcripts' reference day (24
    /// November 2026), two from weeks before.
    public static let sampleTasks: [StoredTask] = [
        StoredTask(
            id: "t1", list: .groceries, title: "Milk", notes: "Oat milk if they have it",
            created: Date(timeIntervalSince1970: 1_795_424_400), archived: false),
        StoredTask(
            id: "t2", list: .work, title: "Send the report", notes: "Attach the Q3 figures",
            created: Date(timeIntervalSince1970: 1_794_301_200), archived: false),
        StoredTask(
            id: "t3", list: .inbox, title: "Renew passport", notes: "Photos from the pharmacy",
            created: Date(timeIntervalSince1970: 1_793_523_600), archived: false),
    ]

    private let lock = NSLock()
    private var tasks: [StoredTask]
    /// The identifiers of the tasks last added or listed in each conversation.
    private var talkedAbout = TalkedAbout<[String]>()

    public init(tasks: [StoredTask] = TodoApp.sampleTasks) {
        self.tasks = tasks
    }

    /// Every task, archived ones included, in the order they were added.
    public var allTasks: [StoredTask] { lock.withLock { tasks } }
    /// The titles of archived tasks.
    public var archivedTitles: [String] { lock.withLock { tasks.filter(\.archived).map(\.title) } }

    /// Adds a task and returns its identifier; `reminder` is the place it is for, when one was
    /// said ("when you get home").
    @discardableResult
    func add(_ title: String, to list: TaskList, at date: Date, due: Date? = nil, reminder: TaskPlace? = nil)
        -> String
    {
        lock.withLock {
            let id = "t\(tasks.count + 1)"
            tasks.append(
                StoredTask(
                    id: id, list: list, title: title, notes: "", created: date, archived: false, due: due,
                    reminder: reminder))
            return id
        }
    }

    /// The open tasks on `list`, in the order they were added.
    func tasks(on list: TaskList) -> [StoredTask] {
        lock.withLock { tasks.filter { $0.list == list && !$0.archived } }
    }

    /// Keeps `shown` as the tasks the conversation of `context` last talked about (added or
    /// listed): those "it" and "mark that done" mean next.
    func talk(about shown: [StoredTask], in context: RequestContext) {
        lock.withLock { talkedAbout.remember(shown.map(\.id), in: context.sessionID) }
    }

    /// The tasks the conversation of `context` last talked about that are still open.
    func talkedAbout(in context: RequestContext) -> [StoredTask] {
        lock.withLock {
            let ids = talkedAbout.recalled(in: context.sessionID) ?? []
            return ids.compactMap { id in tasks.first { $0.id == id && !$0.archived } }
        }
    }

    /// The tasks not archived, in the order they were added.
    var openTasks: [StoredTask] { lock.withLock { tasks.filter { !$0.archived } } }

    func tasks(createdBefore date: Date, on list: TaskList?) -> [StoredTask] {
        lock.withLock {
            tasks.filter { !$0.archived && $0.created < date && (list == nil || $0.list == list) }
        }
    }

    /// Archives the tasks with these identifiers at `date`; returns how many were archived.
    func archive(_ ids: Set<String>, at date: Date) -> Int {
        lock.withLock {
            var count = 0
            for index in tasks.indices where ids.contains(tasks[index].id) && !tasks[index].archived {
                tasks[index].archived = true
                tasks[index].archivedAt = date
                count += 1
            }
            return count
        }
    }

    /// The tasks archived from `start` until before `end`, first archived first.
    func archived(from start: Date, until end: Date) -> [StoredTask] {
        lock.withLock {
            tasks.filter { task in task.archivedAt.map { $0 >= start && $0 < end } ?? false }
                .sorted { ($0.archivedAt ?? start) < ($1.archivedAt ?? start) }
        }
    }

    /// Makes the open tasks with these identifiers due at `due`; returns the tasks changed.
    func setDue(_ due: Date, of ids: Set<String>) -> [StoredTask] {
        change(ids) { $0.due = due }
    }

    /// Changes the open tasks with these identifiers by `change`; returns the tasks changed.
    func change(_ ids: Set<String>, by change: (inout StoredTask) -> Void) -> [StoredTask] {
        lock.withLock {
            var changed: [StoredTask] = []
            for index in tasks.indices where ids.contains(tasks[index].id) && !tasks[index].archived {
                change(&tasks[index])
                changed.append(tasks[index])
            }
            return changed
        }
    }

    public enum TaskList: String, AppEnum {
        case inbox, groceries, work
        public static let typeName = "TaskList"
        public static let titles: [TaskList: EnumTitle] = [
            .inbox: EnumTitle("Inbox", synonyms: ["to do", "todo", "to-do", "reminders"]),
            .groceries: EnumTitle("Groceries", synonyms: ["shopping", "grocery"]), .work: "Work",
        ]

        /// The list as said after "your": "groceries".
        var spoken: String { Self.titles[self].map { $0.title.lowercased() } ?? rawValue }
    }

    /// A task as a parameter value: any task entity, found by its identifier.
    public struct TodoTask: AppEntity {
        public static let typeName = "Task"
        public static let entities: [TodoTask] = []
        public static let isDynamic = true
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }

        public init?(value: Value) {
            guard case .entity(let entity) = value, entity.type == Self.typeName else { return nil }
            self.init(id: entity.id, title: entity.title)
        }
    }
}

/// Adds a task to a list (the inbox unless the person names another).
struct AddTask: AppAction {
    typealias App = TodoApp
    static let title = "Add task"
    static let category = ActionCategory.create
    static let phrases = [
        // NB: "to my to-do list" and "to my list" name this app's lists, and what follows is when
        // it is due: "add pay council tax to my to-do list due on 1/2" is no calendar event.
        "(add|put) {title} (to|on) [my|the] {list} [list] [[due] {due}]",
        "(add|put) {title} (to|on) (my|the) list [[due] {due}]", "remind me to {title} [{due}]",
        "remind me {due} to {title}",
        "add [a] task [to] {title} [[due] {due}]", "(add|put) {title} due {due}",
        "(set|create|add) a reminder [(for|at)] {due} to {title}", "(set|create|add) a reminder to {title} [{due}]",
        "(don't|do not) [let me] forget to {title} [{due}]",
        // NB: a place said after "when i" is when the task is for, not words of its title.
        // (Getting somewhere is said in the phrase, not as a trigger: "get" of "can i get a flat
        // white" is no trigger.)
        "remind me to {title} when i ({trigger}|get [back] [to]) {place}",
        "remind me when i ({trigger}|get [back] [to]) {place} to {title}",
        "remind me to {title} when i'm (at|in) {place}",
    ]
    static let summary: ParameterSummary? = ParameterSummary(text: "Add {title} to {list}")
    static let dialog = DialogTemplates(
        success: "I added {added} to your {list} list[, due {due}][, for {reminder}][; {already}].")
    static let keyParameter: String? = "title"

    @Parameter(title: "Task", prompt: "What's the task?") var title: String
    @Parameter(title: "List", prompt: "Which list?", default: .inbox) var list: TodoApp.TaskList
    @Parameter(title: "Due date", prompt: "When is it due?") var due: Date?
    @Parameter(title: "Place", prompt: "Where?") var place: Place?
    @Parameter(title: "When", prompt: "When you get there or when you leave?", default: .arriving, dependsOn: "place")
    var trigger: PlaceTrigger

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        // NB: what is on the list already, due when it is, is not added twice ("add milk" when
        // milk is there); the same task due another day, or for another place, is another
        // reminder.
        let reminder = place.map { TaskPlace($0, trigger) }
        let there = app.openTasks.filter {
            $0.list == list && $0.due == due && TaskPlace.isSame($0.reminder, reminder)
        }.map(\.title)
        var items: [String] = []
        for item in list == .groceries ? Self.items(in: title) : [title]
        where !items.contains(where: { Self.same($0, item) }) {
            items.append(item)
        }
        let already = items.compactMap { item in there.first { Self.same($0, item) } }
        let fresh = items.filter { item in !there.contains { Self.same($0, item) } }
        let onList = list.spoken
        guard !fresh.isEmpty else {
            throw .message(
                "\(Self.quoted(already)) \(already.count == 1 ? "is" : "are") already on your \(onList) list.")
        }
        let ids = fresh.map { app.add($0, to: list, at: context.now, due: due, reminder: reminder) }
        app.talk(about: app.openTasks.filter { ids.contains($0.id) }, in: context)
        var outputs: [String: Value] = [
            "count": .integer(app.tasks(on: list).count), "added": .string(Self.quoted(fresh)),
        ]
        if let reminder { outputs["reminder"] = .string(reminder.said) }
        if !already.isEmpty {
            outputs["already"] = .string(
                "\(Self.quoted(already)) \(already.count == 1 ? "was" : "were") already on it")
        }
        return outputs
    }

    private static func same(_ one: String, _ other: String) -> Bool {
        one.compare(other, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }

    /// `items` quoted and joined as said: "milk", "milk" and "eggs", "milk", "eggs", and "bread".
    private static func quoted(_ items: [String]) -> String {
        let quoted = items.map { "\"\($0)\"" }
        return quoted.count < 3
            ? quoted.joined(separator: " and ")
            : quoted.dropLast().joined(separator: ", ") + ", and " + (quoted.last ?? "")
    }

    /// The things to buy that `title` names, each an item of the groceries list: "eggs and
    /// bread" is two, "eggs, bread and milk" three. Only words said as a list of short names
    /// are split; anything else ("pick up the cake for mom's party") is one item.
    static func items(in title: String) -> [String] {
        let pieces = title.replacingOccurrences(of: " & ", with: ", ")
            .split(separator: ",").flatMap { $0.components(separatedBy: " and ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
        guard pieces.count > 1, pieces.allSatisfy({ !$0.isEmpty && $0.split(separator: " ").count <= 3 }) else {
            return [title]
        }
        return pieces
    }
}

/// Finds the tasks created before a date, on one list or all: a building block for shortcuts
/// ("get tasks created before a week ago, then archive them").
struct GetTasks: AppAction {
    typealias App = TodoApp
    static let title = "Get tasks"
    static let category = ActionCategory.information
    static let summary: ParameterSummary? = ParameterSummary(text: "Get tasks created before {createdBefore}")
    static let dialog = DialogTemplates(success: "Found {tasks}.")
    static let outputs = [OutputDefinition(id: "tasks", type: .list(.custom(TodoApp.TodoTask.typeName)))]
    static let inputParameter: String? = "createdBefore"

    @Parameter(title: "Created before", prompt: "Created before when?") var createdBefore: Date
    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList?

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        let found = app.tasks(createdBefore: createdBefore, on: list)
        if found.isEmpty { throw .message("You have no tasks created before then.") }
        return ["tasks": .list(found.map { .entity($0.entity) })]
    }
}

/// Archives tasks, after one confirmation that says which; a list said with them ("remove eggs
/// from my groceries list") keeps the search to that list.
struct ArchiveTasks: AppAction {
    typealias App = TodoApp
    static let title = "Archive tasks"
    static let category = ActionCategory.generic
    static let summary: ParameterSummary? = ParameterSummary(text: "Archive {tasks}")
    static let dialog = DialogTemplates(confirmation: "Archive {tasks}?", success: "Archived {count} tasks.")
    static let outputs = [OutputDefinition(id: "count", type: .integer)]
    static let requiresConfirmation: Bool? = true
    static let inputParameter: String? = "tasks"
    static let phrases = [
        "archive [a] task", "archive [the] [task] {tasks}", "(check|cross|tick) off {tasks}",
        "mark {tasks} [as] (done|complete|completed|finished)",
        "(remove|delete|take|cross) {tasks} (from|off) [my|the] {list} [list]", "(remove|delete) [the] task {tasks}",
        "(remove|delete) (the|my) {tasks} task",
        // NB: people say a task is done as often as they ask for it to be marked so.
        "i'm (done|finished) with {tasks}", "i('ve| have) (done|finished|completed) {tasks}",
        "i (finished|completed) {tasks}", "{tasks} is (done|finished|complete|completed)",
        // NB: a thing to buy is done when it is bought: "i bought the milk".
        "(i|i've|i have) (bought|picked up) [the|some] {tasks}",
    ]

    @Parameter(title: "Tasks", prompt: "Which task?") var tasks: [TodoApp.TodoTask]
    @Parameter(title: "List", prompt: "Which list?") var list: TodoApp.TaskList?

    /// Tasks named in words are found among the open ones by their title; asked without one,
    /// the action offers the open tasks, as the guidelines' Archive action asks which task.
    func resolve(_ parameter: String, in app: TodoApp, context: RequestContext) async -> ParameterResolution? {
        guard parameter == "tasks" else { return nil }
        return app.resolution(ofTasks: $tasks, on: list, context: context)
    }

    func confirm(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        if tasks.isEmpty { throw .message("You have no tasks to archive.") }
        return [:]
    }

    func perform(in app: TodoApp, context: RequestContext) async throws(HandlerFailure) -> [String: Value] {
        ["count": .integer(app.archive(Set(tasks.map(\.id)), at: context.now))]
    }
}
