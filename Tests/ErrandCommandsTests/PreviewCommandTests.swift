import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

/// `--preview` tries a manifest before its handler is written, in a conversation and in a
/// shortcut alike; what it previews did nothing, so it never becomes a donation.
struct PreviewCommandTests {
    static let plants = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Preview/plants.yaml").path
    static let coffee = TestData.repositoryRoot.appendingPathComponent("Examples/coffee.yaml").path

    static func state() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("errand-preview-\(UUID().uuidString)")
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aPreviewedActionIsNotDonatedButARealOneIs() async throws {
        let state = Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let chat = try await ErrandProcess.run(
            [
                "chat", "--catalog", Self.plants, "--catalog", Self.coffee, "--preview", "--user", "amy", "--state",
                state.path, "--voice-only", "--now", "2026-11-24T09:00:00Z",
            ], input: "water the fern\norder a latte\nyes\n")
        #expect(chat.output.hasPrefix("assistant: OK. Done.\n"))
        #expect(chat.output.hasSuffix("assistant: OK. Ordering. It will be ready in five minutes.\n"))
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.donations(of: "amy", app: "com.example.plants").isEmpty)
        #expect(try store.donations(of: "amy", app: "com.example.coffee").count == 1)
    }

    @Test(.enabled(if: ErrandProcess.executable != nil, "the errand executable is not built"))
    func aShortcutRunsAPreviewedAppsStep() async throws {
        let state = Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let common = ["--catalog", Self.plants, "--user", "amy", "--state", state.path]
        let created = try await ErrandProcess.run(
            ["shortcuts", "create", "Plant care", "--step", "water the cactus"] + common, input: "")
        #expect(created.status == 0)
        let previewed = try await ErrandProcess.run(
            ["shortcuts", "run", "Plant care", "--preview", "--voice-only"] + common, input: "")
        #expect(previewed.output == "assistant: OK. Done.\n")
        #expect(previewed.status == 0)
        let unhandled = try await ErrandProcess.run(
            ["shortcuts", "run", "Plant care", "--voice-only"] + common, input: "")
        #expect(unhandled.output == "assistant: Sorry, that app isn't available here, so nothing was done.\n")
        #expect(unhandled.status == 1)
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.donations(of: "amy", app: "com.example.plants").isEmpty)
    }
}
