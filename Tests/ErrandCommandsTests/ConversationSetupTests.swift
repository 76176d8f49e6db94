import ErrandConversation
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// The manifests a conversation runs with: apps handled in-process without Swift code here are
/// named in one note, not one line each.
struct ConversationSetupTests {
    @Test func appsWithoutAHandlerAreNamedInOneNote() throws {
        let setup = try ConversationSetup(
            catalogPaths: [TestData.repositoryRoot.appendingPathComponent("Examples").path])
        let notes = setup.warnings.filter { $0.hasPrefix("note:") }
        #expect(notes.count == 1)
        #expect(notes.first?.contains("com.example.awebreath") == true)
        #expect(notes.first?.contains("com.example.coffee") == false)
        #expect(setup.handlers.handler(for: "com.example.coffee") != nil)
    }

    @Test func oneAppWithoutAHandlerIsNamedAlone() {
        #expect(ConversationSetup.note(unhandled: []).isEmpty)
        #expect(
            ConversationSetup.note(unhandled: ["com.example.a"]) == [
                "note: com.example.a is handled in-process and has no Swift handler here: "
                    + "its actions are understood but not done; try them with `errand chat --preview`"
            ])
    }

    /// With `--preview`, an app that has no handler here is answered by the manifest's rules
    /// alone, and one note says so.
    @Test func previewedAppsHaveAStandInHandlerAndANote() throws {
        let plants = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Preview/plants.yaml").path
        let plain = try ConversationSetup(catalogPaths: [plants])
        #expect(plain.handlers.handler(for: "com.example.plants") == nil)
        let previewed = try ConversationSetup(catalogPaths: [plants], previewing: true)
        #expect(previewed.handlers.handler(for: "com.example.plants") is PreviewHandler)
        #expect(
            previewed.warnings == [
                "note: previewing com.example.plants (no handler here): values are resolved by the manifest's rules "
                    + "alone, and nothing is done"
            ])
    }
}
