import ErrandConversation
import Foundation
import Testing

@testable import ErrandCommands
@testable import ErrandShortcuts

/// What a person learns of a shortcut an automation runs: the report of a tick, and the
/// question put to them at the terminal.
struct AutomationRunReportTests {
    /// A state directory where amy's "usual" runs at 07:30 every day from 2026-11-22.
    static func coffeeAtHalfPastSeven() async throws -> URL {
        let state = try AutomationCommandsTests.state()
        _ = try await AutomationCommandsTests.run(
            AutomationsCommand.Add.self,
            ["--shortcut", "usual", "--at", "07:30", "--now", "2026-11-22T12:00:00-05:00"],
            state: state)
        return state
    }

    // Before, a screen run reported "Ready to order? OK. Ordering." — the order and its price
    // were on the card, which the report dropped; and a person saying no to the order was
    // reported as "failed", as if something broke.
    @Test(arguments: [
        (
            "yes",
            "ran 'Order my usual' (2026-11-23T07:30): Your large latte will be $3.25. Ready to order? OK. "
                + "Ordering. It will be ready in 5 minutes."
        ),
        (
            "no",
            "cancelled 'Order my usual' (2026-11-23T07:30): Your large latte will be $3.25. Ready to order? "
                + "OK, cancelled."
        ),
    ])
    func anOrderAnAutomationRunsReportsWhatItCostsAndWhatThePersonSaid(reply: String, report: String)
        async throws
    {
        let state = try await Self.coffeeAtHalfPastSeven()
        defer { try? FileManager.default.removeItem(at: state) }
        let fired = try await AutomationCommandsTests.run(
            AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00", "--reply", reply], state: state)
        #expect(fired == [report])
    }

    // Before, the person at the terminal was asked "Ready to order?" and nothing else.
    @Test func thePersonAtTheTerminalSeesTheCardTheyAreAskedAbout() {
        let response = AssistantResponse(
            kind: .confirmation, speech: "Ready to order?",
            display: DisplayCard(
                title: "Order 1 Large Latte", text: "Your large latte will be $3.25.",
                fields: [.init(label: "Price", value: "$3.25")]))
        let automation = Automation(id: "a", shortcutID: "usual", trigger: .deviceEvent("car"), name: "Coffee")
        let shortcut = Shortcut(id: "usual", name: "Order my usual", steps: [])
        #expect(
            TerminalAutomationAnswers.question([response], shortcut: shortcut, automation: automation)
                == """
                Coffee: Ready to order?
                  ┌ Order 1 Large Latte
                  │ Your large latte will be $3.25.
                  │ Price: $3.25
                """)
    }

    // A voice-only run already says it all; its report is the speech.
    @Test func aVoiceOnlyReportIsTheSpeech() {
        let response = AssistantResponse(kind: .confirmation, speech: "Your large latte comes to three dollars. Ready?")
        #expect(AutomationShortcutRunner.told(response, modality: .voiceOnly) == response.speech)
    }
}

extension AutomationRunReportTests {
    // Before, a tick with --now before the last one printed "nothing fired" and no reason.
    @Test func aTickBeforeTheLastOneSaysWhyNothingFired() async throws {
        let state = try await Self.coffeeAtHalfPastSeven()
        defer { try? FileManager.default.removeItem(at: state) }
        let tick = { (now: String) in
            try await AutomationCommandsTests.run(AutomationsCommand.Tick.self, ["--now", now], state: state)
        }
        #expect(try await tick("2026-11-23T07:00:00-05:00") == ["nothing fired"])
        #expect(try await tick("2026-11-23T07:20:00-05:00") == ["nothing fired"])
        await #expect {
            _ = try await tick("2026-11-23T07:10:00-05:00")
        } throws: { error in
            "\(error)".hasPrefix(
                "nothing fired; --now is before the last tick, 2026-11-23T07:20:00-05:00: times of day up to then "
                    + "are not looked at again")
        }
    }
}
