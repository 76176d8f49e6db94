import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// "No, make it 4", said to the confirmation of two kayaks for three hours, could be four kayaks
/// or four hours. It was "Sorry, I didn't catch that"; now the assistant asks which value the
/// change is for, naming each with what it would become, as the guidelines ask a clarifying
/// question rather than guess (`Tests/Fixtures/Preview/paddle.yaml`).
struct ChangeWhichTests {
    static let request = "rent 2 kayaks for 3 hours at pier 39"

    static func conversation(_ turns: [String]) async throws -> (ConversationSession, AssistantResponse) {
        try await NewcomerWholeAnswerTests.conversation("paddle", [request] + turns)
    }

    @Test func aChangeThatFitsSeveralValuesAsksWhich() async throws {
        let (session, response) = try await Self.conversation(["no, make it 4"])
        #expect(response.speech == "Which do you want to change: the number to 4 or the hours to 4?")
        #expect(response.options == ["Number", "Hours"])
        // NB: the start time, which the request has none of, is no choice.
        #expect(session.pending?.values["count"] == .integer(2))
    }

    @Test(arguments: [("number", "count", 4), ("the hours", "hours", 4), ("Hours", "hours", 4)])
    func theAnswerTakesTheChangeItNames(answer: String, parameter: String, value: Int) async throws {
        let (session, response) = try await Self.conversation(["no, make it 4", answer])
        #expect(response.speech == "Ready to rent equipment?")
        #expect(session.pending?.values[parameter] == .integer(value))
    }

    // A value already what the change says is no choice: there are two kayaks, so "make it 2"
    // is two hours.
    @Test func aValueTheChangeLeavesAsItIsIsNoChoice() async throws {
        let (session, response) = try await Self.conversation(["make it 2"])
        #expect(response.speech == "Ready to rent equipment?")
        #expect(session.pending?.values["hours"] == .integer(2))
        #expect(session.pending?.values["count"] == .integer(2))
    }

    // "Neither" keeps the request as it was; a yes chooses nothing and does not rent.
    @Test func neitherKeepsTheRequestAndYesIsNoChoice() async throws {
        let (kept, confirmation) = try await Self.conversation(["no, make it 4", "neither"])
        #expect(confirmation.speech == "Ready to rent equipment?")
        #expect(kept.pending?.values["count"] == .integer(2))
        #expect(kept.pending?.values["hours"] == .integer(3))
        let (asked, again) = try await Self.conversation(["no, make it 4", "yes"])
        #expect(again.kind == .notUnderstood)
        #expect(asked.lastDone == nil)
    }

    // A change said again in full, with its noun, is taken.
    @Test func aChangeSaidAgainWithItsNoun() async throws {
        let (session, _) = try await Self.conversation(["no, make it 4", "make it 4 hours"])
        #expect(session.pending?.values["hours"] == .integer(4))
        #expect(session.pending?.values["count"] == .integer(2))
    }
}
