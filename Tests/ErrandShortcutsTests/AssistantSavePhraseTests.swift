import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandShortcuts

/// "Save that as coffee time" right after an action keeps a phrase that does it again, with
/// the values it was done with; "same again" after a shortcut runs it again.
struct AssistantSavePhraseTests {
    static func kit(keeping: Bool = true, asking: Bool = false) throws -> (ShortcutTestKit, Assistant, PersonPhrases) {
        let who = Shortcut(
            id: "who", name: "Who",
            steps: [
                .builtIn("ask", .askForInput, ["prompt": .text("Who is it?")]),
                .builtIn("show", .showResult, ["text": .text("Hi {ask}!")]),
            ])
        let kit = ShortcutTestKit(
            shortcuts: [
                Shortcut(id: "hello", name: "Hello", steps: [.builtIn("show", .showResult, ["text": .text("Hi!")])])
            ] + (asking ? [who] : []),
            understanding: AssistantTests.LatteUnderstanding())
        let keeper = try PersonPhrases(store: InMemoryPhraseStore(), library: kit.library, catalog: ExampleApps.catalog)
        var assistant = kit.assistant
        assistant.phraseKeeper = keeping ? keeper : nil
        return (kit, assistant, keeper)
    }

    @Test(arguments: [
        ("save that as coffee time", "coffee time"), ("Save this as \"Coffee time!\"", "Coffee time"),
        ("remember that as my usual", "my usual"), ("name that morning", "morning"),
        ("keep it as  latte o'clock.", "latte o'clock"),
    ])
    func thePhraseIsTheWordsAfterTheLead(said: String, phrase: String) {
        #expect(Assistant.phraseToSave(in: said) == phrase)
    }

    @Test(arguments: ["save that", "save the file as draft", "call that coffee time", "order a latte"])
    func otherWordsSaveNothing(said: String) {
        #expect(Assistant.phraseToSave(in: said) == nil)
    }

