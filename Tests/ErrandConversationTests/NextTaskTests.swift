import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// The next task is the open one due first; with none dated, the first added; tasks due
/// together keep the order they were added in. Nothing to do is an answer, not a failure.
struct NextTaskTests {
    private let nine = TranscriptReplayer.defaultNow

    private func said(_ request: String, tasks: [TodoApp.StoredTask]) async throws -> String {
        try await TimedConversation.speech(of: [(request, 0)], apps: ExampleApps(todo: TodoApp(tasks: tasks)))[0]
    }

    @Test func theTaskDueFirstIsNextWhateverOrderItWasAddedIn() async throws {
        var tasks = TodoApp.sampleTasks
        tasks[2].due = nine.addingTimeInterval(3 * 3600)
        tasks[1].due = nine.addingTimeInterval(3 * 3600)
        #expect(
            try await said("what's my next task", tasks: tasks)
                == "Your next task is Send the report, due today at noon.")
        tasks[1].due = nil
        #expect(
            try await said("what's my next task", tasks: tasks)
                == "Your next task is Renew passport, due today at noon.")
    }

    @Test func withNoDatesTheFirstAddedIsNext() async throws {
        #expect(
            try await said("what should i do next", tasks: TodoApp.sampleTasks)
                == "Your next task is Milk, on your groceries list.")
        #expect(
            try await said("what's next on my work list", tasks: TodoApp.sampleTasks)
                == "Next on your work list is Send the report.")
    }

    @Test func nothingToDoIsSaid() async throws {
        #expect(try await said("what's my next task", tasks: []) == "You have no tasks.")
        #expect(
            try await said("what's next on my groceries list", tasks: Array(TodoApp.sampleTasks.dropFirst()))
                == "Your groceries list has nothing on it.")
    }
}
