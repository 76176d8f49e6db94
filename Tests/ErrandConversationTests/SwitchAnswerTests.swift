import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A yes or a no said with the question's own verb answers it: "we won" and "i lost", to "Did
/// you win?", were asked again (`Tests/Fixtures/Preview/courts.yaml`, a newcomer's).
struct SwitchAnswerTests {
    static let won = ParameterDefinition(id: "won", title: "Won", type: .boolean, prompt: "Did you win?")

    @Test(
        arguments: [
            ("we won", true), ("i won it", true), ("i lost", false), ("we lost in three sets", false),
            ("i didn't win", false), ("i didn't lose", true), ("it rained", nil),
        ] as [(String, Bool?)])
    func theQuestionsVerbSaysYesOrNo(answer: String, flag: Bool?) {
        #expect(SwitchAnswer.flag(in: answer, for: Self.won) == flag)
    }

    @Test func aSwitchOfNoKnownVerbIsLeftToYesAndNo() {
        let shuffle = ParameterDefinition(id: "shuffle", title: "Shuffle", type: .boolean, prompt: "Shuffle it?")
        #expect(SwitchAnswer.flag(in: "i won", for: shuffle) == nil)
    }

    @Test(arguments: [("i lost", false), ("we won", true)])
    func aMatchIsLoggedWithTheAnswer(answer: String, won: Bool) async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        let context = NewcomerConversationTests.screen
        let asked = await engine.respond(to: "log a match against priya on clay", in: &session, context: context)
        #expect(asked.speech == "Did you win?")
        _ = await engine.respond(to: answer, in: &session, context: context)
        #expect(session.lastDone?.values["won"] == .boolean(won))
    }

    // "which courts are free tomorrow at 6pm" was answered with the courts to choose from; the
    // same words with the hour first looked them up.
    @Test func aLookUpWithItsValuesIsRun() async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        let context = NewcomerConversationTests.screen
        let turn = await engine.respond(to: "which courts are free tomorrow at 6pm", in: &session, context: context)
        #expect(!turn.speech.hasPrefix("You can choose"))
        #expect(session.lastDone?.action == "CourtsFree")
        let asked = await engine.respond(to: "what courts do you have", in: &session, context: context)
        #expect(asked.speech.hasPrefix("You can choose Court 1, Court 2"))
    }
}