    @Test func anActionJustDoneGetsThePhraseWithItsValues() async throws {
        let (kit, assistant, keeper) = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let book = PersonalPhraseBook()
        let early = await assistant.respond(
            to: "save that as coffee time", in: &session, phrases: book, context: context)
        #expect(early.map(\.speech) == ["There's nothing to save yet. Do it first."])
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: book, context: context)
        let saved = await assistant.respond(
            to: "save that as coffee time", in: &session, phrases: book, context: context)
        #expect(saved.map(\.speech) == ["OK. Say \"coffee time\" to do that again."])
        #expect(session.phrasesChanged)
        let phrases = try keeper.book(of: ShortcutTestKit.person)
        guard case .action(let app, let action, let values)? = phrases.phrase(matching: "coffee time")?.target else {
            Issue.record("expected a phrase for the order")
            return
        }
        #expect(app == CoffeeApp.id && action == "OrderCoffee")
        #expect(values["coffee"] == .entity(EntityReference(type: "Drink", id: "latte", title: "Latte")))
        let again = await assistant.respond(
            to: "save that as Coffee time", in: &session, phrases: phrases, context: context)
        #expect(again.map(\.speech) == ["You can already say \"Coffee time\" for that."])
        let reserved = await assistant.respond(to: "save that as yes", in: &session, phrases: phrases, context: context)
        #expect(reserved.first?.speech.hasPrefix("Sorry, \"yes\" is something you say to me") == true)
        _ = kit
    }

    /// With a question open, the words are its answer, whatever they say.
    @Test func withAQuestionOpenNothingIsSaved() async throws {
        let (_, assistant, keeper) = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let book = PersonalPhraseBook()
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        let answer = await assistant.respond(
            to: "save that as coffee time", in: &session, phrases: book, context: context)
        #expect(answer.first?.speech.hasPrefix("Sorry, I didn't catch that.") == true)
        #expect(try keeper.phrases(of: ShortcutTestKit.person).isEmpty)
    }

    @Test func aPhraseIsRemovedByVoice() async throws {
        let (kit, assistant, keeper) = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let book = PersonalPhraseBook()
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "save that as coffee time", in: &session, phrases: book, context: context)
        #expect(try kit.library.shortcuts(of: ShortcutTestKit.person).count == 2)
        let removed = await assistant.respond(
            to: "Remove the phrase \"Coffee time\"", in: &session, phrases: book, context: context)
        #expect(removed.map(\.speech) == ["OK. \"coffee time\" is gone."])
        #expect(try keeper.phrases(of: ShortcutTestKit.person).isEmpty)
        // Its one-step shortcut went with it; the person's own shortcut stays.
        #expect(try kit.library.shortcuts(of: ShortcutTestKit.person).map(\.id) == ["hello"])
        let unknown = await assistant.respond(
            to: "delete my phrase tea time", in: &session, phrases: book, context: context)
        #expect(unknown.map(\.speech) == ["You have no phrase \"tea time\"."])
    }

    /// Named without the word "phrase", a phrase the person has is removed ("delete coffee
    /// time"); other words after "delete" are a request as ever.
    @Test(arguments: [
        "delete coffee time", "Forget my coffee time.", "remove the coffee time", "delete the coffee time phrase",
    ])
    func aPhraseNamedAloneIsRemoved(said: String) async throws {
        let (_, assistant, keeper) = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: PersonalPhraseBook(), context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        _ = await assistant.respond(
            to: "save that as coffee time", in: &session, phrases: PersonalPhraseBook(), context: context)
        let tea = await assistant.respond(
            to: "delete tea time", in: &session, phrases: try keeper.book(of: ShortcutTestKit.person),
            context: context)
        #expect(tea.map(\.speech) != ["You have no phrase \"tea time\"."])
        #expect(try keeper.phrases(of: ShortcutTestKit.person).count == 1)
        let removed = await assistant.respond(
            to: said, in: &session, phrases: try keeper.book(of: ShortcutTestKit.person), context: context)
        #expect(removed.map(\.speech) == ["OK. \"coffee time\" is gone."])
        #expect(try keeper.phrases(of: ShortcutTestKit.person).isEmpty)
    }

    @Test func withoutAPlaceToKeepPhrasesItSaysSo() async throws {
        let (_, assistant, _) = try Self.kit(keeping: false)
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: PersonalPhraseBook(), context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: PersonalPhraseBook(), context: context)
        let refused = await assistant.respond(
            to: "save that as coffee time", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(refused.map(\.speech) == ["Sorry, phrases can't be kept here."])
    }

    @Test func aShortcutJustRunIsRunAgainAndGetsThePhrase() async throws {
        let (kit, assistant, keeper) = try Self.kit()
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let book = PersonalPhraseBook(shortcutNames: [.init(name: "Hello", shortcut: "hello", runsWhenSaidAlone: false)]
        )
        #expect(
            await assistant.respond(to: "run hello", in: &session, phrases: book, context: context).map(\.speech) == [
                "Hi!"
            ])
        #expect(
            await assistant.respond(to: "same again", in: &session, phrases: book, context: context).map(\.speech) == [
                "Hi!"
            ])
        _ = await assistant.respond(to: "save it as greet me", in: &session, phrases: book, context: context)
        #expect(try keeper.book(of: ShortcutTestKit.person).phrase(matching: "greet me")?.target == .shortcut("hello"))
        // An action done after the shortcut is what is done again.
        _ = await assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        _ = await assistant.respond(to: "yes", in: &session, phrases: book, context: context)
        let again = await assistant.respond(to: "same again", in: &session, phrases: book, context: context)
        #expect(again.map(\.kind) == [.confirmation])
        _ = kit
    }

    // A shortcut called off at its question was not done, so "same again" runs it no more than
    // it does an action called off: it asked "Who is it?" again.
    @Test func aShortcutCalledOffIsNotRunAgain() async throws {
        let (_, assistant, _) = try Self.kit(asking: true)
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let book = PersonalPhraseBook(shortcutNames: [.init(name: "Who", shortcut: "who", runsWhenSaidAlone: false)])
        let asked = await assistant.respond(to: "run who", in: &session, phrases: book, context: context)
        #expect(asked.map(\.speech) == ["Who is it?"])
        _ = await assistant.respond(to: "cancel", in: &session, phrases: book, context: context)
        let again = await assistant.respond(to: "same again", in: &session, phrases: book, context: context)
        #expect(again.map(\.speech) != ["Who is it?"])
        // NB: one answered is done, and is run again.
        _ = await assistant.respond(to: "run who", in: &session, phrases: book, context: context)
        #expect(
            await assistant.respond(to: "amy", in: &session, phrases: book, context: context).map(\.speech) == [
                "Hi amy!"
            ])
        #expect(
            await assistant.respond(to: "same again", in: &session, phrases: book, context: context).map(\.speech) == [
                "Who is it?"
            ])
    }
}
