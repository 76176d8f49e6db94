import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A place in a list counts in the options the question offered: "the last one", to "Which
/// soup? Tomato Soup or Clam Chowder?", picked the sold-out Chicken Noodle Soup that was never
/// said, and "the third one" picked it too (the voice newcomer pass).
struct OfferedChoicesTests {
    static func soup(_ answer: String) async throws -> ConversationSession {
        try await soupAnswered(answer).0
    }

    static func soupAnswered(_ answer: String) async throws -> (ConversationSession, AssistantResponse) {
        let engine = try UsualRequestTests.engine(nil)
        var session = ConversationSession(id: "s")
        let asked = await engine.respond(to: "order a soup", in: &session, context: UsualRequestTests.context)
        #expect(asked.speech == "Which soup? Tomato Soup or Clam Chowder?")
        let response = await engine.respond(to: answer, in: &session, context: UsualRequestTests.context)
        return (session, response)
    }

    static func soupID(_ session: ConversationSession) -> String? {
        guard case .entity(let soup)? = session.pending?.values["soup"] else { return nil }
        return soup.id
    }

    @Test(arguments: [("the last one", "clamChowder"), ("the second one", "clamChowder"), ("the first one", "tomato")])
    func aPlaceCountsInTheOptionsOffered(answer: String, soup: String) async throws {
        #expect(Self.soupID(try await Self.soup(answer)) == soup)
    }

    /// The soup never offered is not picked, and so not refused as sold out either.
    @Test func aPlaceBeyondTheOptionsOfferedPicksNone() async throws {
        let (session, response) = try await Self.soupAnswered("the third one")
        #expect(Self.soupID(session) == nil)
        #expect(!response.speech.contains("Chicken Noodle"))
        #expect(response.speech.hasSuffix("Which soup? Tomato Soup or Clam Chowder?"))
    }
}
