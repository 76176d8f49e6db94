import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Times given as answers, in a sleep tracker (`Tests/Fixtures/Preview/slumber.yaml`), at 6 PM.
struct NewcomerTimeAnswerTests {
    /// Tuesday, November 24, 2026, at 6 PM.
    static let context = RequestContext(
        now: Date(timeIntervalSince1970: 1_795_543_200), timeZone: TimeZone(identifier: "UTC") ?? .current,
        modality: .screen, sessionID: "t")

    // "10:30", to "When did you go to bed?", went to the wake time ("OK, with the wake time
    // 10:30 AM. When did you go to bed?"): the model, taught "to 6am" for the wake time, read
    // the answer joined to the request so. A time alone is the value asked.
    @Test func aTimeAloneAnswersTheTimeAsked() async throws {
        let engine = try NewcomerConversationTests.engine("slumber")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "log my sleep", in: &session, context: Self.context)
        #expect(asked.speech == "When did you go to bed?")
        let next = await engine.respond(to: "11:30 pm", in: &session, context: Self.context)
        #expect(next.speech == "When did you wake up?")
        #expect(next.display?.title == "Log sleep from 11:30 PM")
        let done = await engine.respond(to: "7 am", in: &session, context: Self.context)
        #expect(done.speech == "OK. Logged 11:30 PM to 7:00 AM.")
    }

    // "10", to "What time should I remind you?" at 6 PM, was 10 AM, long past, where "remind me
    // to go to bed at 10" is 10 PM: an hour alone for a time of day with no day is the next one.
    @Test(arguments: [("10", "10:00 PM"), ("10:30", "10:30 PM"), ("4", "4:00 PM"), ("7 am", "7:00 AM")])
    func anHourAloneForATimeOfDayIsTheNextOne(answer: String, time: String) async throws {
        let engine = try NewcomerConversationTests.engine("slumber")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "set a bedtime reminder", in: &session, context: Self.context)
        #expect(asked.speech == "What time should I remind you?")
        let done = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(done.display?.title == "Set a bedtime reminder for \(time)")
    }
}
