import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

@testable import ErrandCommands

/// `automations add --shortcut` and `phrases add --shortcut` name a shortcut as `shortcuts run`
/// and `shortcuts delete` do: by identifier or by name.
struct ShortcutReferenceOptionTests {
    // Before, both refused "Order my usual", which `shortcuts run "Order my usual"` runs.
    @Test func aShortcutIsNamedByItsIdentifierOrItsName() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let person = ["--user", "amy", "--state", state.path]
        #expect(
            try await AutomationCommandsTests.run(
                AutomationsCommand.Add.self, ["--shortcut", "order my usual", "--id", "a", "--at", "07:30"],
                state: state) == [
                    "added automation a: Order my usual: at 07:30 every day → shortcut usual, skip if missed"
                ])
        #expect(
            try await PhrasesAdd.parse(["coffee time", "--shortcut", "Order my usual"] + person).perform().lines == [
                "added coffee time → shortcut usual"
            ])
    }

    @Test func aNameTwoShortcutsShareIsRefusedNamingBoth() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        try SQLiteStore(directory: StateDirectory(url: state)).save(
            Shortcut(id: "usual-2", name: "Order my usual", steps: []), of: "amy")
        let shared = "2 shortcuts are named 'Order my usual' (usual, usual-2); give the identifier of the one you mean"
        await #expect {
            try await AutomationCommandsTests.run(
                AutomationsCommand.Add.self, ["--shortcut", "Order my usual", "--at", "07:30"], state: state)
        } throws: { error in
            "\(error)" == "amy: " + shared
        }
        await #expect {
            try await PhrasesAdd.parse([
                "coffee time", "--shortcut", "Order my usual", "--user", "amy", "--state", state.path,
            ])
            .perform()
        } throws: { error in
            "\(error)" == "refused: " + shared
        }
    }
}
