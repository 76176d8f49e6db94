import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// The dialog reads as a person writes (`Tests/Fixtures/Preview/{paddle,skyhop,pillpal}.yaml`).
/// The newcomer pass found "2 kayak at pier 39 for 2 hours", flights "from boston to denver",
/// and "The every must be between 1 hour and 1 day" of an interval titled "Every".
struct NewcomerDialogWordsTests {
    static func conversation(_ app: String, _ turns: [String]) async throws -> (
        ConversationSession, AssistantResponse
    ) {
        try await NewcomerWholeAnswerTests.conversation(app, turns)
    }

    // A listed thing counted by a number other than one is in the plural, as the summary
    // writes it; a place that is a word and its number keeps its capitals.
    @Test(arguments: [
        ("rent 2 kayaks for 3 hours at pier 39", "2 kayaks at Pier 39 for 3 hours."),
        ("rent a kayak for 3 hours at pier 39", "1 kayak at Pier 39 for 3 hours."),
    ])
    func aCountedThingAgreesWithItsCount(request: String, confirmation: String) async throws {
        let (_, response) = try await Self.conversation("paddle", [request])
        #expect(response.display?.text == confirmation)
    }

    // Places typed in lower case are written as names, in the values and so on the card.
    @Test func placesTypedInLowerCaseAreNames() async throws {
        let (session, response) = try await Self.conversation(
            "skyhop", ["book a flight from boston to salt lake city tomorrow for two adults"])
        #expect(session.pending?.values["origin"] == .place(Place(name: "Boston")))
        #expect(session.pending?.values["destination"] == .place(Place(name: "Salt Lake City")))
        #expect(response.display?.title?.contains("from Boston to Salt Lake City") == true)
    }

    // A title that leads its value ("Every") is no noun to start a refusal with.
    @Test func aBoundOfATitleThatLeadsItsValue() async throws {
        let (_, response) = try await Self.conversation(
            "pillpal", ["remind me to take ibuprofen every 30 minutes", "200"])
        #expect(response.speech.hasPrefix("It must be between 1 hour and 1 day."))
    }
}
