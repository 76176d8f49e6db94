import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandShortcuts

/// The names of a person's shortcuts in their phrase book: said alone, or asked for by name,
/// they run the shortcut; help reminds the person what they can say.
struct ShortcutNameBookTests {
    @Test func aShortcutsNameRunsItUnlessItBelongsToAPhraseOrToTheAssistant() throws {
        let (phrases, _, library) = try PersonPhrasesTests.service()
        try library.save(Shortcut(id: "morning", name: "Good morning", steps: []), of: "amy")
        try library.save(Shortcut(id: "stop-all", name: "Cancel", steps: []), of: "amy")
        try library.save(Shortcut(id: "again", name: "latte again", steps: []), of: "amy")
        // A phrase for one action keeps a one-step shortcut named after the action: "Order
        // coffee" said alone is still the app's request, not the person's large latte.
        try phrases.add("my usual", for: PersonPhrasesTests.usual, of: "amy")
        #expect(try library.shortcuts(of: "amy").contains { $0.name == "Order coffee" })

        let book = try phrases.book(of: "amy")
        #expect(book.phrase(matching: "good morning")?.target == .shortcut("morning"))
        #expect(book.phrase(matching: "run my good morning shortcut")?.target == .shortcut("morning"))
        #expect(book.phrase(matching: "order coffee") == nil)
        // A core command and an app's own shortcut phrase run the shortcut only when asked for.
        #expect(book.phrase(matching: "cancel") == nil)
        #expect(book.phrase(matching: "run cancel")?.target == .shortcut("stop-all"))
        #expect(book.phrase(matching: "latte again") == nil)
        #expect(book.phrase(matching: "run latte again")?.target == .shortcut("again"))
        #expect(book.sayings == ["my usual", "Good morning"])
        // Another person's shortcuts are not in amy's book, nor amy's in theirs.
        #expect(try phrases.book(of: "ben").phrase(matching: "good morning") == nil)
    }

    @Test func helpAddsWhatThePersonCanSayToRunTheirShortcuts() async {
        let kit = ShortcutTestKit()
        let book = PersonalPhraseBook(
            [PersonalPhrase(phrase: "coffee time", target: .shortcut("latte"))],
            shortcutNames: [
                .init(name: "Good morning", shortcut: "morning"), .init(name: "Running late", shortcut: "late"),
            ])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let help = await kit.assistant.respond(to: "what can you do", in: &session, phrases: book, context: context)
        #expect(help.count == 2)
        #expect(
            help.last?.speech
                == "Your own shortcuts run when you say them: \"coffee time\", \"Good morning\", or \"Running late\".")
        let four = PersonalPhraseBook(
            book.sayings.map { PersonalPhrase(phrase: $0, target: .shortcut($0)) }
                + [PersonalPhrase(phrase: "tea time", target: .shortcut("tea"))])
        let more = await kit.assistant.respond(to: "help", in: &session, phrases: four, context: context)
        #expect(more.last?.speech.hasSuffix("\"Running late\", and more.") == true)
        let none = await kit.assistant.respond(
            to: "what can you do", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(none.count == 1)
    }

    /// A run waiting for a number that hears the name of another of the person's shortcuts
    /// drops the run for that one, as a request is dropped for another said mid-question; an
    /// answer it can read is still its answer.
    @Test func anotherShortcutsNameAtAQuestionItCannotAnswerRunsThatOne() async {
        let late = Shortcut(
            id: "late", name: "Running late",
            steps: [
                .builtIn("minutes", .askForInput, ["prompt": .text("How many minutes?"), "type": .text("number")]),
                .builtIn("show", .showResult, ["text": .text("{minutes} minutes late")]),
            ])
        let hello = Shortcut(
            id: "hello", name: "Hello", steps: [.builtIn("show", .showResult, ["text": .text("Hello!")])])
        let kit = ShortcutTestKit(shortcuts: [late, hello])
        let book = PersonalPhraseBook(shortcutNames: [
            .init(name: "Running late", shortcut: "late"), .init(name: "Hello", shortcut: "hello"),
        ])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        #expect(await kit.assistant.run(shortcut: late, in: &session, context: context).speech == ["How many minutes?"])
        let unread = await kit.assistant.respond(to: "soon", in: &session, phrases: book, context: context)
        #expect(unread.first?.speech == "Sorry, I didn't catch that. How many minutes?")
        let other = await kit.assistant.respond(to: "run hello", in: &session, phrases: book, context: context)
        #expect(other.map(\.speech) == ["Hello!"])
        #expect(session.run == nil)
        _ = await kit.assistant.respond(to: "running late", in: &session, phrases: book, context: context)
        let answered = await kit.assistant.respond(to: "10", in: &session, phrases: book, context: context)
        #expect(answered.map(\.speech) == ["10 minutes late"])
    }

