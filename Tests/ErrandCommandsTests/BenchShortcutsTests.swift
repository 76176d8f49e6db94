import ArgumentParser
import ErrandCommands
import Foundation
import Testing

struct BenchShortcutsTests {
    /// The benchmark's shortcut has fifty steps and runs to the end (a run that failed would
    /// make the command exit with an error).
    @Test func benchShortcutsRunsTheFiftyStepShortcut() async throws {
        #expect(BenchShortcuts.stepCount == 50)
        let command = try BenchShortcuts.parse(["--runs", "3"])
        try await command.run()
    }

    @Test func benchShortcutsRefusesZeroRuns() {
        #expect(throws: (any Error).self) { try BenchShortcuts.parse(["--runs", "0"]) }
    }
}
