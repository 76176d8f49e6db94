import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

@testable import ErrandCommands

/// `errand automations answer` to a prompt whose automation was turned off or removed after it
/// asked: nothing runs, the answer says why, and the prompt does not linger.
struct AutomationVoidPromptTests {
    /// Turns amy's "car" automation off after it asked, as another process would.
    static func disableCarInTheStore(state: URL) throws -> SQLiteStore {
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        var automation = try #require(try store.automation(id: "car", of: "amy"))
        automation.enabled = false
        try store.save(automation, of: "amy")
        return store
    }

    static func answer(_ promptID: String, _ answer: String, state: URL) async throws -> [String] {
        try await AutomationCommandsTests.run(
            AutomationsCommand.Answer.self,
            [promptID, answer, "--now", "2026-11-23T07:32:00-05:00", "--reply", "yes"], state: state)
    }

    /// A yes to the prompt finds none waiting, and the refusal says a prompt can be void.
    static func expectNoPrompt(_ promptID: String, state: URL) async throws {
        await #expect {
            try await answer(promptID, "yes", state: state)
        } throws: { error in
            "\(error)".contains(
                "no prompt '\(promptID)' is waiting for an answer (a prompt is answered once, and is "
                    + "void once it expires or its automation is disabled or removed)")
        }
    }

    // Before, a yes to a prompt made before the automation was disabled ran the shortcut.
    @Test func disablingAnAutomationVoidsItsPromptAndSaysSo() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let promptID = try await AutomationCommandsTests.carPrompt(state: state).id
        let disabled = try await AutomationCommandsTests.run(AutomationsCommand.Disable.self, ["car"], state: state)
        #expect(
            disabled == [
                "disabled automation car",
                "prompt \(promptID) (Run 'Coffee on the way'?) is void: it will not run",
            ])
        let listed = try await AutomationCommandsTests.run(AutomationsCommand.List.self, [], state: state)
        #expect(!listed.contains { $0.hasPrefix("waiting for an answer") })
        _ = try await AutomationCommandsTests.run(AutomationsCommand.Enable.self, ["car"], state: state)
        try await Self.expectNoPrompt(promptID, state: state)
    }

    // The automation turned off after it asked, by another process (the server): the answer
    // reads it again, runs nothing, and takes the prompt.
    @Test func aYesToThePromptOfADisabledAutomationRunsNothingAndSaysHowToProceed() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let promptID = try await AutomationCommandsTests.carPrompt(state: state).id
        let store = try Self.disableCarInTheStore(state: state)
        await #expect {
            try await Self.answer(promptID, "yes", state: state)
        } throws: { error in
            "\(error)"
                == "'Coffee on the way' did not run: its automation 'car' was disabled after it asked, so prompt "
                + "'\(promptID)' is void; to have it ask again, enable it (errand automations enable car), or run its "
                + "shortcut now (errand shortcuts run usual)"
        }
        #expect(try store.prompts(of: "amy").isEmpty)
        #expect(try store.donations(of: "amy", app: nil).isEmpty)
    }

    @Test func aNoToThePromptOfADisabledAutomationStillDismissesIt() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let promptID = try await AutomationCommandsTests.carPrompt(state: state).id
        let store = try Self.disableCarInTheStore(state: state)
        let answered = try await Self.answer(promptID, "no", state: state)
        #expect(answered.first?.hasPrefix("dismissed 'Coffee on the way'") == true)
        #expect(try store.prompts(of: "amy").isEmpty)
    }

    @Test func aPromptOfARemovedAutomationIsVoid() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let promptID = try await AutomationCommandsTests.carPrompt(state: state).id
        _ = try await AutomationCommandsTests.run(AutomationsCommand.Remove.self, ["car"], state: state)
        try await Self.expectNoPrompt(promptID, state: state)
    }
}
