import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// An answer that is wholly the value asked is that value, whatever the request's words make
/// of it (`Tests/Fixtures/Preview/{skyhop,swapwise,pillpal,weighin}.yaml`). The newcomer pass
/// found "new york", to "Where are you flying from?", read as the destination "york"; "300
/// dollars", to "How much?", as the currency and no amount; "seventy eight point five" as 70 and
/// a note "point five"; and "yes", to "How much?", sending the money to someone called "yes".
struct NewcomerWholeAnswerTests {
    static let context = NewcomerConversationTests.screen

    static func conversation(_ app: String, _ turns: [String]) async throws -> (
        ConversationSession, AssistantResponse
    ) {
        let engine = try NewcomerConversationTests.engine(app)
        var session = ConversationSession(id: "t")
        var last: AssistantResponse?
        for turn in turns { last = await engine.respond(to: turn, in: &session, context: Self.context) }
        return (session, try #require(last))
    }

    // A place of several words, answered to the first of two place questions, is the place
    // asked: there is no word between its words that divides it into two.
    @Test(arguments: [
        ("book a flight", "new york", "New York"), ("search flights", "salt lake city", "Salt Lake City"),
        ("book a flight", "los angeles", "Los Angeles"),
    ])
    func aPlaceOfSeveralWordsIsThePlaceAsked(request: String, answer: String, place: String) async throws {
        let (session, response) = try await Self.conversation("skyhop", [request, answer])
        #expect(response.speech == "Where are you flying to?")
        #expect(session.pending?.values["origin"] == .place(Place(name: place)))
        #expect(session.pending?.values["destination"] == nil)
    }

    /// Words that divide the answer still say two places.
    @Test func wordsThatDivideAnAnswerStillSayMore() async throws {
        let (session, _) = try await Self.conversation("skyhop", ["search flights", "from boston to denver"])
        #expect(session.pending == nil)
        #expect(session.lastDone?.values["destination"] != nil)
    }

    @Test func anAmountWithItsCurrencyIsTheAmount() async throws {
        let (session, response) = try await Self.conversation("swapwise", ["send money to mom", "300 dollars"])
        #expect(session.pending?.values["amount"] == .currency(CurrencyAmount(amount: 300, code: "USD")))
        #expect(response.speech.contains("target currency") == false)
    }

    /// "5000 yen" is the amount too; the amount's bounds (1 to 10000, with no currency) are in
    /// the person's dollars, and yen cannot be compared with them, so it is asked again in them.
    @Test func anAmountInAnotherCurrencyThanTheBoundsIsAskedAgain() async throws {
        let (session, response) = try await Self.conversation("swapwise", ["send money to mom", "5000 yen"])
        #expect(session.pending?.values["amount"] == nil)
        #expect(
            response.speech
                == "Sorry, I can only take the amount in US dollars: it must be between $1 and $10000. "
                + "How much do you want to send?")
    }

    // An answer that answers nothing changes nothing: the recipient stays Kenji.
    @Test func yesToAQuestionChangesNoValue() async throws {
        let (session, response) = try await Self.conversation("swapwise", ["send money", "kenji", "yes"])
        #expect(response.speech == "Sorry, I didn't catch that. How much do you want to send?")
        #expect(response.display?.title == "Send to Kenji Sato")
        guard case .entity(let recipient)? = session.pending?.values["recipient"] else {
            Issue.record("no recipient")
            return
        }
        #expect(recipient.id == "kenji")
    }

    @Test(arguments: [("seventy eight point five", 78.5), ("eighty two and a half", 82.5)])
    func aNumberInWordsIsTheNumberAsked(answer: String, weight: Double) async throws {
        let (session, _) = try await Self.conversation("weighin", ["log my weight", answer])
        #expect(session.lastDone?.values["weight"] == .decimal(weight))
        #expect(session.lastDone?.values["note"] == nil)
    }

    // A number with one of another parameter's values after it is the number and its unit.
    @Test(arguments: [("250 mg", 250.0, "mg"), ("two pills", 2.0, "pill")])
    func aNumberWithItsUnitIsBoth(answer: String, dose: Double, unit: String) async throws {
        let (session, _) = try await Self.conversation("pillpal", ["remind me to take amoxicillin", answer])
        let values = try #require(session.lastDone?.values ?? session.pending?.values)
        #expect(values["dose"] == .decimal(dose) || values["dose"] == .integer(Int(dose)))
        #expect(values["unit"] == .enumCase(unit))
    }
}
