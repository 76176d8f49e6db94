import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Changes said at the confirmation, in apps that book fitness classes and sell concert
/// tickets (`Tests/Fixtures/Preview/{studio,encore}.yaml`).
struct NewcomerChangeTests {
    static let context = NewcomerConversationTests.screen

    static func confirming(_ request: String, in app: String) async throws -> (ConversationEngine, ConversationSession)
    {
        let engine = try NewcomerConversationTests.engine(app)
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: request, in: &session, context: Self.context)
        #expect(asked.kind == .confirmation)
        return (engine, session)
    }

    // "make it 10" was not understood ("Sorry, I didn't catch that."): 10 could be spots or
    // the hour, but a class takes at most 4 spots, so it is the hour.
    @Test func aNumberOutsideACountsBoundsIsTheOtherValue() async throws {
        var (engine, session) = try await Self.confirming("book yoga tomorrow at 9am", in: "studio")
        let changed = await engine.respond(to: "make it 10", in: &session, context: Self.context)
        #expect(changed.kind == .confirmation)
        #expect(changed.display?.title == "Book 1 spot in Yoga at 10:00 AM tomorrow")
    }

    // "no, make it 3" cancelled the booking ("OK, cancelled."): 3 spots or 3 PM, the change
    // is asked about (`ChangeWhichTests`), and the booking stands.
    @Test func aChangeNotUnderstoodIsNoNo() async throws {
        var (engine, session) = try await Self.confirming("book yoga tomorrow at 9am", in: "studio")
        let changed = await engine.respond(to: "no, make it 3", in: &session, context: Self.context)
        #expect(changed.speech == "Which do you want to change: the time to tomorrow at 3:00 PM or the spots to 3?")
        let chosen = await engine.respond(to: "the spots", in: &session, context: Self.context)
        #expect(chosen.display?.title == "Book 3 spots in Yoga at 9:00 AM tomorrow")
        let done = await engine.respond(to: "yes", in: &session, context: Self.context)
        #expect(done.speech.hasPrefix("OK. Booking."))
    }

    // "no, make it 4" for 2 tickets cancelled: the bare number read as 4 tickets and as $4 the
    // most to pay. A bare number is the count.
    @Test func aBareNumberIsTheCountBeforeMoney() async throws {
        var (engine, session) = try await Self.confirming("buy tickets for coldplay", in: "encore")
        let changed = await engine.respond(to: "no, make it 4", in: &session, context: Self.context)
        #expect(changed.kind == .confirmation)
        #expect(changed.display?.title == "Buy 4 tickets for Coldplay in Lower bowl")
    }
}
