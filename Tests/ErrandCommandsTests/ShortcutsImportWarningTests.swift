import ArgumentParser
import ErrandCatalog
import ErrandCommands
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// What `errand shortcuts import` warns of while it saves: a name the person's shortcuts now
/// share, and a phrase left out, each naming the shortcuts by name and identifier.
struct ShortcutsImportWarningTests {
    static func shortcut(_ id: String, _ name: String, phrase: String? = nil) -> Shortcut {
        Shortcut(id: id, name: name, phrase: phrase, steps: [.builtIn("a", .showResult, ["text": .text(id)])])
    }

    /// A share file of `shortcuts` written in `state`.
    static func file(of shortcuts: [Shortcut], in state: URL) throws -> String {
        let file = state.appendingPathComponent("\(UUID().uuidString).shortcut")
        try ShareFileExporter.shareFile(of: shortcuts).encoded().write(to: file)
        return file.path
    }

    /// Imports a share file of `shortcuts` for ben into `state`.
    static func importing(_ shortcuts: [Shortcut], into state: URL, _ flags: [String] = []) throws -> String {
        try ShortcutsImport.parse([try file(of: shortcuts, in: state), "--user", "ben", "--state", state.path] + flags)
            .output()
    }

    // The newcomer pass imported a second "Evening" without a word; then chat ran neither by
    // the name. `create` refuses the name; an import keeps the file whole and warns instead.
    @Test func importingAShortcutOfANameBenHasWarnsThatNeitherRunsByIt() throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(
            try Self.importing([Self.shortcut("evening", "Evening")], into: state) == "imported 'Evening' (evening)")
        #expect(
            try Self.importing([Self.shortcut("evening2", "evening!")], into: state) == """
                imported 'evening!' (evening2)
                  warning: shortcut 'evening!' (evening2) has the name of your shortcut 'Evening' (evening); a name \
                two of your shortcuts share runs neither of them by name; rename one: `errand shortcuts export \
                evening2 --output FILE`, edit its "name", then `errand shortcuts import FILE --replace`
                """)
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.shortcuts(of: "ben").map(\.id).sorted() == ["evening", "evening2"])
        // Replacing the shortcut of that name by its identifier leaves one of the name.
        let replaced = try Self.importing([Self.shortcut("evening2", "Night")], into: state, ["--replace"])
        #expect(replaced == "imported 'Night' (evening2), replacing yours")
    }

    // Two shortcuts of one file with one phrase: the second is left without it, and the
    // warning named the first by its identifier ("your shortcut 'p1' (p1)").
    @Test func aPhraseTakenByAnotherShortcutOfTheFileNamesThatShortcutByName() throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let output = try Self.importing(
            [
                Self.shortcut("p1", "Phrase one", phrase: "lights out"),
                Self.shortcut("p2", "Phrase two", phrase: "Lights out!"),
            ], into: state)
        #expect(
            output.contains(
                "warning: shortcut 'Phrase two' is imported without its phrase: the phrase 'Lights out!' has the "
                    + "same words as the phrase of your shortcut 'Phrase one' (p1); "))
    }
}
