import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// "Both", to a choice between values the person offered with "or", asks for the request once
/// for each; to a choice of one value it says nothing else: "both of them" is no color "them".
struct EveryOptionTests {
    static func engine() throws -> ConversationEngine {
        let catalog = try TestData.previewCatalog("glow")
        return ConversationEngine(
            catalog: catalog, handlers: HandlerRegistry(["com.example.glow": PreviewHandler()]),
            understanding: try Understander.trained(on: catalog))
    }

    static let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .voiceOnly,
        sessionID: "t")

    @Test func bothToValuesOfferedWithOrIsARequestForEach() async throws {
        let engine = try Self.engine()
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(
            to: "set the kitchen or office lights to 40%", in: &session, context: Self.context)
        #expect(asked.kind == .disambiguation)
        for answer in ["both", "both of them", "all of them"] {
            #expect(
                engine.requestsForEveryOption(answering: answer, session: session, context: Self.context) == [
                    "set the kitchen lights to 40%", "set the office lights to 40%",
                ])
        }
        #expect(engine.requestsForEveryOption(answering: "the kitchen", session: session, context: Self.context) == nil)
    }

    @Test func bothToAChoiceOfOneValueAddsNothing() async throws {
        let engine = try Self.engine()
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "set the kitchen or office lights to 40%", in: &session, context: Self.context)
        let again = await engine.respond(to: "both of them", in: &session, context: Self.context)
        #expect(again.speech == "Sorry, I didn't catch that. Which room? Kitchen or office?")
        #expect(session.pending?.values["color"] == nil)
    }
}
