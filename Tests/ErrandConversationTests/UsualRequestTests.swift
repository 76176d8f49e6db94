import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// "Order my usual": the person's usual values for the action, from their habits; what the
/// person names is kept, and nothing is made up when their usual is not known.
struct UsualRequestTests {
    /// Habits given outright: a large mocha for orders, and Kind of Blue as the request of the moment.
    struct KnownHabits: PersonalHabits {
        func usualValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
            guard app == CoffeeApp.id, action == "OrderCoffee" else { return nil }
            return [
                "coffee": .entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha")),
                "size": .enumCase("large"),
            ]
        }

        func usualRequest(context: RequestContext) -> RequestedAction? {
            RequestedAction(app: MusicApp.id, action: "PlayMedia", values: ["media": .string("Kind of Blue")])
        }

        /// Last time: a cappuccino (its size not kept), and Clair de Lune.
        func lastValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
            guard app == CoffeeApp.id, action == "OrderCoffee" else { return nil }
            return ["coffee": .entity(EntityReference(type: "Drink", id: "cappuccino", title: "Cappuccino"))]
        }

        func lastRequest(context: RequestContext) -> RequestedAction? {
            RequestedAction(app: MusicApp.id, action: "PlayMedia", values: ["media": .string("Clair de Lune")])
        }
    }

    static func engine(_ habits: (any PersonalHabits)?, apps: ExampleApps = ExampleApps()) throws
        -> ConversationEngine
    {
        ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: try SharedUnderstanders.examples(),
            habits: habits)
    }

    static let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .voiceOnly,
        sessionID: "t")

    static func say(_ text: String, to engine: ConversationEngine) async -> String {
        var session = ConversationSession(id: "s")
        return await engine.respond(to: text, in: &session, context: context).speech
    }

    @Test func theUsualWordsAreFound() {
        func said(_ text: String) -> String? {
            UsualWords.offsets(in: text).map { String(Array(text)[$0]) }
        }
        #expect(said("order my usual") == "my usual")
        #expect(said("The same as usual, please") == "The same as usual")
        #expect(said("get me the usual coffee") == "the usual")
        // A word that only contains one is none.
        #expect(said("play something unusual") == nil)
        #expect(said("order a latte") == nil)
    }

    @Test func theUsualFillsWhatThePersonDidNotSay() async throws {
        let engine = try Self.engine(KnownHabits())
        #expect(
            await Self.say("order my usual", to: engine)
                == "Your large mocha will be four dollars twenty-five. Ready to order?")
        // A value said is the person's, whatever their usual.
        #expect(
            await Self.say("order my usual in a small", to: engine)
                == "Your small mocha will be three dollars fifty. Ready to order?")
    }

    @Test func theUsualAloneIsTheRequestOfTheMoment() async throws {
        let apps = ExampleApps()
        let engine = try Self.engine(KnownHabits(), apps: apps)
        #expect(await Self.say("the usual please", to: engine) == "Playing Kind of Blue by Miles Davis.")
        #expect(apps.music.history == ["Kind of Blue by Miles Davis"])
    }

    /// Nothing is made up: the request goes on as said, and its values are asked for.
    @Test func anUnknownUsualIsSaidAndAskedFor() async throws {
        let engine = try Self.engine(nil)
        #expect(
            await Self.say("order my usual", to: engine)
                == "I don't know your usual yet. Which coffee? Latte, Cappuccino, or Mocha?")
        #expect(await Self.say("the usual", to: engine) == "Sorry, I don't know your usual yet.")
        // What "my usual" was read as is asked for, not filled by a default (the whole library).
        #expect(await Self.say("play my usual", to: engine) == "I don't know your usual yet. What do you want to play?")
    }
}

/// "The usual" said as the answer to a question: the person's usual value of what was asked.
struct UsualAnswerTests {
    static func said(_ turns: [String], habits: (any PersonalHabits)?) async throws -> String {
        let engine = try UsualRequestTests.engine(habits)
        var session = ConversationSession(id: "s")
        var speech = ""
        for turn in turns {
            speech = await engine.respond(to: turn, in: &session, context: UsualRequestTests.context).speech
        }
        return speech
    }

    @Test func theUsualAnswersWithTheUsualValue() async throws {
        // It was refused as a coffee called "the usual"; then it was a mocha of the default size.
        #expect(
            try await Self.said(["order a coffee", "the usual"], habits: UsualRequestTests.KnownHabits())
                == "Your large mocha will be four dollars twenty-five. Ready to order?")
        // A value said stands.
        #expect(
            try await Self.said(["order a small coffee", "the usual please"], habits: UsualRequestTests.KnownHabits())
                == "Your small mocha will be three dollars fifty. Ready to order?")
    }

    @Test func anUnknownUsualAsksAgainPlainly() async throws {
        #expect(
            try await Self.said(["order my usual", "the usual"], habits: nil)
                == "I don't know your usual yet. Which coffee? Latte, Cappuccino, or Mocha?")
        // Known habits of other actions give nothing here.
        #expect(
            try await Self.said(["play my usual", "the usual please"], habits: NoMusicHabits())
                == "I don't know your usual yet. What do you want to play?")
    }

    /// Habits that know coffee orders, and nothing of music.
    struct NoMusicHabits: PersonalHabits {
        func usualValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
            UsualRequestTests.KnownHabits().usualValues(app: app, action: action, context: context)
        }
        func usualRequest(context: RequestContext) -> RequestedAction? { nil }
        func lastValues(app: String, action: String, context: RequestContext) -> [String: Value]? { nil }
        func lastRequest(context: RequestContext) -> RequestedAction? { nil }
    }
}
