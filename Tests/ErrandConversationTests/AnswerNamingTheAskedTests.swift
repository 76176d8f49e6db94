import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// An answer led by the noun of the value asked names that value, and gives no other: "court 3",
/// to "Which court?", was kept as 3 players ("OK, with the players 3.") and booked so, after the
/// person chose Court 2 (`Tests/Fixtures/Preview/courts.yaml`, a newcomer's).
struct AnswerNamingTheAskedTests {
    static let context = NewcomerBookingTimeTests.context

    @Test func aCourtNamedByItsNumberIsNoPlayers() async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "book a court", in: &session, context: Self.context)
        let again = await engine.respond(to: "court 3", in: &session, context: Self.context)
        #expect(again.speech.hasSuffix("Which court?"))
        #expect(!again.speech.contains("players"))
        #expect(session.pending?.values["players"] == nil)
        _ = await engine.respond(to: "court 2", in: &session, context: Self.context)
        let confirm = await engine.respond(to: "tomorrow at 9am", in: &session, context: Self.context)
        #expect(confirm.display?.title == "Book Court 2 for Tennis at 9:00 AM tomorrow for 1 hour")
        #expect(confirm.display?.fields.contains { $0.label == "Players" && $0.value == "2" } == true)
    }

    /// A choice named with its noun is still the choice, and a count said with the court too.
    @Test func aCourtNamedWithItsNounIsTheCourt() async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "book a court", in: &session, context: Self.context)
        let asked = await engine.respond(to: "court 2 for 4 players", in: &session, context: Self.context)
        #expect(asked.speech.hasSuffix("When do you want to play?"))
        #expect(session.pending?.values["players"] == .integer(4))
    }
}
