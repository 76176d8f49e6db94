import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// `errand shortcuts run` and `errand chat --user`, driven through standard input: a shortcut
/// runs by a tap and by the person's phrase through the same conversation.
struct ShortcutsRunCommandTests {
    static let usual = Shortcut(
        id: "usual", name: "Order my usual",
        steps: [
            .app(
                "order", "com.example.coffee", "OrderCoffee",
                [
                    "coffee": .literal(.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))),
                    "size": .literal(.enumCase("large")),
                ])
        ])

    /// A state directory where amy has the usual coffee shortcut and the phrase "coffee time".
    static func state() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-run-\(UUID().uuidString)")
        let store = try SQLiteStore(directory: StateDirectory(url: url))
        try store.save(usual, of: "amy")
        try store.savePhrase(
            StoredPhrase(phrase: "coffee time", shortcutID: "usual", updatedAt: Date()), of: "amy", replacing: nil)
        return url
    }

    /// Doubles its input, and shows the result.
    static let twice = Shortcut(
        id: "twice", name: "Twice", inputType: .integer,
        steps: [
            .builtIn(
                "double", .calculate,
                ["a": .input(property: nil), "operator": .literal(.string("*")), "b": .literal(.integer(2))]),
            .builtIn("show", .showResult),
        ])

    /// Ends with a Stop step that carries a result, after a Show result.
    static let early = Shortcut(
        id: "early", name: "Early",
        steps: [
            .builtIn("show", .showResult, ["text": .text("Starting")]),
            .builtIn("stop", .stop, ["result": .text("Stopped early")]),
            .builtIn("never", .showResult, ["text": .text("Never shown")]),
        ])

    /// Ends normally on a step whose output is never shown.
    static let quiet = Shortcut(
        id: "quiet", name: "Quiet", steps: [.builtIn("text", .text, ["text": .text("Kept to itself")])])

    static func errand(_ arguments: [String], input: String) async throws -> (output: String, status: Int32) {
        try await ErrandProcess.run(arguments, input: input)
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aShortcutRunsByATapAndAsksItsOrderConfirmationOnce() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--user", "amy", "--state", state.path, "--voice-only", "--now", "2026-11-24T09:00:00Z"]
        let run = try await Self.errand(["shortcuts", "run", "Order my usual"] + common, input: "yes\n")
        #expect(
            run.output == """
                assistant: Your large latte will be three dollars twenty-five. Ready to order?
                assistant: OK. Ordering. It will be ready in five minutes.

                """)
        #expect(run.status == 0)
        // Standard input ends before the answer: nothing is ordered, and the exit status says so.
        let unanswered = try await Self.errand(["shortcuts", "run", "usual"] + common, input: "")
        #expect(unanswered.output.hasSuffix("Ready to order?\n"))
        #expect(unanswered.status == 1)
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func thePersonsPhraseRunsTheirShortcutInChat() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let chat = try await Self.errand(
            ["chat", "--user", "amy", "--state", state.path, "--voice-only", "--now", "2026-11-24T09:00:00Z"],
            input: "Coffee time!\nyes\n")
        #expect(
            chat.output == """
                assistant: Your large latte will be three dollars twenty-five. Ready to order?
                assistant: OK. Ordering. It will be ready in five minutes.

                """)
        #expect(chat.status == 0)
        // The order was donated to amy's suggestions.
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.donations(of: "amy", app: "com.example.coffee").count == 1)
        // Standard input ends at the shortcut's question: nothing more is ordered, and the exit
        // status says so, as `shortcuts run` does.
        let unanswered = try await Self.errand(
            ["chat", "--user", "amy", "--state", state.path, "--voice-only", "--now", "2026-11-24T09:00:00Z"],
            input: "coffee time\n")
        #expect(unanswered.output.hasSuffix("Ready to order?\n"))
        #expect(unanswered.status == 1)
        #expect(try store.donations(of: "amy", app: "com.example.coffee").count == 1)
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aShortcutThatUsesItsInputSaysSoWhenNoneIsGiven() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        try SQLiteStore(directory: StateDirectory(url: state)).save(Self.twice, of: "amy")
        let common = ["--user", "amy", "--state", state.path, "--voice-only"]
        let refused = try await ErrandProcess.runCapturingErrors(["shortcuts", "run", "Twice"] + common)
        #expect(refused.output.isEmpty)
        #expect(
            refused.errors.contains(
                "'Twice' (twice) takes an input and none was given (its input type is integer); "
                    + "give one with --input VALUE"))
        #expect(refused.status == 1)
        let doubled = try await Self.errand(["shortcuts", "run", "Twice", "--input", "21"] + common, input: "")
        #expect(doubled.output == "assistant: 42\n")
        #expect(doubled.status == 0)
        // NB: a negative input is the input, not an option: it was "Missing value for '--input'".
        let negative = try await Self.errand(["shortcuts", "run", "Twice", "--input", "-5"] + common, input: "")
        #expect(negative.output == "assistant: -10\n")
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aStopStepsResultIsTheLastTurnAndANormalEndAddsNone() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        try store.save(Self.early, of: "amy")
        try store.save(Self.quiet, of: "amy")
        let common = ["--user", "amy", "--state", state.path, "--voice-only"]
        let early = try await Self.errand(["shortcuts", "run", "Early"] + common, input: "")
        #expect(early.output == "assistant: Starting\nassistant: Stopped early\n")
        #expect(early.status == 0)
        let quiet = try await Self.errand(["shortcuts", "run", "Quiet"] + common, input: "")
        #expect(quiet.output.isEmpty)
        #expect(quiet.status == 0)
    }

    // A result of several lines keeps the line format a script reads: each line of it after the
    // first is indented under its turn, a blank one too, so no line of it reads as a turn.
    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aResultOfSeveralLinesKeepsTheLineFormat() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let list = Shortcut(
            id: "list", name: "List",
            steps: [.builtIn("show", .showResult, ["text": .text("Groceries:\nassistant: milk\n\neggs")])])
        try SQLiteStore(directory: StateDirectory(url: state)).save(list, of: "amy")
        let run = try await Self.errand(
            ["shortcuts", "run", "List", "--user", "amy", "--state", state.path], input: "")
        #expect(
            run.output == """
                assistant: Groceries:
                  assistant: milk
                \("  ")
                  eggs
                display: | Groceries:
                  assistant: milk
                \("  ")
                  eggs |

                """)
        #expect(run.status == 0)
    }
}
