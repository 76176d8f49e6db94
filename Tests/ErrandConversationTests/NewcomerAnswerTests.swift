import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Answers and questions of apps a newcomer wrote (`Tests/Fixtures/Preview`: table bookings,
/// shares, sprinklers, alarms), each once wrong.
struct NewcomerAnswerTests {
    static let screen = NewcomerConversationTests.screen

    static func engine(_ name: String) throws -> ConversationEngine {
        try NewcomerConversationTests.engine(name)
    }

    // "6 people", to "For how many people?", is a party of 6: "people" became the restaurant
    // ("Book a table at people for 6"), and "10 shares" bought shares of "shares".
    @Test(arguments: [
        ("table", "book a table at nopa tomorrow at 8", "For how many people?", "6 people", "party", 6, "restaurant"),
        ("tick", "buy apple", "How many shares?", "10 shares", "shares", 10, "stock"),
    ])
    func aCountAnsweredWithWhatItCountsIsTheCount(
        app: String, request: String, question: String, answer: String, parameter: String, count: Int,
        other: String
    ) async throws {
        let engine = try Self.engine(app)
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: request, in: &session, context: Self.screen)
        #expect(asked.speech == question)
        let before = session.pending?.values[other]
        #expect(before != nil)
        _ = await engine.respond(to: answer, in: &session, context: Self.screen)
        #expect(session.pending?.values[parameter] == .integer(count))
        #expect(session.pending?.values[other] == before)
    }

    // A number alone, to "For how long?", is in the unit of the usual length: 20 minutes.
    @Test func aNumberAloneAnswersForHowLongInTheUnitOfTheDefault() async throws {
        let engine = try Self.engine("sprout")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "water the front lawn for 3 hours", in: &session, context: Self.screen)
        #expect(asked.speech == "The duration must be between 1 minute and 2 hours. For how long?")
        let done = await engine.respond(to: "20", in: &session, context: Self.screen)
        #expect(done.speech == "OK. Starting.")
        #expect(done.display?.title == "Water the Front lawn for 20 minutes")
    }

    // An app's own phrase that starts "don't" is its action, not a request to do nothing ("OK, I
    // won't."); a request not to do what a phrase says still does nothing.
    @Test func anAppsOwnPhraseThatSaysNotToIsDone() async throws {
        let engine = try Self.engine("sprout")
        var session = ConversationSession(id: "t")
        let skipped = await engine.respond(to: "don't water tomorrow", in: &session, context: Self.screen)
        #expect(skipped.speech == "OK. Done.")
        #expect(skipped.display?.title == "Skip watering tomorrow")
        let nothing = await engine.respond(to: "don't turn off the sprinklers", in: &session, context: Self.screen)
        #expect(nothing.speech == "OK, I won't.")
    }

    // A count added by an answer is said with the noun the summary counts ("for {passengers}
    // people"): "OK, with the passengers 3." read as a form.
    @Test func aCountAddedIsSaidWithItsNoun() async throws {
        let engine = try Self.engine("hop")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "get me a ride", in: &session, context: Self.screen)
        #expect(asked.speech == "Where to?")
        let done = await engine.respond(to: "harbor street for 3", in: &session, context: Self.screen)
        #expect(done.speech.hasPrefix("OK, with 3 people. "))
        #expect(SummaryReading.writtenNoun(after: "passengers", in: "Ride for {passengers} people") == "people")
        #expect(SummaryReading.writtenNoun(after: "size", in: "Order {size} {coffee}") == nil)
    }

    // "Ready to set it?" said nothing of cancelling a reservation: the title's verb asks.
    @Test func aCancellationAsksInItsTitlesWords() async throws {
        let engine = try Self.engine("table")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "cancel nopa", in: &session, context: Self.screen)
        #expect(asked.speech == "Ready to cancel a reservation?")
    }

    // A label left out takes its "called" along: "Set an alarm for 6:00 PM called".
    @Test func aCardTitleEndsWithNoWordThatLeadsNothing() async throws {
        let engine = try Self.engine("chime")
        var session = ConversationSession(id: "t")
        let done = await engine.respond(to: "set an alarm for 6:30 pm", in: &session, context: Self.screen)
        #expect(done.display?.title == "Set an alarm for 6:30 PM")
    }
}
