import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A departure the tagger read in part, in an app that books train tickets
/// (`Tests/Fixtures/Preview/rail.yaml`).
struct NewcomerTaggedTimeTests {
    static let context = NewcomerConversationTests.screen

    // The tagger read "at noon" of "on december 5 at noon", and the ticket was booked for noon
    // tomorrow ("I didn't understand "december"."): the day of the month before the time it
    // read is part of it, as the recognizers read the two as one.
    @Test func theDayOfAMonthBeforeATaggedTimeIsPartOfIt() async throws {
        let engine = try NewcomerConversationTests.engine("rail")
        var session = ConversationSession(id: "t")
        let response = await engine.respond(
            to: "book 3 business class tickets from philly to boston on december 5 at noon", in: &session,
            context: Self.context)
        #expect(response.kind == .confirmation)
        #expect(response.speech == "Ready to book?")
        #expect(
            response.display?.title
                == "Book 3 Business tickets from Philadelphia 30th Street to Boston South at noon on Saturday, December 5"
        )
    }
}
