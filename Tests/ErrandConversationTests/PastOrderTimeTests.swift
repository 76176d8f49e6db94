import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// An order's time that has passed is no booking anyone can make: a newcomer's ferry app
/// confirmed a crossing "yesterday at 9am" and "2 hours ago" (`Tests/Fixtures/Preview/ferry.yaml`).
/// It is refused and asked again; what keeps a record of what was done takes past times.
struct PastOrderTimeTests {
    static let context = NewcomerConversationTests.screen

    @Test(arguments: ["yesterday at 9am", "2 hours ago"])
    func aCrossingThatHasLeftIsAskedAgain(answer: String) async throws {
        let engine = try NewcomerConversationTests.engine("ferry")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "book a ferry to gull island", in: &session, context: Self.context)
        let refused = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(refused.speech == "That time has already passed. When do you want to leave?")
        #expect(session.pending?.values["departure"] == nil)
        let confirm = await engine.respond(to: "tomorrow at 9am", in: &session, context: Self.context)
        #expect(confirm.speech == "Ready to book?")
    }

    @Test func aMatchPlayedYesterdayIsLogged() async throws {
        let engine = try NewcomerConversationTests.engine("courts")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "log a match against priya yesterday", in: &session, context: Self.context)
        #expect(!asked.speech.contains("passed"))
    }

    @Test func aDayThatHasPassedIsRefused() throws {
        let action = ActionDefinition(
            id: "Order", title: "Order", category: .order,
            parameters: [ParameterDefinition(id: "day", title: "Day", type: .date)])
        let utc = TimeZone(identifier: "UTC") ?? .current
        let now = Date(timeIntervalSince1970: 1_795_788_000)  // 2026-11-27T14:00Z
        let parameter = action.parameters[0]
        let yesterday = Value.date(CalendarDate(year: 2026, month: 11, day: 26))
        let today = Value.date(CalendarDate(year: 2026, month: 11, day: 27))
        #expect(
            ResolutionRules.passed(yesterday, for: parameter, of: action, now: now, timeZone: utc)
                == "That day has already passed.")
        #expect(ResolutionRules.passed(today, for: parameter, of: action, now: now, timeZone: utc) == nil)
        var record = action
        record.category = .create
        #expect(ResolutionRules.passed(yesterday, for: parameter, of: record, now: now, timeZone: utc) == nil)
    }
}
