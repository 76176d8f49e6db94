import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// "yes", "no" or "i don't know" is no licence plate: "What's the licence plate?" took each as
/// the plate, where "Which licence plate?" refused "yes" (`Tests/Fixtures/Preview/ferry.yaml`, a
/// newcomer's). A question "what's the …" asks for a thing named, as "which" does; not knowing
/// is said back with why the value is needed.
struct NotKnownAnswerTests {
    static let context = NewcomerConversationTests.screen

    static func plate(answer: String) async throws -> (AssistantResponse, ConversationSession) {
        let engine = try NewcomerConversationTests.engine("ferry")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "take my car on the ferry to gull island", in: &session, context: Self.context)
        let asked = await engine.respond(to: "tomorrow at 6pm", in: &session, context: Self.context)
        #expect(asked.speech == "What's the licence plate?")
        let response = await engine.respond(to: answer, in: &session, context: Self.context)
        return (response, session)
    }

    @Test(arguments: ["yes", "no", "sure"])
    func yesOrNoIsNoPlate(answer: String) async throws {
        let (response, session) = try await Self.plate(answer: answer)
        #expect(response.speech == "Sorry, I didn't catch that. What's the licence plate?")
        #expect(session.pending?.values["plate"] == nil)
    }

    @Test(arguments: ["i don't know", "not sure", "um, no idea"])
    func notKnowingIsNoPlate(answer: String) async throws {
        let (response, session) = try await Self.plate(answer: answer)
        #expect(response.speech == "I need the licence plate to go on. What's the licence plate?")
        #expect(session.pending?.values["plate"] == nil)
    }

    @Test func aPlateIsThePlate() async throws {
        let (response, session) = try await Self.plate(answer: "ABC 123")
        #expect(response.speech == "Ready to book?")
        #expect(session.pending?.values["plate"] == .string("ABC 123"))
    }

    @Test(arguments: [
        ("What's the licence plate?", true), ("What is your name?", true), ("What’s the title?", true),
        ("Which zone are you parked in?", true), ("What should I say?", false), ("What's it for?", false),
        ("What do you want to say?", false),
    ])
    func whatQuestionsForAThingNamedAskForAName(prompt: String, asks: Bool) {
        let parameter = ParameterDefinition(id: "p", title: "P", type: .string, prompt: prompt)
        #expect(parameter.asksForAName == asks)
    }
}
