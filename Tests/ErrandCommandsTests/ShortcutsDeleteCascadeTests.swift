import ArgumentParser
import Foundation
import Testing

@testable import ErrandCommands

/// Deleting a shortcut deletes its automations and phrases; the command says so.
struct ShortcutsDeleteCascadeTests {
    // Before, `shortcuts delete` printed only "deleted 'Order my usual' (usual)" and the
    // person's 07:30 automation and their phrase were gone without a word.
    @Test func deletingAShortcutNamesTheAutomationsAndPhrasesThatWentWithIt() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let person = ["--user", "amy", "--state", state.path]
        for (id, at) in [("coffee", "07:30"), ("late-coffee", "10:00")] {
            _ = try await AutomationCommandsTests.run(
                AutomationsCommand.Add.self, ["--shortcut", "usual", "--id", id, "--at", at], state: state)
        }
        _ = try await PhrasesAdd.parse(["coffee time", "--shortcut", "usual"] + person).perform()
        #expect(
            try ShortcutsDelete.parse(["usual"] + person).output()
                == "deleted 'Order my usual' (usual); with it went its automations coffee, late-coffee and its "
                + "phrase 'coffee time'")
        #expect(
            try await AutomationCommandsTests.run(AutomationsCommand.List.self, [], state: state) == [
                "amy has no automations"
            ])
    }
}
