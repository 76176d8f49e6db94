import ErrandTestSupport
import Foundation
import Testing

/// `errand chat` tells the operator on standard error why a webhook call failed; the person
/// hears only their short sentence on standard output.
struct WebhookReportCommandTests {
    // Before, nothing at all was written to standard error.
    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func anAppNotListeningIsReportedWithItsURLAndPhase() async throws {
        let scratch = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let example = TestData.repositoryRoot.appendingPathComponent("Examples/bakery-webhook.yaml")
        // NB: port 1 on loopback has no listener, so the connection is refused at once.
        let manifest = try String(contentsOf: example, encoding: .utf8)
            .replacingOccurrences(of: "http://127.0.0.1:8765/", with: "http://127.0.0.1:1/")
        let file = scratch.appendingPathComponent("bakery.yaml")
        try Data(manifest.utf8).write(to: file)
        let run = try await ErrandProcess.runCapturingErrors(
            ["chat", "--catalog", file.path, "--private", "--now", "2026-11-24T09:00:00Z"],
            input: "order 2 sourdough\n")
        #expect(run.output.contains("assistant: Sorry, the app couldn't be reached, so nothing was done."))
        #expect(
            run.errors.contains(
                "webhook com.example.bakery (http://127.0.0.1:1/errand), resolve, try 1 of 3: no connection"))
        #expect(!run.output.contains("webhook com.example.bakery"))
    }
}
