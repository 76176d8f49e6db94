import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// "um", "uh" and "like" said while finding the words are no values: "text amy lee, um, that
/// …" looked for a contact "Um", "i need a hotel in, uh, lisbon" booked a room in "Uh", and
/// "like 30 bucks", said to "How much?", dropped the payment to rate a song "like".
struct DisfluencyConversationTests {
    static let context = NewcomerConversationTests.screen

    @Test func aHesitationIsNoContact() async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let asked = await engine.respond(
            to: "text amy lee, um, that I'll be there in ten", in: &session, context: Self.context)
        #expect(asked.speech == "Send \"I'll be there in ten\" to Amy Lee?")
    }

    @Test func likeBeforeAnAmountIsThePayment() async throws {
        let engine = try SharedUnderstanders.exampleEngine()
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "pay carol", in: &session, context: Self.context)
        let confirm = await engine.respond(to: "um, like 30 bucks", in: &session, context: Self.context)
        #expect(confirm.speech == "Send $30 to Carol Diaz?")
    }

    @Test func aHesitationIsNoCity() async throws {
        let engine = try NewcomerConversationTests.engine("stay")
        var session = ConversationSession(id: "t")
        let confirm = await engine.respond(
            to: "um, I need a hotel in, uh, lisbon next friday for like 3 nights", in: &session, context: Self.context)
        let title = try #require(confirm.display?.title ?? nil)
        #expect(title.hasPrefix("Book a room in Lisbon"))
        #expect(title.contains("3 nights"))
    }
}
