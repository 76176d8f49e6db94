import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation
import Testing

/// Hostile or mistaken shortcuts end quickly with a clear error, never a hang or a crash.
struct ShortcutLimitTests {
    // The body is a zero-second Wait, which the test clock records: how many waits were asked
    // for is how many times the body ran, a count rather than a time.
    static let countedBody = [ShortcutStep.builtIn("w", .wait, ["seconds": .literal(.integer(0))])]

    @Test func aHugeRepeatIsRefusedBeforeItStarts() async throws {
        let kit = ShortcutTestKit()
        let error = try? await kit.failure([
            .builtIn("r", .repeat, ["count": .literal(.integer(1_000_000_000))], body: Self.countedBody)
        ])
        #expect(error?.message == "step 'r' (Repeat): `count` is 1000000000, more than the 10000 repeats a run allows")
        #expect(kit.clock.waits.isEmpty)
    }

    // A count past what an `Int` holds (a number a person typed, 1e19) once stopped the
    // program while the error was being worded.
    @Test(arguments: [(1e19, "1e+19"), (.infinity, "inf")])
    func aCountPastAnyNumberIsRefusedInWords(count: Double, written: String) async throws {
        let error = try? await ShortcutTestKit().failure([
            .builtIn("r", .repeat, ["count": .literal(.decimal(count))], body: [.builtIn("t", .text)])
        ])
        #expect(error?.message == "step 'r' (Repeat): `count` is \(written), more than the 10000 repeats a run allows")
    }

    @Test func nestedRepeatsStopAtTheStepLimit() async throws {
        let kit = ShortcutTestKit()
        let error = try? await kit.failure([
            .builtIn(
                "outer", .repeat, ["count": .literal(.integer(10_000))],
                body: [.builtIn("inner", .repeat, ["count": .literal(.integer(10_000))], body: Self.countedBody)])
        ])
        // Before: "the run went past 100000 steps and was stopped; check its Repeat counts and loops",
        // which left the person to find the loops.
        #expect(
            error?.description
                == "shortcut 'Test', the run went past 100000 steps, in Repeat 'inner' inside 'outer', and was "
                + "stopped; lower its Repeat counts or take steps out of its loops")
        #expect(error?.step == "inner")
        // 10^8 waits unstopped; the limit counts every step, so fewer than 100,000 ran.
        #expect(kit.clock.waits.count > 1000)
        #expect(kit.clock.waits.count < 100_000)
    }

    @Test func aShortcutThatRunsItselfIsACycleError() async throws {
        let loop = Shortcut(
            id: "loop", name: "Loop", steps: [.builtIn("again", .runShortcut, ["shortcut": .text("loop")])])
        let kit = ShortcutTestKit(shortcuts: [loop])
        let turn = await kit.runner.start(loop, context: ShortcutTestKit.context()).turn
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description.contains("step 'again' (Run shortcut): 'Loop' is already running (Loop → Loop)"))
        #expect(turn.speech.last?.hasPrefix("Sorry, the shortcut stopped: shortcut 'Loop', step 'again'") == true)
    }

    @Test func deepRunShortcutChainsStopAtTheDepthLimit() async throws {
        // s0 runs s1, which runs s2, … s19: no cycle, but deeper than 8.
        let chain = (0..<20).map { index in
            Shortcut(
                id: "s\(index)", name: "Step \(index)",
                steps: [.builtIn("next", .runShortcut, ["shortcut": .text("s\(index + 1)")])])
        }
        let kit = ShortcutTestKit(shortcuts: chain)
        let turn = await kit.runner.start(chain[0], context: ShortcutTestKit.context()).turn
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message.contains("shortcuts run inside each other more than 8 deep"))
        #expect(error.shortcut == "Step 7")
    }

    @Test func deepNestingIsRefusedWhenTheShortcutStarts() async throws {
        var step = ShortcutStep.builtIn("leaf", .text)
        for depth in 0..<100 {
            step = .builtIn("if\(depth)", .if, ["condition": .text("hasNoValue")], then: [step])
        }
        let kit = ShortcutTestKit()
        let error = try await kit.failure([step])
        #expect(error.message.contains("steps nest more than 64 deep"))
    }

    @Test func aLongWaitIsRefused() async throws {
        let kit = ShortcutTestKit()
        let error = try await kit.failure([.builtIn("w", .wait, ["seconds": .literal(.integer(86_400))])])
        #expect(error.message == "step 'w' (Wait): `seconds` is 86400; a Wait lasts from 0 to 3600 seconds")
        #expect(kit.clock.waits.isEmpty)
    }

    // A text doubled in a Repeat of 40 (four steps, each within every limit) took all the
    // memory there was and crashed the process ("failed to allocate 2692743104 bytes"), in
    // `shortcuts run`, in `chat` and in automations alike.
    @Test func aTextDoubledInARepeatStopsAtTheTextLimit() async throws {
        let kit = ShortcutTestKit()
        let error = try await kit.failure([
            .builtIn("init", .setVariable, ["name": .literal(.string("x")), "value": .text("ab")]),
            .builtIn(
                "r", .repeat, ["count": .literal(.integer(40))],
                body: [
                    .builtIn("grow", .setVariable, ["name": .literal(.string("x")), "value": .text("{var:x}{var:x}")])
                ]
            ),
        ])
        #expect(
            error.message
                == "step 'grow' (Set variable): `value` would be a text of more than 1000000 bytes, the most a run "
                + "writes; is a Repeat making it longer each time?")
        // NB: 2 bytes doubled 19 times is 1,048,576: the 19th doubling is the first refused.
        var limits = ShortcutLimits()
        limits.maximumTextLength = 2_000_000
        let roomier = try await ShortcutTestKit(limits: limits).failure([
            .builtIn("init", .setVariable, ["name": .literal(.string("x")), "value": .text("ab")]),
            .builtIn(
                "r", .repeat, ["count": .literal(.integer(40))],
                body: [
                    .builtIn("grow", .setVariable, ["name": .literal(.string("x")), "value": .text("{var:x}{var:x}")])
                ]
            ),
        ])
        #expect(roomier.message.contains("more than 2000000 bytes"))
    }

    /// A text within the limit is written whole: 2 bytes doubled 18 times are 524,288.
    @Test func aLongTextWithinTheLimitIsWritten() async throws {
        let result = try await ShortcutTestKit().result([
            .builtIn("init", .setVariable, ["name": .literal(.string("x")), "value": .text("ab")]),
            .builtIn(
                "r", .repeat, ["count": .literal(.integer(18))],
                body: [
                    .builtIn("grow", .setVariable, ["name": .literal(.string("x")), "value": .text("{var:x}{var:x}")])
                ]
            ),
            .builtIn("t", .text, ["text": .text("{var:x}")]),
        ])
        guard case .value(.string(let text)) = result else {
            Issue.record("expected a text, got \(result)")
            return
        }
        #expect(text.utf8.count == 524_288)
    }

    @Test func tighterLimitsApply() async throws {
        var limits = ShortcutLimits()
        limits.maximumStepsPerRun = 10
        let kit = ShortcutTestKit(limits: limits)
        let error = try await kit.failure([
            .builtIn("r", .repeat, ["count": .literal(.integer(20))], body: [.builtIn("t", .text)])
        ])
        #expect(error.message.contains("went past 10 steps"))
    }
}
