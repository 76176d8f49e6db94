import ErrandShortcuts
import Foundation
import Testing

/// The words of a `shortcuts create` step that start with a built-in verb (say, show, ask,
/// wait, run) are read as that built-in, never corrected as a typing slip into an app's action,
/// and a step that lacks what its verb needs says what it lacks.
struct ShortcutsCreateStepWordsTests {
    static func create(_ steps: [String], name: String = "T", state: URL) async -> String {
        await ShortcutsCreateCommandTests.failure {
            try await ShortcutsCreateCommandTests.create([name] + steps.flatMap { ["--step", $0] }, state: state)
        }
    }

    /// "say done" is Show result, not "pay done" (a payment to someone named Done).
    @Test func aBuiltInVerbIsNeverRespelledIntoAnAppsAction() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = await Self.create(["say done", "say good morning"], state: state)
        #expect(output.hasPrefix("no failure: created 'T' (t)"))
        let steps = try #require(try ShortcutsCreateCommandTests.shortcuts(in: state).first).steps
        #expect(
            steps == [
                .builtIn("show-result", .showResult, ["text": .text("done")]),
                .builtIn("show-result-2", .showResult, ["text": .text("good morning")]),
            ])
    }

    /// A typing slip is never corrected into an action that moves money: "pya amy 5 dollars"
    /// is refused, naming the slip, where a conversation would ask to confirm it.
    @Test func aSlipIsNeverCorrectedIntoAPayment() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let refused = await Self.create(["pya amy 5 dollars"], state: state)
        #expect(
            refused.hasPrefix("step 1, 'pya amy 5 dollars': it reads as Send payment only by taking 'pya' as 'pay'"))
        #expect(try ShortcutsCreateCommandTests.shortcuts(in: state).isEmpty)
    }

    @Test(arguments: [
        ("say", "step 1, 'say': needs the text to say: write it as \"say Drive safely\""),
        ("show", "step 1, 'show': needs the text to show: write it as \"show Drive safely\""),
        ("ask", "step 1, 'ask': needs the question to ask: write it as \"ask How many minutes late?\""),
        ("wait", "step 1, 'wait': needs how long to wait: write it as \"wait 30 seconds\""),
        (
            "wait forever",
            "step 1, 'wait forever': 'forever' is not a length of time to wait: give one such as \"wait 30 seconds\" "
                + "or \"wait 2 minutes\""
        ),
        (
            "wait -5 seconds",
            "step 1, 'wait -5 seconds': '-5 seconds' is not a length of time to wait: give one such as "
                + "\"wait 30 seconds\" or \"wait 2 minutes\""
        ),
        ("run", "step 1, 'run': needs the name of one of your shortcuts: write it as \"run NAME\""),
        ("run nosuch", "step 1, 'run nosuch': you have no shortcut named 'nosuch' (you have none yet)"),
    ])
    func aBuiltInStepSaysWhatItLacks(step: String, message: String) async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(await Self.create([step], state: state) == message)
        #expect(try ShortcutsCreateCommandTests.shortcuts(in: state).isEmpty)
    }
}
