import ArgumentParser
import ErrandCommands
import Foundation
import Testing

/// Deleting a shortcut that others run says which of their steps will stop.
struct ShortcutsDeleteCallersTests {
    // Before: "deleted 'Usual latte' (usual-latte)" and nothing else; "Good morning" then
    // stopped at its Caffeinated step on its next run, with no warning.
    @Test func deletingAShortcutAnotherRunsNamesTheStepThatWillStop() throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let person = ["--user", "amy", "--state", state.path]
        let file = ShortcutsCommandTests.examples.appendingPathComponent("morning.shortcut").path
        _ = try ShortcutsImport.parse([file] + person).output()
        #expect(
            try ShortcutsDelete.parse(["Usual latte"] + person).output()
                == "deleted 'Usual latte' (usual-latte)\n  warning: 'Good morning' (morning), step \"coffee\" runs "
                + "'Usual latte', so a run of it now stops there; import 'Usual latte' again, or change that step")
        #expect(try ShortcutsDelete.parse(["morning"] + person).output() == "deleted 'Good morning' (morning)")
    }
}
