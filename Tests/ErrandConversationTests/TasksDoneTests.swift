import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// The tasks archived on a day are said, first archived first, several counted first; a task
/// archived on another day, or only added, is not one of them. A day gone by is said in the
/// past, and a day to come refused.
struct TasksDoneTests {
    /// 9 AM UTC on the reference day.
    let nine = TranscriptReplayer.defaultNow

    @Test func theTasksArchivedOnTheDayAreSaidFirstArchivedFirst() {
        let app = TodoApp()
        _ = app.archive(["t2"], at: nine.addingTimeInterval(-86_400))
        _ = app.archive(["t3"], at: nine.addingTimeInterval(60))
        _ = app.archive(["t1"], at: nine.addingTimeInterval(30))
        let today = nine.addingTimeInterval(-9 * 3600)
        #expect(app.archived(from: today, until: today.addingTimeInterval(86_400)).map(\.id) == ["t1", "t3"])
        #expect(app.archived(from: today.addingTimeInterval(-86_400), until: today).map(\.id) == ["t2"])
    }

    @Test func theTasksDoneAreSaidForTheDayAsked() async throws {
        let said = try await TimedConversation.speech(
            of: [
                ("what did i finish today", 0), ("add bread to my groceries list", 10), ("check off milk", 20),
                ("yes", 25), ("how many tasks did i complete today", 30), ("remove the task send the report", 40),
                ("yes", 45), ("what did i get done today", 50), ("what tasks did i check off yesterday", 60),
                ("what did i finish tomorrow", 70),
            ], apps: ExampleApps())
        #expect(said[0] == "You haven't archived a task today.")
        #expect(said[4] == "Today you archived Milk.")
        #expect(said[7] == "Today you archived two tasks: Milk and Send the report.")
        #expect(said[8] == "You didn't archive any task yesterday.")
        #expect(said[9] == "Sorry, that day hasn't come yet.")
    }
}
