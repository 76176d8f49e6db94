import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// When tasks are due is said of the tasks asked about, and the open tasks are said in the order
/// they are due: those due at the same time, and those with no due date, in the order they were
/// added; those with none after the rest.
struct TaskDueTests {
    /// A task due today at six PM, in the transcripts' time zone (UTC), on 24 November 2026.
    private static let sixToday = Date(timeIntervalSince1970: 1_795_543_200)

    private static func task(_ id: String, _ title: String, due: Date?, archived: Bool = false)
        -> TodoApp.StoredTask
    {
        var task = TodoApp.StoredTask(
            id: id, list: .inbox, title: title, notes: "", created: Date(timeIntervalSince1970: 1_795_424_400),
            archived: archived)
        task.due = due
        return task
    }

    @Test func tasksAreSaidInTheOrderTheyAreDueThoseWithNoneLast() async throws {
        let tomorrow = Self.sixToday.addingTimeInterval(86_400)
        let todo = TodoApp(tasks: [
            Self.task("t1", "Milk", due: nil), Self.task("t2", "Pay rent", due: tomorrow),
            Self.task("t3", "Call mum", due: Self.sixToday), Self.task("t4", "Water plants", due: Self.sixToday),
            Self.task("t5", "Renew passport", due: nil), Self.task("t6", "Old task", due: nil, archived: true),
        ])
        let said = try await TimedConversation.speech(
            of: [("show my tasks by due date", 0)], apps: ExampleApps(todo: todo))
        #expect(
            said[0]
                == "By due date: Call mum, due today at six PM; Water plants, due today at six PM; and Pay rent, due tomorrow at six PM. No due date: Milk and Renew passport."
        )
    }

    @Test(arguments: [
        ([] as [TodoApp.StoredTask], "You have no tasks."),
        ([task("t1", "Milk", due: nil)], "None of your tasks has a due date."),
        ([task("t1", "Milk", due: sixToday)], "By due date: Milk, due today at six PM."),
    ])
    func fewTasksAreSaidPlainly(tasks: [TodoApp.StoredTask], expected: String) async throws {
        let said = try await TimedConversation.speech(
            of: [("what's due soon", 0)], apps: ExampleApps(todo: TodoApp(tasks: tasks)))
        #expect(said[0] == expected)
    }

    /// "When is it due" after several tasks were added is asked of each of them.
    @Test func whenEachOfSeveralIsDue() async throws {
        let todo = TodoApp(tasks: [Self.task("t1", "Milk", due: nil), Self.task("t2", "Pay rent", due: Self.sixToday)])
        let said = try await TimedConversation.speech(
            of: [("when is milk due", 0), ("when is pay rent due", 10), ("when is laundry due", 20)],
            apps: ExampleApps(todo: todo))
        #expect(said[0] == "Milk has no due date.")
        #expect(said[1] == "Pay rent is due today at six PM.")
        #expect(said[2].hasPrefix("Sorry, there's no task called \"laundry\"."))
    }
}
