import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Answers to the questions of apps written the way a newcomer writes a first manifest
/// (`Tests/Fixtures/Preview`), each once misread.
struct NewcomerConversationTests {
    static func engine(_ name: String) throws -> ConversationEngine {
        let catalog = try TestData.previewCatalog(name)
        let handlers = Dictionary(
            uniqueKeysWithValues: catalog.apps.map { ($0.id, PreviewHandler() as any ActionHandler) })
        return ConversationEngine(
            catalog: catalog, handlers: HandlerRegistry(handlers), understanding: try Understander.trained(on: catalog))
    }

    static let context = EveryOptionTests.context
    static let screen = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .screen,
        sessionID: "t")

    // An answer wholly of the asked type is that value: "1500 m", to "How far did you go?", was
    // read as 1500 minutes ("OK, with the duration 25 hours").
    @Test func metresAnswerHowFar() async throws {
        let engine = try Self.engine("trail")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "log my swim", in: &session, context: Self.screen)
        #expect(asked.speech == "How far did you go?")
        let done = await engine.respond(to: "1500 m", in: &session, context: Self.screen)
        // NB: "Log a swim" says no "Created", which is not the word for what it did.
        #expect(done.speech == "OK.")
        #expect(done.display?.title == "Log a 1500 m Swim")
    }

    // A distance with more of the request is still read whole: the duration is added.
    @Test func aDistanceAndATimeAnswerHowFarAndAddTheTime() async throws {
        let engine = try Self.engine("trail")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "log my run", in: &session, context: Self.context)
        let done = await engine.respond(to: "5 km in 30 minutes", in: &session, context: Self.context)
        #expect(done.speech == "OK, with the duration thirty minutes. OK.")
    }

    // "yes" is no zone: a "which" question asks for a name, and is asked again.
    @Test func yesIsNoAnswerToWhichZone() async throws {
        let engine = try Self.engine("park")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "start parking", in: &session, context: Self.context)
        #expect(asked.speech == "Which zone are you parked in?")
        let again = await engine.respond(to: "yes", in: &session, context: Self.context)
        #expect(again.speech == "Sorry, I didn't catch that. Which zone are you parked in?")
        #expect(session.pending?.values["zone"] == nil)
        let zone = await engine.respond(to: "4012", in: &session, context: Self.context)
        #expect(zone.speech == "For how long?")
        #expect(session.pending?.values["zone"] == .string("4012"))
    }

    @Test func onlyAQuestionThatAsksForANameRefusesYes() {
        let parameter = { (prompt: String, type: ValueType) in
            ParameterDefinition(id: "p", title: "P", type: type, prompt: prompt)
        }
        #expect(parameter("Which zone are you parked in?", .string).asksForAName)
        #expect(parameter("Where to?", .string).asksForAName)
        #expect(!parameter("What should I say?", .string).asksForAName)
        #expect(!parameter("Which day?", .date).asksForAName)
    }

    // A listed value's words join the text only where the rest is the phrase's own words: "add
    // 5 minutes to timer named pizza" is no task "timer named pizza" (Understander.joiningText).
    @Test func theTextFollowsOnlyTheWordsOfAPhrase() throws {
        let understander = try #require(SharedUnderstanders.exampleApps)
        let context = UnderstandingContext(now: TranscriptReplayer.defaultNow, timeZone: .current)
        let reading = understander.interpretations(of: "add 5 minutes to timer named pizza", context: context)
        #expect(reading.best?.action != "AddTask")
    }

    // The question's own noun is no part of the name: "zone 12" is zone 12, not "zone zone 12".
    @Test func theQuestionsNounIsNoPartOfTheName() async throws {
        let engine = try Self.engine("park")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "park for 2 hours", in: &session, context: Self.context)
        _ = await engine.respond(to: "zone 12", in: &session, context: Self.context)
        #expect(session.pending?.values["zone"] == .string("12"))
    }

    // "until 11 am", to "For how long?", lasts from now to then (now is 9 AM).
    @Test func untilATimeAnswersForHowLong() async throws {
        let engine = try Self.engine("park")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "park in zone 12", in: &session, context: Self.context)
        #expect(asked.speech == "For how long?")
        _ = await engine.respond(to: "until 11 am", in: &session, context: Self.context)
        #expect(session.pending?.values["duration"] == .duration(7200))
    }

    // A card's title says no hole while a value is asked: "Unlock the" and "Check whether the is
    // locked" gave way to the title, and "Request a ride" keeps its article before the noun.
    @Test(arguments: [
        ("unlock", "Which door?", "Unlock a door"), ("is it locked", "Which door?", "Check a door"),
        ("get me a ride", "Where to?", "Request a ride"),
    ])
    func aCardAskingForAValueHasNoHoleInItsTitle(request: String, question: String, title: String) async throws {
        let engine = try Self.engine(request.contains("ride") ? "hop" : "latch")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: request, in: &session, context: Self.screen)
        #expect(asked.speech == question)
        #expect(asked.display?.title == title)
    }

    // One passenger is "1 person", not "1 people"; four are "4 people", not "4 peoples".
    @Test func peopleCountedReadAsPeople() async throws {
        let engine = try Self.engine("hop")
        var session = ConversationSession(id: "t")
        let one = await engine.respond(to: "get me a ride to the airport", in: &session, context: Self.screen)
        #expect(one.display?.title == "Request an Economy ride to the airport for 1 person")
        let four = await engine.respond(to: "i need a car to the airport for 4", in: &session, context: Self.screen)
        #expect(four.display?.title == "Request an Economy ride to the airport for 4 people")
    }

    // Two accounts, one for each of two parameters of the type, are no choice to ask about:
    // "From which account?" was asked of "move $50 from savings to my credit card".
    @Test func oneValueForEachOfTwoParametersOfATypeIsNoContest() async throws {
        let engine = try Self.engine("vault")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(
            to: "move $50 from savings to my credit card", in: &session, context: Self.screen)
        #expect(asked.display?.title == "Transfer $50 from Savings to Credit card")
        #expect(
            session.pending?.values["from"]
                == .entity(EntityReference(type: "Account", id: "savings", title: "Savings")))
    }

    // An order of another verb asks in its title's words: "Ready to order?" and "OK. Ordering."
    // were said of a transfer between accounts.
    @Test func aTransferAsksToTransfer() async throws {
        let engine = try Self.engine("vault")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(
            to: "transfer $50 from checking to savings", in: &session, context: Self.screen)
        #expect(asked.speech == "Ready to transfer money?")
        let done = await engine.respond(to: "yes", in: &session, context: Self.screen)
        #expect(done.speech == "OK.")
    }

    // A place answered with its article is a common noun, kept as said: "the airport" read as a
    // name was "The Airport" ("Request an Economy ride to The Airport"); "harbor street" is a name.
    @Test(arguments: [("the airport", "the airport"), ("harbor street", "Harbor Street")])
    func aPlaceAnsweredWithItsArticleStaysAsSaid(answer: String, place: String) async throws {
        let engine = try Self.engine("hop")
        var session = ConversationSession(id: "t")
        _ = await engine.respond(to: "get me a ride", in: &session, context: Self.screen)
        let done = await engine.respond(to: answer, in: &session, context: Self.screen)
        #expect(done.display?.title == "Request an Economy ride to \(place) for 1 person")
    }
}