    @Test func askedWhatTheirShortcutsAreThePersonHearsEveryOne() async {
        let kit = ShortcutTestKit()
        let book = PersonalPhraseBook(
            [PersonalPhrase(phrase: "coffee time", target: .shortcut("latte"))],
            shortcutNames: [
                .init(name: "Good morning", shortcut: "morning"), .init(name: "Running late", shortcut: "late"),
                .init(name: "Tea", shortcut: "tea"),
            ])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let listed = await kit.assistant.respond(
            to: "What are my shortcuts?", in: &session, phrases: book, context: context)
        #expect(
            listed.map(\.speech) == ["You can say \"coffee time\", \"Good morning\", \"Running late\", and \"Tea\"."])
        let none = await kit.assistant.respond(
            to: "list my phrases", in: &session, phrases: PersonalPhraseBook(), context: context)
        #expect(none.first?.speech.hasPrefix("You have no shortcuts yet.") == true)
    }

    @Test func aShortcutThePersonHasNotIsSaidSo() async {
        let kit = ShortcutTestKit()
        var session = AssistantSession(id: "s")
        let responses = await kit.assistant.respond(
            to: "run my heading out shortcut", in: &session, phrases: PersonalPhraseBook(),
            context: ShortcutTestKit.context())
        #expect(
            responses.map(\.speech) == [
                "You have no shortcut called \"heading out\". Say \"what are my shortcuts\" to hear them."
            ])
    }

    // Before: "You have no shortcut called "evening"", to a person with two shortcuts of that name.
    @Test func aNameTwoShortcutsShareIsSaidToBeSharedAndRunsNeither() async {
        let kit = ShortcutTestKit()
        let book = PersonalPhraseBook(
            shortcutNames: [
                .init(name: "Evening", shortcut: "evening"), .init(name: "evening!", shortcut: "evening2"),
                .init(name: "Good morning", shortcut: "morning"),
            ])
        let context = ShortcutTestKit.context()
        let shared =
            "Two of your shortcuts are called \"Evening\" (evening and evening2), so I can't tell which one you "
            + "mean. Give one of them a phrase of its own, or another name, and say that instead."
        for text in ["run evening", "run my evening shortcut", "start the shortcut called Evening", "evening"] {
            var session = AssistantSession(id: "s")
            let responses = await kit.assistant.respond(to: text, in: &session, phrases: book, context: context)
            #expect(responses.map(\.speech) == [shared], "\(text)")
        }
        #expect(book.sharedName(in: "run good morning") == nil)
        #expect(book.sharedName(in: "run my heading out shortcut") == nil)
    }

    @Test func helpWhileAQuestionIsOpenIsAboutTheQuestion() async {
        let kit = ShortcutTestKit(understanding: AssistantTests.LatteUnderstanding())
        let book = PersonalPhraseBook(shortcutNames: [.init(name: "Good morning", shortcut: "morning")])
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        _ = await kit.assistant.respond(to: "order a latte", in: &session, phrases: book, context: context)
        let help = await kit.assistant.respond(to: "help", in: &session, phrases: book, context: context)
        #expect(help.count == 1)
        #expect(help.first?.speech.contains("Good morning") == false)
    }
}
