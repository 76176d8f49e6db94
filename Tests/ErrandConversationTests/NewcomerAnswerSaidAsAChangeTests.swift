import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Answers that say the value asked in a way the general reading got wrong
/// (`Tests/Fixtures/Preview/{focus,transfer}.yaml`).
struct NewcomerAnswerSaidAsAChangeTests {
    static let context = NewcomerTimeAnswerTests.context

    // After 4 hours was refused (3 at most), "make it 90 minutes" and "no, 90 minutes" were not
    // understood, and "no make it ninety minutes" started a session of the default 25 minutes
    // on the task "it ninety minutes".
    @Test(arguments: ["make it 90 minutes", "no, 90 minutes", "no make it ninety minutes", "ninety minutes"])
    func aLengthSaidAsAChangeIsTheLengthAsked(answer: String) async throws {
        let engine = try NewcomerConversationTests.engine("focus")
        var session = ConversationSession(id: "t")
        let refused = await engine.respond(to: "start a focus session for 4 hours", in: &session, context: Self.context)
        #expect(refused.speech.hasSuffix("How long do you want to focus?"))
        let done = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(done.display?.title == "Start a 1 hour 30 minute focus session")
    }

    // "the taylor swift one", to "Which ticket?", became the recipient "one".
    @Test func aNameSaidAsTheOneIsTheValueAsked() async throws {
        let engine = try NewcomerConversationTests.engine("transfer")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "transfer a ticket", in: &session, context: Self.context)
        #expect(asked.speech == "Which ticket?")
        let next = await engine.respond(to: "the taylor swift one", in: &session, context: Self.context)
        #expect(next.speech == "Who should get it?")
        #expect(next.display?.title == "Transfer taylor swift")
    }

    @Test func theOneIsANameOnlyAfterADeterminerAndNotANumber() {
        #expect(ConversationEngine.namedAsOne("the taylor swift one") == "taylor swift")
        #expect(ConversationEngine.namedAsOne("my blue one") == "blue")
        #expect(ConversationEngine.namedAsOne("the one") == nil)
        #expect(ConversationEngine.namedAsOne("at one") == nil)
        #expect(ConversationEngine.namedAsOne("the number one") == nil)
        #expect(ConversationEngine.namedAsOne("taylor swift one") == nil)
    }
}
