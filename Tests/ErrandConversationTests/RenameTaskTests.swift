import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A task is renamed where it is, open, on its list; one at a time, and never a calendar event.
struct RenameTaskTests {
    @Test func theTaskKeepsItsListUnderItsNewName() async throws {
        let todo = TodoApp()
        let said = try await TimedConversation.speech(
            of: [("rename my task milk to oat milk", 0), ("what's on my groceries list", 10)],
            apps: ExampleApps(todo: todo))
        #expect(said[0].hasSuffix("Renamed \"Milk\" to \"oat milk\"."))
        #expect(said[1].contains("oat milk"))
        let renamed = try #require(todo.allTasks.first { $0.id == "t1" })
        #expect(renamed.title == "oat milk")
        #expect(renamed.list == .groceries && !renamed.archived)
        #expect(todo.allTasks.count == TodoApp.sampleTasks.count)
    }

    @Test func aTaskDoneIsNotRenamed() async throws {
        let todo = TodoApp()
        _ = todo.archive(["t1"], at: Date())
        let said = try await TimedConversation.speech(
            of: [("rename the milk task to oat milk", 0)], apps: ExampleApps(todo: todo))
        #expect(!said[0].hasSuffix("to \"oat milk\"."))
        #expect(todo.allTasks.first { $0.id == "t1" }?.title == "Milk")
    }
}
