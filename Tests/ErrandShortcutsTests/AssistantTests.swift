import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation
import Testing

/// The front door: the person's own phrases first (said verbatim), then the conversation; a
/// waiting shortcut run gets the answers.
struct AssistantTests {
    /// Reads "order a latte" as an order, and nothing else.
    struct LatteUnderstanding: RequestUnderstanding {
        func readings(of text: String, context: UnderstandingContext) -> [Interpretation] {
            guard text == "order a latte" else { return [] }
            let latte = EntityReference(type: "Drink", id: "latte", title: "Latte")
            return [
                Interpretation(
                    app: CoffeeApp.id, action: "OrderCoffee",
                    parameters: ["coffee": UnderstoodValue(value: .entity(latte), text: "latte")], confidence: 0.9,
                    source: .template)
            ]
        }
    }

    @Test func withoutAPhraseTheConversationEngineAnswers() async {
        let kit = ShortcutTestKit(understanding: LatteUnderstanding())
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "order a latte", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(first.map(\.kind) == [.confirmation])
        #expect(session.run == nil)
        let second = await kit.assistant.respond(
            to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(second.map(\.kind) == [.success])
        #expect(kit.apps.coffee.placedOrders == ["1 small latte"])
        let unknown = await kit.assistant.respond(
            to: "fly me to the moon", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(unknown.map(\.kind) == [.notUnderstood])
    }

    @Test func aPhraseForOneActionStartsItWithItsValues() async {
        let kit = ShortcutTestKit()
        let phrases = PersonalPhraseBook([
            PersonalPhrase(
                phrase: "Coffee time!",
                target: .action(
                    app: CoffeeApp.id, action: "OrderCoffee",
                    values: [
                        "coffee": .entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha")),
                        "size": .enumCase("large"),
                    ]))
        ])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        // Said verbatim, with case and punctuation folded.
        let first = await kit.assistant.respond(to: "coffee time", in: &session, phrases: phrases, context: context)
        #expect(first.map(\.kind) == [.confirmation])
        _ = await kit.assistant.respond(to: "yes", in: &session, phrases: phrases, context: context)
        #expect(kit.apps.coffee.placedOrders == ["1 large mocha"])
    }

    @Test func aPhraseWhoseShortcutIsGoneSaysSo() async {
        let kit = ShortcutTestKit()
        let phrases = PersonalPhraseBook([PersonalPhrase(phrase: "do the thing", target: .shortcut("gone"))])
        var session = AssistantSession(id: "s")
        let responses = await kit.assistant.respond(
            to: "do the thing", in: &session, phrases: phrases, context: ShortcutTestKit.context())
        #expect(responses.map(\.kind) == [.failure])
        #expect(responses.first?.speech.contains("isn't in your library") == true)
    }

    @Test func aTappedShortcutsQuestionIsAnsweredThroughTheAssistant() async {
        let kit = ShortcutTestKit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let shortcut = Shortcut(
            id: "greet", name: "Greet",
            steps: [
                .builtIn("ask", .askForInput, ["prompt": .text("Who is it?")]),
                .builtIn("show", .showResult, ["text": .text("Hello, {ask}!")]),
            ])
        let turn = await kit.assistant.run(shortcut: shortcut, in: &session, context: context)
        #expect(turn.speech == ["Who is it?"])
        #expect(session.run?.isWaiting == true)
        // Even words that are a phrase go to the waiting run as its answer.
        let phrases = PersonalPhraseBook([PersonalPhrase(phrase: "Ann", target: .shortcut("greet"))])
        let responses = await kit.assistant.respond(to: "Ann", in: &session, phrases: phrases, context: context)
        #expect(responses.map(\.speech) == ["Hello, Ann!"])
        #expect(session.run == nil)
    }

    @Test func eachRunHasItsOwnIdempotencyKeys() async {
        let kit = ShortcutTestKit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        for _ in 0..<2 {
            _ = await kit.assistant.run(shortcut: GuidelineExampleTests.usualCoffee, in: &session, context: context)
            _ = await kit.assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        }
        // Two runs, two orders: the second run's order is not mistaken for the first's retry.
        #expect(kit.apps.coffee.placedOrders == ["1 large latte", "1 large latte"])
    }

    @Test func aNewRequestSaidAtAStepsQuestionDoesNotReplaceTheStep() async {
        let kit = ShortcutTestKit(understanding: LatteUnderstanding())
        let context = ShortcutTestKit.context()
        let shortcut = Shortcut(
            id: "b", name: "Breathe",
            steps: [.app("start", BreatheApp.id, "StartBreathing", ["duration": .askEachTime])])
        var (run, turn) = await kit.runner.start(shortcut, context: context)
        #expect(turn.speech == ["For how long?"])
        turn = await kit.runner.respond(to: "order a latte", in: &run, context: context)
        #expect(turn.outcome == .waiting)
        #expect(turn.speech.first?.hasPrefix("Sorry, I didn't catch that.") == true)
        #expect(run.conversation.pending?.action == "StartBreathing")
        turn = await kit.runner.respond(to: "5 minutes", in: &run, context: context)
        #expect(kit.apps.breathe.startedSessions == [300])
        #expect(kit.apps.coffee.placedOrders.isEmpty)
    }
}
