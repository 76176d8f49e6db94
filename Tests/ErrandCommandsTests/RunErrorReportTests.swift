import Foundation
import Testing

/// An error a subcommand meets while it runs is reported as just the error, not with the
/// usage of `errand` itself ("Usage: errand <subcommand>", which it used to print); a command
/// line that cannot be read still shows the usage of the subcommand it was for.
struct RunErrorReportTests {
    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aValueRefusedWhileRunningPrintsJustTheError() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let (_, errors, status) = try await ErrandProcess.runCapturingErrors([
            "donate", "--state", state.path, "--user", "amy", "--app", "com.example.coffee", "--action",
            "OrderCoffee", "--value", "quantity=1.5",
        ])
        #expect(status == 64)
        #expect(errors == "Error: 'quantity': '1.5' is not an integer\n")
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aCommandLineThatCannotBeReadShowsItsSubcommandsUsage() async throws {
        let (_, errors, status) = try await ErrandProcess.runCapturingErrors(["donate", "--user", "amy"])
        #expect(status == 64)
        #expect(errors.contains("Usage: errand donate"))
    }
}
