import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A place in a list counts in the options the question offered: "the last one", to "Which
/// soup? Tomato Soup or Clam Chowder?", picked the sold-out Chicken Noodle Soup that was never
/// said, and "the third one" picked it too (the voice newcomer pass).
struct OfferedChoicesTests {
    static func soup(_ answer: String) async throws -> ConversationSession {
        let engine = try UsualRequestTests.engine(nil)
        var session = ConversationSession(id: "s")
        let asked = await engine.respond(to: "order a soup", in: &session, context: UsualRequestTests.context)
        #expect(asked.speech == "Which soup? Tomato Soup or Clam Chowder?")
        _ = await engine.respond(to: answer, in: &session, context: UsualRequestTests.context)
        return session
    }

    static func soupID(_ session: ConversationSession) -> String? {
        guard case .entity(let soup)? = session.pending?.values["soup"] else { return nil }
        return soup.id
    }

    @Test(arguments: [("the last one", "clamChowder"), ("the second one", "clamChowder"), ("the first one", "tomato")])
    func aPlaceCountsInTheOptionsOffered(answer: String, soup: String) async throws {
        #expect(Self.soupID(try await Self.soup(answer)) == soup)
    }

    @Test func aPlaceBeyondTheOptionsOfferedPicksNone() async throws {
        #expect(Self.soupID(try await Self.soup("the third one")) == nil)
    }
}
