import Foundation
import Testing

/// `errand chat` without `--user` is the same person every other command means by default:
/// the shortcuts made with `errand shortcuts create` run in it, and what is done in it is
/// donated to the suggestions `errand suggest` shows — unless the chat is `--private`.
struct ChatDefaultPersonTests {
    static var executable: URL? { ErrandProcess.executable }

    private static func errand(_ arguments: [String], state: URL, input: String = "") async throws -> String {
        try await ErrandProcess.run(arguments + ["--state", state.path], input: input).output
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aShortcutMadeWithoutAUserRunsInAChatWithoutOne() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("errand-me-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.errand(["shortcuts", "create", "Quiet please", "--step", "pause the music"], state: state)
        let chat = try await Self.errand(
            ["chat", "--voice-only", "--now", "2026-11-24T08:00:00-05:00"], state: state,
            input: "quiet please\norder a large latte\nyes\n")
        #expect(!chat.contains("didn't understand"))
        #expect(chat.hasSuffix("assistant: OK. Ordering. It will be ready in five minutes.\n"))
        let suggested = try await Self.errand(["suggest", "--at", "2026-11-25T08:00:00-05:00"], state: state)
        #expect(suggested.contains("Order large latte"))
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aPrivateChatKeepsNothing() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("errand-private-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.errand(["shortcuts", "create", "Quiet please", "--step", "pause the music"], state: state)
        // NB: the state comes from the environment here, as --private refuses --state.
        let chat = try await ErrandProcess.run(
            ["chat", "--private", "--voice-only", "--now", "2026-11-24T08:00:00-05:00"],
            input: "quiet please\norder a large latte\nyes\n", state: state)
        #expect(chat.output.hasPrefix("assistant: Sorry, I didn't understand that."))
        let suggested = try await Self.errand(["suggest", "--at", "2026-11-25T08:00:00-05:00"], state: state)
        #expect(!suggested.contains("latte"))
        let refused = try await ErrandProcess.runCapturingErrors(["chat", "--private", "--user", "amy"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--private keeps nothing"))
    }

    /// A default state that cannot be opened leaves the conversation without the person's
    /// things, with a warning; one named by --state is refused.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aStateThatCannotOpenIsAWarningUnlessNamed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("errand-file-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let unusable = file.appendingPathComponent("state")
        let chat = try await ErrandProcess.run(
            ["chat", "--voice-only", "--now", "2026-11-24T08:00:00-05:00"], input: "order a latte\n", state: unusable)
        #expect(chat.output == "assistant: Your small latte will be two dollars fifty. Ready to order?\n")
        #expect(chat.status == 0)
        let named = try await ErrandProcess.run(["chat", "--state", unusable.path], input: "order a latte\n")
        #expect(named.output.isEmpty)
        #expect(named.status != 0)
    }
}
