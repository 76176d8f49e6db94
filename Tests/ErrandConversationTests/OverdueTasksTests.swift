import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A task is overdue once its due time has passed and it is still open. Each is said with when
/// it was due: at its hour today, yesterday, its weekday within the week gone, or its date.
struct OverdueTasksTests {
    /// 9 AM UTC on the reference day, Tuesday 24 November 2026.
    let nine = TranscriptReplayer.defaultNow

    private func task(_ title: String, dueHoursAgo hours: Double, archived: Bool = false) -> TodoApp.StoredTask {
        TodoApp.StoredTask(
            id: title, list: .inbox, title: title, notes: "", created: nine.addingTimeInterval(-30 * 86400),
            archived: archived, due: nine.addingTimeInterval(-hours * 3600))
    }

    private func said(_ tasks: [TodoApp.StoredTask]) async throws -> String {
        let apps = ExampleApps(todo: TodoApp(tasks: tasks))
        return try await TimedConversation.speech(of: [("what's overdue", 0)], apps: apps)[0]
    }

    @Test func eachIsSaidWithWhenItWasDueEarliestFirst() async throws {
        let tasks = [
            task("Call the bank", dueHoursAgo: 1), task("Pay rent", dueHoursAgo: 10 * 24),
            task("Water plants", dueHoursAgo: 3 * 24),
        ]
        #expect(
            try await said(tasks)
                == "You have three overdue tasks: Pay rent, due on Saturday, November fourteenth, "
                + "Water plants, due on Saturday, and Call the bank, due at eight AM.")
    }

    @Test func tasksStillToComeOrDoneAreNotOverdue() async throws {
        let tasks = [
            task("Later", dueHoursAgo: -2), task("Done", dueHoursAgo: 5, archived: true),
            task("Yesterday's", dueHoursAgo: 20),
        ]
        #expect(try await said(tasks) == "Yesterday's is overdue: it was due yesterday.")
        #expect(try await said([task("Later", dueHoursAgo: -2)]) == "Nothing is overdue.")
    }
}
