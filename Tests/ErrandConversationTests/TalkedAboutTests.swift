import Foundation
import Testing

@testable import ErrandConversation

/// What an example app last talked about is kept per conversation, for the conversations that
/// talked last; the to-do app's is the tasks it added or listed that are still open.
struct TalkedAboutTests {
    @Test func aConversationThatTalksAgainIsKeptLonger() {
        var talked = TalkedAbout<Int>(remembered: 2)
        talked.remember(1, in: "a")
        talked.remember(2, in: "b")
        talked.remember(3, in: "a")
        talked.remember(4, in: "c")
        #expect(talked.recalled(in: "b") == nil)
        #expect(talked.recalled(in: "a") == 3)
        #expect(talked.recalled(in: "c") == 4)
    }

    @Test func theTasksTalkedAboutAreTheOpenOnesOfThatConversation() {
        let todo = TodoApp()
        let context = CalendarListedEventsTests.context("a")
        let ids = ["eggs", "butter"].map { todo.add($0, to: .groceries, at: context.now) }
        todo.talk(about: todo.openTasks.filter { ids.contains($0.id) }, in: context)
        #expect(todo.talkedAbout(in: context).map(\.title) == ["eggs", "butter"])
        #expect(todo.talkedAbout(in: CalendarListedEventsTests.context("b")).isEmpty)
        _ = todo.archive([ids[0]], at: Date())
        #expect(todo.talkedAbout(in: context).map(\.title) == ["butter"])
    }
}
