import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// "Order the same as last time", "what I had last time": the values the person gave the action
/// the last time they did it, as "my usual" gives their usual ones; said alone, their last
/// request. Nothing is made up when there was no last time.
struct LastTimeRequestTests {
    @Test(arguments: [
        ("order the same as last time", "the same as last time", UsualWords.Recall.lastTime),
        ("order what I had last time please", "what I had last time", .lastTime),
        ("get me the same again", "the same again", .lastTime),
        ("a coffee like last time", "like last time", .lastTime),
        ("same as before", "same as before", .lastTime),
        ("reorder", "reorder", .lastOrder),
        ("repeat my last order please", "repeat my last order", .lastOrder),
        ("could you order that again", "order that again", .lastOrder),
        ("order my usual", "my usual", .usual),
        ("the same as always", "the same as always", .usual),
    ])
    func theWordsSayWhichTheyRecall(text: String, said: String, recall: UsualWords.Recall) throws {
        let found = try #require(UsualWords.recalled(in: text))
        #expect(String(Array(text)[found.offsets]) == said)
        #expect(found.recall == recall)
    }

    @Test func wordsThatRecallNothingAreNone() {
        #expect(UsualWords.recalled(in: "remind me to call mum at the same time tomorrow") == nil)
        #expect(UsualWords.recalled(in: "when was the last time i ran") == nil)
        // What the last order was is asked, not ordered again; nor is "repeat my order" (say it
        // back), "what did i order again" (remind me) nor "in the same order".
        for text in [
            "what was my last order", "can you repeat my order", "what did i order again",
            "play them in the same order",
        ] {
            #expect(UsualWords.recalled(in: text) == nil)
        }
    }

    @Test func lastTimesValuesFillWhatThePersonDidNotSay() async throws {
        let engine = try UsualRequestTests.engine(UsualRequestTests.KnownHabits())
        // Not the usual (a large mocha): last time's cappuccino, its size asked of no one and so small.
        #expect(
            await UsualRequestTests.say("order the same as last time", to: engine)
                == "Your small cappuccino will be three dollars. Ready to order?")
        #expect(
            await UsualRequestTests.say("order what i had last time in a large", to: engine)
                == "Your large cappuccino will be three dollars seventy-five. Ready to order?")
    }

    /// Habits that know a last order other than the last request, a song played since.
    struct LastOrderHabits: PersonalHabits {
        func usualValues(app: String, action: String, context: RequestContext) -> [String: Value]? { nil }
        func usualRequest(context: RequestContext) -> RequestedAction? { nil }
        func lastValues(app: String, action: String, context: RequestContext) -> [String: Value]? {
            UsualRequestTests.KnownHabits().lastValues(app: app, action: action, context: context)
        }
        func lastRequest(context: RequestContext) -> RequestedAction? {
            UsualRequestTests.KnownHabits().lastRequest(context: context)
        }
        func lastRequest(of category: ActionCategory, context: RequestContext) -> RequestedAction? {
            guard category == .order,
                let values = lastValues(app: CoffeeApp.id, action: "OrderCoffee", context: context)
            else { return nil }
            return RequestedAction(app: CoffeeApp.id, action: "OrderCoffee", values: values)
        }
    }

    /// "reorder" and "repeat my last order" are the last order, not the last request (a song);
    /// "reorder coffee" the last coffee order. "reorder coffee" asked which coffee, and "repeat
    /// my last order" said what it was.
    @Test func anOrderAgainIsTheLastOrder() async throws {
        let engine = try UsualRequestTests.engine(LastOrderHabits())
        for text in ["reorder", "reorder coffee", "reorder my coffee", "repeat my last order please"] {
            #expect(
                await UsualRequestTests.say(text, to: engine)
                    == "Your small cappuccino will be three dollars. Ready to order?")
        }
        // The soup's last order is asked for, and none is known: not the coffee's.
        #expect(
            await UsualRequestTests.say("reorder my soup", to: engine) == "Sorry, I don't remember a last order yet.")
        // Habits that know only the last request (a song) know no last order.
        let forgetful = try UsualRequestTests.engine(UsualRequestTests.KnownHabits())
        #expect(await UsualRequestTests.say("reorder", to: forgetful) == "Sorry, I don't remember a last order yet.")
        #expect(
            await UsualRequestTests.say("reorder coffee", to: forgetful)
                == "Your small cappuccino will be three dollars. Ready to order?")
    }

    /// Last time in this conversation is the order done in it, whatever was done since, and
    /// whatever the habits remember; with no habits (a private conversation), it is known too.
    @Test func lastTimeInThisConversationIsItsOwn() async throws {
        let turns = ["order a large mocha", "yes", "play some jazz"]
        for habits in [LastOrderHabits() as (any PersonalHabits)?, nil] {
            for again in ["reorder", "repeat my last order", "order the same as last time"] {
                #expect(
                    try await UsualAnswerTests.said(turns + [again], habits: habits)
                        == "Your large mocha will be four dollars twenty-five. Ready to order?")
            }
        }
        // An order declined was not done: the last order is still the habits'.
        #expect(
            try await UsualAnswerTests.said(["order a large mocha", "no", "reorder"], habits: LastOrderHabits())
                == "Your small cappuccino will be three dollars. Ready to order?")
    }

    /// "Reorder" with words of an app that takes no orders is that app's request, not an order.
    @Test func reorderingWhatIsNoOrderOrdersNothing() async throws {
        let said = try await UsualAnswerTests.said(
            ["order a large mocha", "yes", "reorder my tasks by date"], habits: LastOrderHabits())
        #expect(!said.contains("mocha"))
    }

    @Test func lastTimeAloneIsTheLastRequest() async throws {
        let apps = ExampleApps()
        let engine = try UsualRequestTests.engine(UsualRequestTests.KnownHabits(), apps: apps)
        #expect(
            await UsualRequestTests.say("same as last time", to: engine) == "Playing Clair de Lune by Claude Debussy.")
        #expect(apps.music.history == ["Clair de Lune by Claude Debussy"])
    }

    /// "Same again" with nothing done in this conversation is the person's last request.
    @Test func sameAgainFirstThingIsTheLastRequest() async throws {
        let engine = try UsualRequestTests.engine(UsualRequestTests.KnownHabits())
        #expect(await UsualRequestTests.say("same again", to: engine) == "Playing Clair de Lune by Claude Debussy.")
        #expect(
            await UsualRequestTests.say("same again", to: try UsualRequestTests.engine(nil))
                == "There's nothing to do again yet.")
    }

    @Test func noLastTimeIsSaidAndAskedFor() async throws {
        let engine = try UsualRequestTests.engine(UsualAnswerTests.NoMusicHabits())
        #expect(
            await UsualRequestTests.say("order the same as last time", to: engine)
                == "I don't remember a last time yet. Which coffee? Latte, Cappuccino, or Mocha?")
        #expect(
            await UsualRequestTests.say("the same as last time", to: engine)
                == "Sorry, I don't remember a last time yet.")
    }

    /// Said as the answer to a question, last time's value of what was asked.
    @Test func lastTimeAnswersWithLastTimesValue() async throws {
        #expect(
            try await UsualAnswerTests.said(
                ["order a large coffee", "same as last time"], habits: UsualRequestTests.KnownHabits())
                == "Your large cappuccino will be three dollars seventy-five. Ready to order?")
    }
}
