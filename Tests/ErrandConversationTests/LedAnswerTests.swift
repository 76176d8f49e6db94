import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// An answer led by the word the action's phrases put before the number asked is that number:
/// "for two", to "For how many people?" ("book a table for {party} at {restaurant}"), booked a
/// table at a restaurant called "two" and asked for the party again.
struct LedAnswerTests {
    @Test(arguments: ["for two", "for 2", "for two people"])
    func forTwoIsTheParty(answer: String) async throws {
        let engine = try NewcomerConversationTests.engine("table")
        var session = ConversationSession(id: "t")
        let context = NewcomerConversationTests.screen
        let asked = await engine.respond(to: "get me a table at nopa tomorrow at 8pm", in: &session, context: context)
        #expect(asked.speech == "For how many people?")
        let confirm = await engine.respond(to: answer, in: &session, context: context)
        #expect(session.pending?.values["party"] == .integer(2))
        #expect(confirm.display?.title == "Book a table at Nopa for 2 at 8:00 PM tomorrow")
    }
}
