import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// What a person adds at the confirmation, read as more of the request's words, through the
/// engine: the request is confirmed again with the value added, or, when the joined words are
/// not this request continued, the question is asked again as before.
struct ConfirmationAdditionTests {
    /// Understanding that reads exactly the sentences it is given, and nothing else.
    struct Sentences: RequestUnderstanding {
        let readings: [String: Interpretation]

        func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
            readings[text].map { [$0] } ?? []
        }
    }

    static let context = RequestContext(
        now: Date(timeIntervalSince1970: 1_795_510_800), timeZone: TimeZone(identifier: "UTC") ?? .current,
        modality: .screen, sessionID: "s")

    /// The payment confirmed after "pay bob 20 dollars", with the joined words read as `joined`,
    /// in `catalog`.
    static func confirming(
        joined: [String: Interpretation], catalog: Catalog = ExampleApps.catalog
    ) async -> (ConversationEngine, ConversationSession) {
        let readings = joined.merging([RequestContinuationTests.said: RequestContinuationTests.original]) { a, _ in a }
        let engine = ConversationEngine(
            catalog: catalog, handlers: ExampleApps().handlers, understanding: Sentences(readings: readings))
        var session = ConversationSession(id: "s")
        let turn = await engine.respond(to: RequestContinuationTests.said, in: &session, context: context)
        #expect(turn.speech == "Send $20 to Bob Smith?")
        return (engine, session)
    }

    @Test func aNoteSaidAtTheConfirmationIsAddedAndConfirmedAgain() async {
        var (engine, session) = await Self.confirming(joined: [
            "pay bob 20 dollars for pizza": RequestContinuationTests.joined()
        ])
        let turn = await engine.respond(to: "and for pizza", in: &session, context: Self.context)
        #expect(turn.speech == "Send $20 to Bob Smith for pizza?")
        #expect(session.pending?.values["note"] == .string("pizza"))
        #expect(session.pending?.confirmed == false)
        let done = await engine.respond(to: "yes", in: &session, context: Self.context)
        #expect(done.speech == "Sent $20 to Bob Smith.")
    }

    /// An app whose question is the same with the value added or without says nothing of it,
    /// so the value is said first.
    @Test func aValueTheQuestionDoesNotNameIsSaidFirst() async throws {
        var catalog = ExampleApps.catalog
        let app = try #require(catalog.apps.firstIndex { $0.id == PaymentsApp.id })
        let action = try #require(catalog.apps[app].actions.firstIndex { $0.id == "SendPayment" })
        catalog.apps[app].actions[action].dialog.confirmation = "Send {amount} to {payee}?"
        var (engine, session) = await Self.confirming(
            joined: ["pay bob 20 dollars for pizza": RequestContinuationTests.joined()], catalog: catalog)
        let turn = await engine.respond(to: "and for pizza", in: &session, context: Self.context)
        #expect(turn.speech == "OK, with the note \"pizza\". Send $20 to Bob Smith?")
    }

    /// "Play kind of blue" is another request: read after the payment's words as music, it adds
    /// nothing to the payment.
    @Test func anotherActionReadFromTheJoinedWordsIsNotAdded() async {
        var play = RequestContinuationTests.joined(note: "kind of blue", offsets: 24..<36)
        play.app = MusicApp.id
        play.action = "PlayMusic"
        var (engine, session) = await Self.confirming(joined: ["pay bob 20 dollars play kind of blue": play])
        let turn = await engine.respond(to: "play kind of blue", in: &session, context: Self.context)
        #expect(turn.speech == "Sorry, I didn't catch that. Send $20 to Bob Smith?")
        #expect(session.pending?.values["note"] == nil)
    }

    @Test func aValueReadPartlyFromTheRequestsWordsIsNotAdded() async {
        var (engine, session) = await Self.confirming(joined: [
            "pay bob 20 dollars for pizza": RequestContinuationTests.joined(note: "dollars for pizza", offsets: 11..<28)
        ])
        let turn = await engine.respond(to: "for pizza", in: &session, context: Self.context)
        #expect(turn.speech == "Sorry, I didn't catch that. Send $20 to Bob Smith?")
        #expect(session.pending?.values["note"] == nil)
    }

    /// Yes and no are read before any addition, though a reading could take them as a note.
    @Test(arguments: [("yes please", "Sent $20 to Bob Smith."), ("no", "OK, cancelled.")])
    func yesAndNoKeepTheirMeaning(answer: String, reply: String) async {
        var (engine, session) = await Self.confirming(joined: [
            "pay bob 20 dollars \(answer)": RequestContinuationTests.joined(
                note: answer, offsets: 19..<(19 + answer.count))
        ])
        let turn = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(turn.speech == reply)
    }
}
