import ArgumentParser
import ErrandCatalog
import ErrandCommands
import ErrandShortcuts
import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

/// `errand shortcuts create`: a shortcut whose steps are requests in words, each understood as
/// one app action with the values it names fixed; nothing it leaves out is guessed.
struct ShortcutsCreateCommandTests {
    static func create(_ arguments: [String], state: URL) async throws -> String {
        try await ShortcutsCreate.parse(arguments + ["--user", "amy", "--state", state.path]).output()
    }

    static func shortcuts(in state: URL) throws -> [Shortcut] {
        try SQLiteStore(directory: StateDirectory(url: state)).shortcuts(of: "amy")
    }

    static func failure(_ body: () async throws -> String) async -> String {
        do {
            return "no failure: " + (try await body())
        } catch {
            return "\(error)"
        }
    }

    @Test func eachStepIsTheActionItsWordsAskFor() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try await Self.create(
            [
                "Heading home", "--step", "text amy I'm on my way", "--step", "play some jazz", "--phrase",
                "heading out",
            ],
            state: state)
        #expect(
            output.hasPrefix("created 'Heading home' (heading-home)\nHeading home (heading-home) — say \"heading out\"")
        )
        let shortcut = try #require(try Self.shortcuts(in: state).first)
        #expect(shortcut.phrase == "heading out")
        #expect(shortcut.steps.map(\.id) == ["send-message", "play-media"])
        // The message is divided where the app takes the words, as when it is said: "amy" is
        // someone to ask about each run (two Amys), and "I'm on my way" the message.
        #expect(shortcut.steps[0].parameters["content"] == .literal(.string("I'm on my way")))
        #expect(shortcut.steps[0].parameters["recipients"] == .literal(.list([.person(Person(name: "Amy"))])))
        #expect(shortcut.steps[1].action == .app(app: "com.example.music", action: "PlayMedia"))
    }

    /// A step saying two requests is two steps, split as a conversation splits them; an "and"
    /// inside a message stays in it.
    @Test func aStepSayingTwoRequestsIsTwoSteps() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try await Self.create(
            ["Home", "--step", "text amy I'm on my way and play some jazz", "--step", "text bob salt and pepper"],
            state: state)
        #expect(output.contains("note: 'text amy I'm on my way and play some jazz' is 2 steps"))
        let steps = try #require(try Self.shortcuts(in: state).first).steps
        #expect(steps.map(\.id) == ["send-message", "play-media", "send-message-2"])
        #expect(steps[0].parameters["content"] == .literal(.string("I'm on my way")))
        #expect(steps[2].parameters["content"] == .literal(.string("salt and pepper")))
    }

    /// A date is never fixed to the day the shortcut was made: its words are kept, and read
    /// again from the moment each run starts.
    @Test func whatAStepLeavesOutIsAskedAndADateIsKeptInWords() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try await Self.create(
            ["Focus", "--step", "remind me to stretch tomorrow at 5pm", "--step", "send a message"], state: state)
        #expect(output.contains("note: step 1: 'tomorrow at 5pm' counts from the moment the shortcut runs"))
        #expect(output.contains("note: step 2 asks for its recipients each time it runs"))
        #expect(output.contains("note: step 2 takes its message from step 1's output, or asks for it"))
        let steps = try #require(try Self.shortcuts(in: state).first).steps
        #expect(steps[0].parameters.keys.sorted() == ["due", "title"])
        #expect(steps[0].parameters["due"] == .text("tomorrow at 5pm"))
        #expect(steps[1].parameters.isEmpty)
    }

    /// Run a day later than it was made, "tomorrow" is the day after the run.
    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aDateInAStepMeansTheDayItRuns() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.create(
            ["Ahead", "--step", "what's on my calendar tomorrow", "--step", "remind me to stretch tomorrow at 5pm"],
            state: state)
        let run = try await ErrandProcess.run(
            ["shortcuts", "run", "ahead", "--user", "amy", "--state", state.path, "--now", "2026-11-24T09:00:00Z"]
                + ["--voice-only"], input: "")
        #expect(
            run.output == """
                assistant: Tomorrow you have nothing on your calendar.
                assistant: OK. I added "stretch" to your inbox list, due tomorrow at five PM.

                """)
    }

    /// What no app takes may be one of the built-in actions: wait, show or say, ask, and run
    /// one of the person's shortcuts (which "run NAME" always is, naming one).
    @Test func stepsNoAppTakesMayBeBuiltInActions() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.create(["Hello", "--step", "say Hello there"], state: state)
        _ = try await Self.create(
            [
                "Late", "--step", "ask me How many minutes late?", "--step", "text bob", "--step", "wait for 2 seconds",
                "--step", "run my hello shortcut", "--step", "show my schedule",
            ], state: state)
        let late = try #require(try Self.shortcuts(in: state).first { $0.name == "Late" })
        #expect(
            late.steps.map(\.id) == ["ask-for-input", "send-message", "wait", "run-shortcut", "show-schedule"])
        #expect(late.steps[0].parameters == ["prompt": .text("How many minutes late?")])
        #expect(late.steps[2].parameters == ["seconds": .literal(.decimal(2))])
        #expect(late.steps[3].parameters == ["shortcut": .literal(.string("hello"))])
        // "show my schedule" is the calendar's, not a text to show.
        #expect(late.steps[4].action == .app(app: "com.example.calendar", action: "ShowSchedule"))
        let hello = try #require(try Self.shortcuts(in: state).first { $0.name == "Hello" })
        #expect(hello.steps == [.builtIn("show-result", .showResult, ["text": .text("Hello there")])])
        let unknown = await Self.failure { try await Self.create(["Bad", "--step", "run goodbye"], state: state) }
        #expect(unknown == "step 1, 'run goodbye': you have no shortcut named 'goodbye' (yours are: Hello, Late)")
    }

    @Test func refusalsSayWhyAndKeepNothing() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let notUnderstood = await Self.failure {
            try await Self.create(["Sky", "--step", "play jazz", "--step", "what's the weather"], state: state)
        }
        #expect(notUnderstood.hasPrefix("step 2, 'what's the weather': not understood as a request to one of the apps"))
        let emptyStep = await Self.failure { try await Self.create(["Blank", "--step", " "], state: state) }
        #expect(emptyStep == "step 1 is empty: give what it does, as you would ask for it")
        let noSteps = await Self.failure { try await Self.create(["Empty"], state: state) }
        #expect(noSteps.contains("a shortcut needs at least one step"))
        let reserved = await Self.failure {
            try await Self.create(["Yes", "--step", "play jazz", "--phrase", "yes"], state: state)
        }
        #expect(reserved.hasPrefix("refused: the phrase 'yes'"))
        // A step the validator refuses is named as the person gave it, not by its place in the
        // shortcut's document (`shortcuts[0].steps[1] (step "wait")`).
        let tooLong = await Self.failure {
            try await Self.create(["Late", "--step", "play jazz", "--step", "wait 2 hours"], state: state)
        }
        #expect(tooLong.hasPrefix("refused: step 2, 'wait 2 hours', parameter 'seconds': "))
        #expect(try Self.shortcuts(in: state).isEmpty)
    }

    @Test func aNameTakenIsRefusedUnlessReplacing() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.create(["Music", "--step", "play jazz"], state: state)
        let taken = await Self.failure { try await Self.create(["music", "--step", "pause the music"], state: state) }
        #expect(
            taken
                == "refused: amy already has a shortcut 'Music' (music); give this one another name, or --replace to replace it"
        )
        let replaced = try await Self.create(["music", "--step", "pause the music", "--replace"], state: state)
        #expect(replaced.hasPrefix("replaced 'music' (music)"))
        let kept = try Self.shortcuts(in: state)
        #expect(kept.count == 1)
        #expect(kept.first?.steps.first?.action == .app(app: "com.example.music", action: "PausePlayback"))
    }

    @Test func aNameThatIsARequestOfItsOwnIsRunByAskingForIt() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try await Self.create(["Cancel", "--step", "pause the music"], state: state)
        #expect(output.contains("note: 'Cancel' is also a request of its own, so say \"run Cancel\" to run it"))
    }

    /// Made on the command line, the shortcut runs in a conversation by its name, and help
    /// says so.
    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aCreatedShortcutRunsByItsNameInChat() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.create(["Heading home", "--step", "text amy I'm on my way"], state: state)
        let chat = try await ErrandProcess.run(
            ["chat", "--user", "amy", "--state", state.path, "--voice-only", "--now", "2026-11-24T09:00:00Z"],
            input: "help\nrun my heading home shortcut\nAmy Lee\nyes\n")
        #expect(
            chat.output.hasSuffix(
                """
                assistant: Your own shortcuts run when you say them: "Heading home".
                assistant: Which Amy? Amy Lee or Amy Chen?
                options: Amy Lee | Amy Chen
                assistant: Send "I'm on my way" to Amy Lee?
                assistant: Sent.

                """))
    }

    @Test func createIsASubcommandOfShortcuts() throws {
        let command = try Errand.parseAsRoot(["shortcuts", "create", "X", "--step", "play jazz"])
        #expect(command is ShortcutsCreate)
    }
}
