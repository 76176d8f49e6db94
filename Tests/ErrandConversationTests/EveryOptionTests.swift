import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// "Both", to a choice between values the person offered with "or", asks for the request once
/// for each; to a choice of one value it says nothing else: "both of them" is no color "them".
struct EveryOptionTests {
    static let lights = """
        app: com.example.glow
        name: Glow
        types:
          Room: { cases: { kitchen: Kitchen, bedroom: Bedroom, living_room: { title: Living room, synonyms: [lounge] }, office: Office } }
          Color: { cases: [warm_white, cool_white, red, blue, green, purple] }
        actions:
          SetLights:
            title: Set the lights
            category: other
            parameters:
              room: { type: Room, title: Room, required: true, prompt: "Which room?" }
              brightness: { type: percentage, title: Brightness, prompt: "How bright?" }
              color: { type: Color, title: Color, prompt: "What color?" }
            summary: Set the {room} lights to {brightness}
            phrases: ["set the {room} lights to {brightness}", "dim the {room} lights [to {brightness}]", "make the {room} [lights] {color}"]
          TurnOffLights:
            title: Turn off the lights
            category: other
            parameters:
              room: { type: Room, title: Room, prompt: "Which room?" }
            summary: Turn off the {room} lights
            phrases: ["turn off the {room} lights", "turn the {room} lights off", "lights off [in the {room}]"]
        """

    static func engine() throws -> ConversationEngine {
        let app = try #require(ManifestLoader().loadApp(source: lights, file: "glow.yaml").app)
        let catalog = Catalog(apps: [app])
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
