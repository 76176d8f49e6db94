import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// Several requests said in one breath are taken one by one, and a separator that belongs to one
/// request (a name, a title, a message, more of the same order) leaves it whole.
struct SeveralRequestsTests {
    static func engine() throws -> ConversationEngine {
        ConversationEngine(
            catalog: ExampleApps.catalog, handlers: ExampleApps().handlers,
            understanding: try SharedUnderstanders.examples())
    }

    static let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .screen,
        sessionID: "t")

    @Test func separatorsAreConjunctionsAndStopsBetweenWords() {
        func parts(_ text: String) -> [String] {
            RequestSeparator.all(in: text).map { String(text[$0.leftEnd..<$0.rightStart]) }
        }
        #expect(parts("start a run and then play kind of blue") == ["and then "])
        #expect(parts("order a latte, play jazz. start a run") == [", ", ". "])
        // A comma before a conjunction is one separator with it.
        #expect(parts("order a latte, and after that play jazz") == [", and after that "])
        // Nothing at the very start or end, and words that merely contain one are no separator.
        #expect(parts("and then play jazz.").isEmpty)
        #expect(parts("play the band andromeda thence").isEmpty)
        #expect(parts("order a latte").isEmpty)
    }

    /// A dictated message goes on through words about someone after "and then": the voice
    /// newcomer's message was cut at ", and then", and its rest made a calendar event. A request
    /// after the message still starts a request of its own, and "instead" quoted after "saying"
    /// is the message's.
    @Test func wordsAboutSomeoneAfterADictatedMessageAreMoreOfIt() throws {
        let engine = try Self.engine()
        let dictated =
            "text bob saying i'm late because the train stopped, and then i have to pick up the kids at 3:45, "
            + "so can we meet at 5 instead"
        #expect(engine.requests(in: dictated, context: Self.context) == [dictated])
        #expect(
            engine.requests(in: "text amy lee i'm on my way and play some jazz", context: Self.context) == [
                "text amy lee i'm on my way", "play some jazz",
            ])
        let reading = try #require(
            engine.understanding.readings(
                of: "text bob saying can we meet at 5 instead",
                context: UnderstandingContext(now: TranscriptReplayer.defaultNow, timeZone: .current)
            ).first)
        #expect(reading.parameters["content"]?.value == .string("can we meet at 5 instead"))
    }

    @Test func requestsOfTheirOwnOnEachSideAreSplitInOrder() throws {
        let engine = try Self.engine()
        #expect(
            engine.requests(in: "start a run and play kind of blue", context: Self.context) == [
                "start a run", "play kind of blue",
            ])
        #expect(
            engine.requests(in: "order a latte, play kind of blue. start a run", context: Self.context) == [
                "order a latte", "play kind of blue", "start a run",
            ])
        // The same action asked twice, each with its own phrase, is two requests.
        #expect(
            engine.requests(in: "order a large latte and then order a small mocha", context: Self.context) == [
                "order a large latte", "order a small mocha",
            ])
        // Another choice of the coffee, said without the phrase: another order, one coffee each.
        #expect(
            engine.requests(in: "order two large lattes and a small mocha", context: Self.context) == [
                "order two large lattes", "a small mocha",
            ])
        // The person's usual is a request of its own.
        #expect(
            engine.requests(in: "order my usual and then play kind of blue", context: Self.context) == [
                "order my usual", "play kind of blue",
            ])
        #expect(
            engine.requests(in: "the usual please, and start a run", context: Self.context) == [
                "the usual please", "start a run",
            ])
        // A message that ends before the next request keeps its own "and".
        #expect(
            engine.requests(in: "text amy saying buy milk and eggs and then play kind of blue", context: Self.context)
                == ["text amy saying buy milk and eggs", "play kind of blue"])
    }

    /// Values of one parameter joined by "and", for an action that takes one: the request is made
    /// once for each, the words around them the same ("a large latte and cappuccino" is two
    /// large coffees). A list parameter takes them all at once.
    @Test func valuesJoinedByAndAreOneRequestEach() throws {
        let engine = try Self.engine()
        #expect(
            engine.requests(in: "order a large latte and cappuccino", context: Self.context) == [
                "order a large latte", "order a large cappuccino",
            ])
        #expect(
            engine.requests(in: "order a latte, a mocha and a cappuccino", context: Self.context) == [
                "order a latte", "order a mocha", "order a cappuccino",
            ])
        // Each with its own count: it asked "What size?" of both.
        #expect(
            engine.requests(in: "order one large and two small lattes", context: Self.context) == [
                "order one large lattes", "order two small lattes",
            ])
        #expect(
            engine.requests(in: "send a message to amy and bob saying hi", context: Self.context) == [
                "send a message to amy and bob saying hi"
            ])
    }

    /// The guidelines' rule that a request is understood as the person meant it: a separator
    /// inside a value is part of the value.
    @Test func aSeparatorInsideOneRequestLeavesItWhole() throws {
        let engine = try Self.engine()
        for text in [
            "play rock and roll", "send a message to amy and bob saying hi", "text amy saying buy milk and eggs",
            // More of the same message without its phrase: one message to two people.
            "send a message to amy and bob saying hi",
            // Two coffees asked for in one breath, "or": a choice, asked about as such.
            "order a latte or a mocha",
            // Words after the separator that are no request.
            "order a latte and a muffin",
        ] {
            #expect(engine.requests(in: text, context: Self.context) == [text], "\(text)")
        }
    }

    /// A side with a word for a choice the app does not offer ("medium", where the sizes are
    /// small and large) is still a request: it was one order of a mocha, with 'I didn't
    /// understand "medium"'. Its own turn says there's no medium size. Any other word left
    /// unread still keeps the utterance whole ("a muffin" above).
    @Test func aSideWithAnUnofferedChoiceIsARequestOfItsOwn() throws {
        let engine = try Self.engine()
        #expect(
            engine.requests(in: "order a medium latte and a small mocha", context: Self.context) == [
                "order a medium latte", "a small mocha",
            ])
        #expect(
            engine.requests(in: "order a small mocha and a medium latte", context: Self.context) == [
                "order a small mocha", "a medium latte",
            ])
        #expect(
            engine.requests(in: "order a medium latte and a muffin", context: Self.context) == [
                "order a medium latte and a muffin"
            ])
    }

    /// A second request of the same action may leave out the words before its values: "add
    /// dentist friday at 3 and gym saturday at 9" made one event, "Dentist friday at 3 and gym",
    /// on Saturday. Only when the words after the separator give every value the first request
    /// read, and at least two: one value alone is more of the same request, and a dictated text
    /// keeps its "and".
    @Test func aSecondRequestMayLeaveOutTheFirstsLead() throws {
        let engine = try Self.engine()
        #expect(
            engine.requests(in: "add dentist friday at 3 and gym saturday at 9", context: Self.context) == [
                "add dentist friday at 3", "add gym saturday at 9",
            ])
        #expect(
            engine.requests(in: "remind me to buy milk at 5 and eggs at 6", context: Self.context) == [
                "remind me to buy milk at 5", "remind me to eggs at 6",
            ])
        #expect(
            engine.requests(
                in: "add dentist friday at 3, gym saturday at 9 and yoga sunday at 10", context: Self.context) == [
                    "add dentist friday at 3", "add gym saturday at 9", "add yoga sunday at 10",
                ])
        for text in [
            "remind me to buy milk and eggs", "add dinner with amy and bob friday at 7", "text amy hi and bob hello",
        ] {
            #expect(engine.requests(in: text, context: Self.context) == [text], "\(text)")
        }
    }

    /// A pronoun in a later request stands for what the request before it named.
    @Test func aPronounPointsBackAtTheRequestBefore() throws {
        let engine = try Self.engine()
        #expect(
            engine.requests(in: "pay bob 10 dollars and text him thanks", context: Self.context) == [
                "pay bob 10 dollars", "text bob thanks",
            ])
        #expect(
            engine.requests(in: "play kind of blue and shuffle it", context: Self.context) == [
                "play kind of blue", "shuffle kind of blue",
            ])
    }

    @Test func aPersonsOwnPhraseIsARequestOfItsOwn() throws {
        let engine = try Self.engine()
        let phrases: Set<String> = ["coffee time"]
        #expect(
            engine.requests(in: "coffee time and play kind of blue", context: Self.context) { phrases.contains($0) }
                == ["coffee time", "play kind of blue"])
        // Said whole, a phrase that holds a separator is one request.
        #expect(
            engine.requests(in: "rock and roll", context: Self.context) { $0 == "rock and roll" } == ["rock and roll"])
    }

    @Test func noMoreThanTheLimitOfRequests() throws {
        let engine = try Self.engine()
        func said(_ count: Int) -> String {
            Array(repeating: "start a run", count: count).joined(separator: " and ")
        }
        #expect(
            engine.requests(in: said(ConversationEngine.requestLimit), context: Self.context)
                == Array(repeating: "start a run", count: ConversationEngine.requestLimit))
        // One more and the last part would be two requests: no split puts each on its own.
        let more = engine.requests(in: said(ConversationEngine.requestLimit + 1), context: Self.context)
        #expect(more.count <= ConversationEngine.requestLimit)
        #expect(more.joined(separator: " and ") == said(ConversationEngine.requestLimit + 1))
        // More separators than the limit: read whole, however many requests it holds.
        let long = said(ConversationEngine.separatorLimit + 2)
        #expect(engine.requests(in: long, context: Self.context) == [long])
    }
}
