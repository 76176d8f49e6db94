import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "To my to-do list" and "to my list" name the built-in to-do app's lists, with when the task is
/// due said after them: "add pay council tax to my to-do list due on 1/2" made a calendar event.
struct TodoListWordsTests {
    @Test(arguments: [
        "add pay council tax to my to-do list due on 1/2", "add pay council tax to my list due on 1/2",
        "add pay council tax to my list",
    ])
    func theTaskGoesOnTheList(text: String) async throws {
        var session = ConversationSession(id: "t")
        let apps = ExampleApps()
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: try SharedUnderstanders.examples())
        let done = await engine.respond(to: text, in: &session, context: SoupPickupWordsTests.context())
        #expect(done.speech.hasPrefix("OK. I added \"pay council tax\" to your inbox list"))
        let added = try #require(apps.todo.allTasks.last)
        #expect(added.title == "pay council tax")
        #expect((added.due != nil) == text.hasSuffix("1/2"))
        #expect(apps.calendar.events.count == CalendarApp.sampleEvents.count)
    }
}
