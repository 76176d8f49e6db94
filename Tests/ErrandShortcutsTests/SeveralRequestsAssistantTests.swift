import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation
import Testing

/// Several requests said together: each is taken once nothing waits for an answer to the one
/// before it, and "cancel" calls off those still to come.
struct SeveralRequestsAssistantTests {
    static func kit() throws -> ShortcutTestKit {
        ShortcutTestKit(understanding: try ShortcutTestKit.exampleUnderstanding())
    }

    @Test func requestsThatNeedNoAnswerAreDoneInTheOrderSaid() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let responses = await kit.assistant.respond(
            to: "start a run and play kind of blue", in: &session, phrases: PersonalPhraseBook(),
            context: ShortcutTestKit.context())
        #expect(responses.map(\.speech) == ["Starting your run.", "Playing Kind of Blue by Miles Davis."])
        #expect(kit.apps.workouts.activeWorkout == "run")
        #expect(kit.apps.music.history == ["Kind of Blue by Miles Davis"])
        #expect(session.queued.isEmpty)
    }

    /// "Say that again" gives every response of the last turn again, and does nothing again.
    @Test func aRepeatGivesTheWholeLastTurnAndDoesNothing() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "start a run and play kind of blue", in: &session, phrases: PersonalPhraseBook(), context: context)
        let again = await kit.assistant.respond(
            to: "say that again", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(again == first)
        #expect(kit.apps.music.history == ["Kind of Blue by Miles Davis"])
    }

    @Test func theNextRequestWaitsForTheAnswerAndFollowsANo() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "order a latte and then play kind of blue", in: &session, phrases: PersonalPhraseBook(),
            context: context)
        #expect(first.map(\.kind) == [.confirmation])
        #expect(kit.apps.music.history.isEmpty)
        #expect(session.queued == [.said("play kind of blue")])
        // Declining the order is no reason to drop the music.
        let second = await kit.assistant.respond(
            to: "no", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(second.map(\.kind) == [.cancelled, .success])
        #expect(kit.apps.coffee.placedOrders.isEmpty)
        #expect(kit.apps.music.history == ["Kind of Blue by Miles Davis"])
    }

    /// The coffee takes one drink an order: two drinks said together are two orders, each
    /// confirmed, rather than a question of which one was meant.
    @Test func twoChoicesSaidTogetherAreTwoOrders() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "order a large latte and a small mocha", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(first.map(\.kind) == [.confirmation])
        let second = await kit.assistant.respond(
            to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(second.map(\.kind) == [.success, .confirmation])
        let third = await kit.assistant.respond(
            to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(third.map(\.kind) == [.success])
        #expect(kit.apps.coffee.placedOrders == ["1 large latte", "1 small mocha"])
    }

    /// Two drinks joined by "and" after one size: two orders of that size. Read as one order,
    /// the cappuccino was dropped without a word.
    @Test func drinksJoinedByAndAreAnOrderEach() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "order a large latte and cappuccino", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(first.map(\.kind) == [.confirmation])
        _ = await kit.assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        _ = await kit.assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(kit.apps.coffee.placedOrders == ["1 large latte", "1 large cappuccino"])
    }

    /// "Both", to the choice between two drinks offered with "or", is an order of each.
    @Test func bothToDrinksOfferedWithOrIsAnOrderEach() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "order a latte or a mocha", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(first.map(\.kind) == [.disambiguation])
        let both = await kit.assistant.respond(
            to: "both", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(both.map(\.kind) == [.confirmation])
        _ = await kit.assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        _ = await kit.assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(kit.apps.coffee.placedOrders == ["1 small latte", "1 small mocha"])
    }

    @Test func cancelCallsOffTheRequestsStillToCome() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        _ = await kit.assistant.respond(
            to: "order a latte, play kind of blue", in: &session, phrases: PersonalPhraseBook(), context: context)
        let answer = await kit.assistant.respond(
            to: "cancel", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(answer.map(\.kind) == [.cancelled])
        #expect(session.queued.isEmpty)
        #expect(kit.apps.music.history.isEmpty)
        // The next request is taken alone.
        let next = await kit.assistant.respond(
            to: "start a run", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(next.map(\.kind) == [.success])
        #expect(kit.apps.music.history.isEmpty)
    }

    @Test func aPersonsOwnPhraseIsOneOfTheRequests() async throws {
        let kit = try Self.kit()
        let phrases = PersonalPhraseBook([
            PersonalPhrase(
                phrase: "Coffee time",
                target: .action(
                    app: CoffeeApp.id, action: "OrderCoffee",
                    values: ["coffee": .entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha"))]))
        ])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "coffee time and play kind of blue", in: &session, phrases: phrases, context: context)
        #expect(first.map(\.kind) == [.confirmation])
        let second = await kit.assistant.respond(to: "yes", in: &session, phrases: phrases, context: context)
        #expect(second.map(\.kind) == [.success, .success])
        #expect(kit.apps.coffee.placedOrders == ["1 small mocha"])
        #expect(kit.apps.music.history == ["Kind of Blue by Miles Davis"])
    }

    /// A phrase's shortcut that asks a question holds the next request until the run ends.
    @Test func theNextRequestWaitsForAShortcutsQuestion() async throws {
        let shortcut = Shortcut(
            id: "greet", name: "Greet",
            steps: [
                .builtIn("ask", .askForInput, ["prompt": .text("Who is it?")]),
                .builtIn("show", .showResult, ["text": .text("Hello, {ask}!")]),
            ])
        let kit = ShortcutTestKit(
            shortcuts: [shortcut], understanding: try ShortcutTestKit.exampleUnderstanding())
        let phrases = PersonalPhraseBook([PersonalPhrase(phrase: "greet them", target: .shortcut("greet"))])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "greet them and then play kind of blue", in: &session, phrases: phrases, context: context)
        #expect(first.map(\.speech) == ["Who is it?"])
        #expect(kit.apps.music.history.isEmpty)
        let second = await kit.assistant.respond(to: "Ann", in: &session, phrases: phrases, context: context)
        #expect(second.map(\.speech) == ["Hello, Ann!", "Playing Kind of Blue by Miles Davis."])
    }

    @Test func anAnswerIsNeverSplit() async throws {
        let kit = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let first = await kit.assistant.respond(
            to: "send a message to bob", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(first.map(\.kind) == [.prompt])
        // The message itself may read like two requests; it is what the question asked for.
        _ = await kit.assistant.respond(
            to: "start a run and play kind of blue", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(session.queued.isEmpty)
        #expect(kit.apps.music.history.isEmpty)
        #expect(kit.apps.workouts.activeWorkout == nil)
    }
}
