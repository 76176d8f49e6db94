import ErrandTestSupport
import Foundation
import Testing

/// `errand chat` driven through standard input, as scripts drive it.
struct ChatCommandTests {
    static var executable: URL? { ErrandProcess.executable }

    static func chat(_ arguments: [String], input: String) async throws -> String {
        try await ErrandProcess.run(["chat"] + arguments, input: input).output
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aLatteIsOrderedByVoiceWithTheConfirmationAskedOnce() async throws {
        let output = try await Self.chat(
            ["--voice-only", "--now", "2026-11-24T09:00:00Z"], input: "order a latte\nyes\n")
        #expect(
            output == """
                assistant: Your small latte will be two dollars fifty. Ready to order?
                assistant: OK. Ordering. It will be ready in five minutes.

                """)
    }

    /// A phrase saved in the conversation is understood from the next turn on, and kept for
    /// the person's next conversation.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aPhraseSavedInTheConversationRunsAtOnce() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("errand-chat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--voice-only", "--user", "amy", "--state", state.path, "--now", "2026-11-24T09:00:00Z"]
        let first = try await Self.chat(
            common, input: "order a large latte\nyes\nsave that as coffee time\ncoffee time\nno\n")
        #expect(
            first == """
                assistant: Your large latte will be three dollars twenty-five. Ready to order?
                assistant: OK. Ordering. It will be ready in five minutes.
                assistant: OK. Say "coffee time" to do that again.
                assistant: Your large latte will be three dollars twenty-five. Ready to order?
                assistant: OK, cancelled.

                """)
        let next = try await Self.chat(common, input: "coffee time\n")
        #expect(next == "assistant: Your large latte will be three dollars twenty-five. Ready to order?\n")
    }

    /// A manifest tried before its handler is written: the conversation asks, refuses and
    /// confirms as the manifest says, and nothing is done.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aManifestWithoutAHandlerIsPreviewed() async throws {
        let plants = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Preview/plants.yaml").path
        let input = "water the rose\nthe cactus\nmy monstera is 42 cm tall\nlog the fern\n30\n"
        let previewed = try await Self.chat(["--catalog", plants, "--voice-only", "--preview"], input: input)
        #expect(
            previewed == """
                assistant: Sorry, rose isn't one of the choices. Which plant? Fern, Monstera, or Cactus?
                options: Fern | Monstera | Cactus
                assistant: OK. Done.
                assistant: OK.
                assistant: How tall is it now, in centimetres?
                assistant: OK.

                """)
        let unhandled = try await Self.chat(["--catalog", plants, "--voice-only"], input: "water the fern\n")
        #expect(unhandled == "assistant: Sorry, that app isn't available here, so nothing was done.\n")
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func jsonModePrintsOneObjectPerTurn() async throws {
        let output = try await Self.chat(["--json"], input: "send a message to Amy\nthe second one\nhi\nyes\nhello?\n")
        let turns = output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(
            turns.map { $0["kind"] as? String } == [
                "disambiguation", "prompt", "confirmation", "success", "notUnderstood",
            ])
        #expect(turns.first?["options"] as? [String] == ["Amy Lee", "Amy Chen"])
        #expect(turns.first?["parameter"] as? String == "recipients")
        #expect(turns.allSatisfy { $0["speech"] is String && $0["outputs"] is [String: Any] })
    }

    /// "Order my usual" is what the person's own donations say they order at this hour; another
    /// person's orders are not theirs.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func myUsualIsReadFromThePersonsOwnDonations() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("errand-usual-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        func chat(_ user: String, at now: String, _ input: String) async throws -> String {
            try await Self.chat(["--voice-only", "--user", user, "--state", state.path, "--now", now], input: input)
        }
        for day in 21...23 {
            _ = try await chat("ann", at: "2026-11-\(day)T08:00:00Z", "order a large mocha\nyes\n")
        }
        #expect(
            try await chat("ann", at: "2026-11-24T08:00:00Z", "order my usual\nno\n")
                == """
                assistant: Your large mocha will be four dollars twenty-five. Ready to order?
                assistant: OK, cancelled.

                """)
        #expect(
            try await chat("bob", at: "2026-11-24T08:00:00Z", "order my usual\ncancel\n").hasPrefix(
                "assistant: I don't know your usual yet. Which coffee?"))
    }

    /// "The same as last time" is the person's own last order, not an earlier one nor their last
    /// request of another action; "same again", first thing in a conversation, is their last
    /// request; "reorder" their last order; another person has no last time, nor last order.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func lastTimeIsThePersonsOwnLastDonation() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("errand-last-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        func chat(_ user: String, at now: String, _ input: String) async throws -> String {
            try await Self.chat(["--voice-only", "--user", user, "--state", state.path, "--now", now], input: input)
        }
        _ = try await chat("ann", at: "2026-11-23T08:00:00Z", "order a large mocha\nyes\n")
        _ = try await chat("ann", at: "2026-11-23T15:00:00Z", "order a small cappuccino\nyes\n")
        _ = try await chat("ann", at: "2026-11-23T16:00:00Z", "play kind of blue\n")
        #expect(
            try await chat("ann", at: "2026-11-24T08:00:00Z", "order the same as last time\nno\nsame again\n")
                == """
                assistant: Your small cappuccino will be three dollars. Ready to order?
                assistant: OK, cancelled.
                assistant: Playing Kind of Blue by Miles Davis.

                """)
        #expect(
            try await chat("bob", at: "2026-11-24T08:00:00Z", "order what i had last time\ncancel\n").hasPrefix(
                "assistant: I don't remember a last time yet. Which coffee?"))
        // "Reorder" is the last order, though the last request was to play music.
        #expect(
            try await chat("ann", at: "2026-11-24T08:00:00Z", "reorder\nno\n")
                == """
                assistant: Your small cappuccino will be three dollars. Ready to order?
                assistant: OK, cancelled.

                """)
        #expect(
            try await chat("bob", at: "2026-11-24T08:00:00Z", "reorder\n")
                == "assistant: Sorry, I don't remember a last order yet.\n")
    }

    /// A typed amount past what a value holds is refused in words, not a crash.
    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aHugeAmountIsRefusedInWords() async throws {
        let output = try await Self.chat(
            ["--now", "2026-11-24T09:00:00Z"], input: "send amy 100000000000000000000000 dollars\nthe first one\n")
        #expect(output.contains("too large for the amount"))
    }
}
