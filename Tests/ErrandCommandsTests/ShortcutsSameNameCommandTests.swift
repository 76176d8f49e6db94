import ArgumentParser
import ErrandCatalog
import ErrandCommands
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// `errand shortcuts` when shortcuts share a name: an import keeps the person's steps running
/// what they ran, and says so; export refuses a shared name at the step, naming the person.
struct ShortcutsSameNameCommandTests {
    static let helper = Shortcut(id: "h1", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("his")])])

    static func runs(_ id: String, _ reference: String) -> Shortcut {
        Shortcut(
            id: id, name: id.capitalized,
            steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string(reference))])])
    }

    /// A state directory where ben has `shortcuts`, saved as they are.
    static func state(with shortcuts: [Shortcut]) throws -> (URL, SQLiteStore) {
        let url = ShortcutsCommandTests.temporaryDirectory()
        let store = try SQLiteStore(directory: StateDirectory(url: url))
        for shortcut in shortcuts { try store.save(shortcut, of: "ben") }
        return (url, store)
    }

    @Test func importingAShortcutOfANameBensStepsRunKeepsThemRunningHisAndSaysSo() throws {
        let (state, store) = try Self.state(with: [Self.helper, Self.runs("wake", "Helper")])
        defer { try? FileManager.default.removeItem(at: state) }
        let file = state.appendingPathComponent("helper.shortcut")
        let theirs = Shortcut(id: "h9", name: "helper", steps: [.builtIn("hi", .showResult, ["text": .text("new")])])
        try ShareFileExporter.shareFile(of: [theirs]).encoded().write(to: file)
        let output = try ShortcutsImport.parse([file.path, "--user", "ben", "--state", state.path]).output()
        #expect(
            output == """
                imported 'helper' (h9)
                  warning: shortcut 'helper' (h9) has the name of your shortcut 'Helper' (h1); a name two of your \
                shortcuts share runs neither of them by name; rename one: `errand shortcuts export h9 --output \
                FILE`, edit its "name", then `errand shortcuts import FILE --replace`
                  kept: 'Wake' (wake), step "go": Run shortcut 'Helper' now gives the identifier 'h1', the shortcut \
                it ran, as the name alone would no longer find only that one (it also names h9)
                """)
        let reference = try #require(try store.shortcut(id: "wake", of: "ben")?.steps[0].runShortcutReference)
        #expect(try store.onlyShortcut(named: reference, of: "ben") == Self.helper)
        #expect(try store.shortcut(id: "h9", of: "ben") == theirs)
        // Importing it again pins nothing more: the step already gives the identifier.
        let again = try ShortcutsImport.parse([file.path, "--user", "ben", "--state", state.path]).output()
        #expect(
            again.hasPrefix(
                "imported 'helper' (h9-2) — you already have a shortcut 'h9', so this one is 'h9-2'\n"
                    + "  warning: shortcut 'helper' (h9-2) has the name of your shortcut "))
        #expect(!again.contains("kept:"))
    }

    // Export refuses a name two shortcuts share inside the shortcut, at the step and with what
    // to do, prefixed with the person as `show` and `run` refuse the name given to them.
    @Test func exportingAShortcutThatRunsASharedNameIsRefusedAtTheStep() throws {
        let other = Shortcut(id: "h2", name: "helper", steps: [])
        let (state, _) = try Self.state(with: [Self.helper, other, Self.runs("main", "Helper")])
        defer { try? FileManager.default.removeItem(at: state) }
        #expect {
            try ShortcutsExport.parse(["Main", "--user", "ben", "--state", state.path]).shareFile()
        } throws: { error in
            "\(error)"
                == "ben: step 'go' of 'Main' runs the shortcut 'Helper', but 2 of your shortcuts have that name "
                + "(h1, h2), so a run stops there; give the step the identifier of the one it means, or delete the "
                + "others (errand shortcuts delete ID), before sharing"
        }
        #expect {
            try ShortcutsExport.parse(["helper", "--user", "ben", "--state", state.path]).shareFile()
        } throws: { error in
            "\(error)" == "ben: 2 shortcuts are named 'helper' (h1, h2); give the identifier of the one you mean"
        }
    }
}
