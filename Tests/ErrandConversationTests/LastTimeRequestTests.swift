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
