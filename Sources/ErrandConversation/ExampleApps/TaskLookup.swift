import ErrandCatalog
import ErrandLanguage
import Foundation

extension TodoApp {
    /// The tasks `given` in words, found among the open ones (on `list`, when said) by their
    /// title; with none given, the open tasks offered, as the guidelines' Archive action asks
    /// which task. Archiving tasks and setting when they are due find them so.
    func resolution(ofTasks given: [TodoTask]?, on list: TaskList?, context: RequestContext) -> ParameterResolution {
        let open = openTasks.filter { list == nil || $0.list == list }
        // NB: with no open task there is nothing to ask about: the confirmation says so.
        if open.isEmpty, (given ?? []).allSatisfy({ task in !allTasks.contains { $0.id == task.id } }) {
            return .success(.list([]))
        }
        // NB: the one open task (on the list named) is the one meant when none is named, as when
        // "mark it as done" points at it (after "what's on my work list"); of several, a choice.
        // "It" was "there's no task called "it"". The tasks the conversation just added or
        // listed are the ones meant first: "mark it done" after "add call mom" is that task, and
        // "mark them done" after "add eggs and butter" both ("them" was a task's name).
        let pointer = given.flatMap { $0.count == 1 ? Tokenizer.normalized($0[0].title) : nil }
        let talkedAbout = talkedAbout(in: context).filter { list == nil || $0.list == list }
        if let pointer, TaskPointers.plural.contains(pointer), !talkedAbout.isEmpty {
            return .success(.list(talkedAbout.map { .entity($0.entity) }))
        }
        if let pointer,
            TaskPointers.pointers.contains(pointer)
                || TaskPointers.plural.contains(pointer) && !TaskPointers.everything.contains(pointer)
        {
            let meant = talkedAbout.isEmpty ? open : talkedAbout
            return meant.count == 1
                ? .success(.list([.entity(meant[0].entity)])) : .needsValue(options: Self.offered(meant))
        }
        guard let given, !given.isEmpty else {
            return open.count == 1 ? .success(.list([.entity(open[0].entity)])) : .disambiguation(Self.offered(open))
        }
        // NB: "archive all my tasks" names every open task, not one called "all my tasks".
        if let pointer, TaskPointers.everything.contains(pointer) {
            return .success(.list(open.map { .entity($0.entity) }))
        }
        var found: [Value] = []
        var choice: (index: Int, options: [Value])?
        for (index, task) in given.enumerated() {
            // NB: a task a shortcut's step found is known by its identifier, archived or not.
            if let known = allTasks.first(where: { $0.id == task.id }) {
                found.append(.entity(known.entity))
                continue
            }
            // NB: a task called just what the person said is the one, before those whose words
            // overlap ("buy milk", added, rather than Milk).
            let exact = open.filter { Tokenizer.normalized($0.title) == Tokenizer.normalized(task.title) }
            let matches = exact.isEmpty ? open.filter { TaskPointers.title($0.title, matches: task.title) } : exact
            switch matches.count {
            case 0:
                let on = list.map { " on your \($0.spoken) list" }
                // NB: the open tasks are offered, as when none is named ("Which task? Milk or …").
                return .unsupported(
                    reason: "Sorry, there's no task called \"\(task.title)\"\(on ?? "").", options: Self.offered(open))
            case 1: found.append(.entity(matches[0].entity))
            default:
                found.append(.entity(EntityReference(type: TodoApp.TodoTask.typeName, id: task.id, title: task.title)))
                if choice == nil { choice = (index, matches.map { .entity($0.entity) }) }
            }
        }
        if let choice { return .choice(in: found, at: choice.index, among: choice.options) }
        return .success(.list(found))
    }

    /// The open tasks offered as choices, each a list of one.
    static func offered(_ open: [StoredTask]) -> [Value] { open.map { .list([.entity($0.entity)]) } }
}

/// How a person points at tasks without naming them, and when a task's title is what they said.
private enum TaskPointers {
    /// The words that point at a task without naming it.
    static let pointers: Set<String> = ["it", "that", "this", "this one", "that one", "this task", "that task"]
    /// The words that point at several tasks without naming them.
    static let plural: Set<String> = [
        "them", "those", "these", "both", "both of them", "them all", "those tasks", "these tasks", "all of them",
    ]

    /// The words that name every open task.
    static let everything: Set<String> = [
        "all", "everything", "all of them", "all tasks", "all my tasks", "all the tasks", "all of my tasks",
        "every task",
    ]

    /// Whether a task's title is what the person said, or all its words are among theirs ("buy
    /// milk" for Milk), or all theirs among its words ("the report" for Send the report).
    static func title(_ title: String, matches said: String) -> Bool {
        let titleWords = Set(title.lowercased().split(separator: " "))
        let saidWords = Set(said.lowercased().split(separator: " "))
        return titleWords.isSubset(of: saidWords) || saidWords.isSubset(of: titleWords)
    }
}
