import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// The share format keeps a shortcut exactly: a shared shortcut runs for the importer as it ran
/// for its maker (the guidelines: shortcuts are made to be shared).
@Suite struct ShareFileRoundTripTests {
    @Test(arguments: [ShareFixtures.usual, ShareFixtures.everything])
    func exportThenImportKeepsEveryStepAndBindingExactly(_ shortcut: Shortcut) throws {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.everything], of: "amy")
        let data = try ShareFileExporter().shareFile(for: shortcut, of: "amy", library: maker).encoded()
        let importer = ShareFileImporter(catalog: ShareFixtures.catalog)
        let friend = InMemoryShortcutLibrary()
        let result = try importer.importShortcuts(from: data, for: "ben", into: friend)
        #expect(result.shortcuts.first == shortcut)
        #expect(try friend.shortcut(id: shortcut.id, of: "ben") == shortcut)
        #expect(result.renamed.isEmpty)
    }

    @Test func theFileHoldsTheSharedShortcutFirstThenEveryShortcutItRuns() throws {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.late], of: "amy")
        let file = try ShareFileExporter().shareFile(for: ShareFixtures.late, of: "amy", library: maker)
        #expect(file.shortcuts.map(\.id) == ["late", "usual"])
        #expect(file.version == 1)
    }

    @Test func exportIsDeterministicWithSortedKeys() throws {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.everything], of: "amy")
        let exporter = ShareFileExporter()
        let first = try exporter.shareFile(for: ShareFixtures.everything, of: "amy", library: maker).encoded()
        let second = try exporter.shareFile(for: ShareFixtures.everything, of: "amy", library: maker).encoded()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : \"errand.shortcut\",\n  \"importQuestions\" : ["))
    }

    /// Privacy: the maker's own contact never leaves in the file.
    @Test func anImportQuestionLeavesTheMakersValueOutOfTheFile() throws {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.late], of: "amy")
        let data = try ShareFileExporter().shareFile(for: ShareFixtures.late, of: "amy", library: maker).encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("amy-1"))
        #expect(text.contains("Who should hear you're late?"))
        let file = try ShareFileReader().read(data)
        #expect(file.importQuestions.map(\.key) == ["send.recipients"])
        #expect(file.shortcuts[0].importQuestions.isEmpty)
    }

    @Test func answeringTheQuestionsRestoresTheShortcutExactly() throws {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.late], of: "amy")
        let data = try ShareFileExporter().shareFile(for: ShareFixtures.late, of: "amy", library: maker).encoded()
        let options = ShareFileImporter.Options(answers: [
            "send.recipients": .list([.person(Person(name: "Amy", id: "amy-1"))])
        ])
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog)
            .importShortcuts(from: data, for: "ben", into: InMemoryShortcutLibrary(), options: options)
        #expect(result.shortcuts == [ShareFixtures.late, ShareFixtures.usual])
    }

    @Test func exportingAShortcutThatRunsAMissingShortcutSaysWhich() {
        let maker = InMemoryShortcutLibrary([ShareFixtures.late], of: "amy")
        #expect {
            try ShareFileExporter().shareFile(for: ShareFixtures.late, of: "amy", library: maker)
        } throws: { error in
            "\(error)" == "step 'again' of 'Running late' runs the shortcut 'usual', which is not in your library; "
                + "add it, or remove the step, before sharing"
        }
    }

    // A shortcut it runs by a name two of the person's have is refused at the step, as the
    // missing one is, rather than with the bare ambiguity a run would give.
    @Test func exportingAShortcutThatRunsANameTwoShortcutsHaveSaysWhereAndWhatToDo() {
        let main = Shortcut(
            id: "main", name: "Main", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("Helper"))])])
        let maker = InMemoryShortcutLibrary(
            [main, Shortcut(id: "h1", name: "Helper", steps: []), Shortcut(id: "h2", name: "helper", steps: [])],
            of: "amy")
        #expect {
            try ShareFileExporter().shareFile(for: main, of: "amy", library: maker)
        } throws: { error in
            "\(error)" == "step 'go' of 'Main' runs the shortcut 'Helper', but 2 of your shortcuts have that name "
                + "(h1, h2), so a run stops there; give the step the identifier of the one it means, or delete "
                + "the others (errand shortcuts delete ID), before sharing"
        }
    }
}
