import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// What a newcomer's ferry and court apps were told back, said to the person
/// (`Tests/Fixtures/Preview/{ferry,courts}.yaml`): "Ready to top up my wallet?", the summary and
/// the question saying the same twice aloud, and "The players must be between 2 and 4."
struct SpokenToThePersonTests {
    static let voice = NewcomerConversationTests.context
    static let screen = NewcomerConversationTests.screen

    @Test func aTitleInThePersonsVoiceIsAskedOfThem() async throws {
        let engine = try NewcomerConversationTests.engine("ferry")
        var session = ConversationSession(id: "t")
        let shown = await engine.respond(to: "top up my wallet with 20 dollars", in: &session, context: Self.screen)
        #expect(shown.speech == "Ready to top up your wallet?")
        // NB: aloud, the summary is asked once, not said and asked again.
        session = ConversationSession(id: "t")
        let said = await engine.respond(to: "top up my wallet with $15.75", in: &session, context: Self.voice)
        #expect(said.speech == "Ready to top up your wallet with fifteen dollars seventy-five?")
    }

    @Test func aCountTitledInThePluralIsTheNumberOfThem() async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        let refused = await engine.respond(
            to: "reserve court 2 for 6 players tomorrow at 5pm", in: &session, context: Self.screen)
        #expect(refused.speech == "The number of players must be between 2 and 4. How many players?")
    }
}
