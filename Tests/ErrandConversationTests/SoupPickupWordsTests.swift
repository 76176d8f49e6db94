import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// The built-in soup kitchen's pickup said the ways people say it outside the US too ("to
/// collect", "for takeaway"): "order a bowl of chowder to collect" was a delivery to an address
/// called "Collect". Its confirmation says where the soup goes, which a voice alone would not
/// otherwise hear; and a store the app lists, at the end of an address said for delivery, is more
/// of the address ("10 main street"), since a store is only for pickup.
struct SoupPickupWordsTests {
    static func context(_ modality: Modality = .screen) -> RequestContext {
        // NB: 12:30 in UTC, when both stores are open.
        RequestContext(
            now: Date(timeIntervalSince1970: 1_795_523_400), timeZone: TimeZone(identifier: "UTC") ?? .current,
            modality: modality, sessionID: "t")
    }

    @Test(arguments: [
        "order a bowl of chowder to collect", "order a bowl of chowder to pick up", "tomato soup for takeaway",
        "order a cup of tomato soup for collection",
    ])
    func collectingIsPickup(text: String) async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let asked = await engine.respond(to: text, in: &session, context: Self.context())
        #expect(asked.speech == "Which store?")
        #expect(session.pending?.values["method"] == .enumCase("pickup"))
        #expect(session.pending?.values["address"] == nil)
    }

    @Test func theVoiceHearsWhereTheSoupGoes() async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let confirm = await engine.respond(
            to: "order a bowl of chowder for delivery to 10 main street", in: &session,
            context: Self.context(.voiceOnly))
        #expect(
            confirm.speech
                == "Your bowl of clam chowder comes to fifteen dollars, and will take thirty minutes to arrive at 10 Main"
                + " Street. Ready to order?")
        #expect(session.pending?.values["store"] == nil)
    }
}
