import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A table booked by voice and changed at its confirmation (`Tests/Fixtures/Preview/table.yaml`),
/// as the voice newcomer pass found it: "reserve zuni for 4 saturday at 8" was at 8 AM, "no,
/// actually make it 6" cancelled the booking, "make it 6 people" was not understood, and "no,
/// make it for 6" moved the time to 6. The guidelines' confirm step takes a change as a change:
/// the person is never made to start again.
struct TableChangesTests {
    static let request = "reserve zuni for 4 saturday at 8"

    static func conversation(_ turns: [String]) async throws -> (ConversationSession, AssistantResponse) {
        try await NewcomerWholeAnswerTests.conversation("table", [request] + turns)
    }

    static func hour(_ session: ConversationSession) -> Int? {
        guard case .dateTime(let instant)? = session.pending?.values["when"] else { return nil }
        return Calendar(identifier: .gregorian).dateComponents(
            in: NewcomerWholeAnswerTests.context.timeZone, from: instant
        ).hour
    }

    /// The action is about a table, whatever words asked for it: its hours are a restaurant's.
    @Test func aTableReservedWithoutTheWordIsInARestaurantsHours() async throws {
        let (session, _) = try await Self.conversation([])
        #expect(Self.hour(session) == 20)
    }

    @Test(arguments: ["no, actually make it 6", "no actually 6"])
    func noBeforeAChangeIsNoNo(change: String) async throws {
        let (session, response) = try await Self.conversation([change])
        #expect(response.speech.hasPrefix("Which do you want to change: the party size to 6"))
        #expect(session.pending?.values["party"] == .integer(4))
    }

    @Test(arguments: ["make it 6 people", "no, make it for 6", "no, actually, for 6", "for 6 people"])
    func aChangeOfThePartySaysWhichItIs(change: String) async throws {
        let (session, response) = try await Self.conversation([change])
        #expect(session.pending?.values["party"] == .integer(6))
        #expect(Self.hour(session) == 20)
        #expect(response.speech.hasSuffix("Ready to book?"))
    }
}
