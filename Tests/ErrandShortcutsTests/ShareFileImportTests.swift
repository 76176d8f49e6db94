import ErrandCatalog
import Foundation
import Testing

@testable import ErrandShortcuts

/// Importing: questions answered by the importer, identifiers that never overwrite the
/// importer's own shortcuts by accident, and nothing saved unless everything can be.
@Suite struct ShareFileImportTests {
    static func lateFile() throws -> Data {
        let maker = InMemoryShortcutLibrary([ShareFixtures.usual, ShareFixtures.late], of: "amy")
        return try ShareFileExporter().shareFile(for: ShareFixtures.late, of: "amy", library: maker).encoded()
    }

    @Test func anUnansweredQuestionIsAnErrorListingTheQuestions() throws {
        let library = InMemoryShortcutLibrary()
        #expect {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: try Self.lateFile(), for: "ben", into: library)
        } throws: { error in
            let error = error as? ShareFileError
            return error?.isUnanswered == true
                && error?.description.contains("send.recipients: Who should hear you're late?") == true
        }
        #expect(try library.shortcuts(of: "ben").isEmpty)
    }

    @Test func anUnansweredQuestionCanBeAskedEachTimeInstead() throws {
        let library = InMemoryShortcutLibrary()
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: try Self.lateFile(), for: "ben", into: library,
            options: ShareFileImporter.Options(unansweredAskEachTime: true))
        let send = result.shortcuts[0].allSteps.first { $0.id == "send" }
        #expect(send?.parameters["recipients"] == .askEachTime)
        #expect(result.shortcuts[0].importQuestions.count == 1)
    }

    @Test func anAnswerForNoQuestionIsRefused() throws {
        #expect {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: try Self.lateFile(), for: "ben", into: InMemoryShortcutLibrary(),
                options: ShareFileImporter.Options(answers: ["send.recipient": .string("Ben")]))
        } throws: { error in
            "\(error)".contains(
                "the answer 'send.recipient' is for no question of this file, did you mean 'send.recipients'?; "
                    + "its questions are send.recipients")
        }
    }

    @Test func takenIdentifiersGetFreshOnesAndRunShortcutFollows() throws {
        let mine = Shortcut(id: "usual", name: "My usual", steps: [.builtIn("hi", .showResult, ["text": .text("hi")])])
        let library = InMemoryShortcutLibrary([mine], of: "ben")
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: try Self.lateFile(), for: "ben", into: library,
            options: ShareFileImporter.Options(answers: ["1": .list([.person(Person(name: "Cy"))])]))
        #expect(result.renamed == ["usual": "usual-2"])
        #expect(try library.shortcut(id: "usual", of: "ben") == mine)
        #expect(try library.shortcut(id: "usual-2", of: "ben")?.name == "Order my usual")
        let run = try library.shortcut(id: "late", of: "ben")?.allSteps.first { $0.id == "again" }
        #expect(run?.parameters["shortcut"] == .literal(.string("usual-2")))
    }

    @Test func replacingOverwritesTheImportersShortcutWithTheSameIdentifier() throws {
        let mine = Shortcut(id: "usual", name: "My usual", steps: [])
        let library = InMemoryShortcutLibrary([mine], of: "ben")
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: try Self.lateFile(), for: "ben", into: library,
            options: ShareFileImporter.Options(unansweredAskEachTime: true, replacesExisting: true))
        #expect(result.replaced == ["usual"])
        #expect(try library.shortcut(id: "usual", of: "ben") == ShareFixtures.usual)
    }

    @Test func aFileNamingAnActionTheCatalogLacksSavesNothing() throws {
        let broken = Shortcut(id: "x", name: "X", steps: [.app("send", "com.example.messages", "SendMesage")])
        let data = try ShareFileExporter.shareFile(of: [broken]).encoded()
        let library = InMemoryShortcutLibrary()
        #expect {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(from: data, for: "ben", into: library)
        } throws: { error in
            "\(error)".contains(
                "shortcuts[0].steps[0] (step \"send\"): app 'com.example.messages' has no action 'SendMesage', "
                    + "did you mean 'SendMessage'?")
        }
        #expect(try library.shortcuts(of: "ben").isEmpty)
    }
}

extension ShareFileImportTests {
    @Test func aNameReferenceIsPinnedWhenTheImporterHasAShortcutOfThatName() throws {
        let helper = Shortcut(id: "helper", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("hi")])])
        let byName = Shortcut(
            id: "main", name: "Main", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("HELPER"))])])
        let data = try ShareFileExporter.shareFile(of: [byName, helper]).encoded()
        let theirs = Shortcut(id: "their-helper", name: "helper", steps: [])
        let library = InMemoryShortcutLibrary([theirs], of: "ben")
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: data, for: "ben", into: library)
        #expect(result.shortcuts[0].steps[0].parameters["shortcut"] == .literal(.string("helper")))
        // Without a shortcut of that name in the library, the reference stays as shared.
        let fresh = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: data, for: "cy", into: InMemoryShortcutLibrary())
        #expect(fresh.shortcuts[0] == byName)
    }

    // Two shortcuts of the file have the name a Run shortcut step gives: once saved, the run
    // would stop at that step, so nothing is imported and the problem names their identifiers.
    @Test func aNameTwoShortcutsOfTheFileHaveIsRefused() throws {
        let byName = Shortcut(
            id: "main", name: "Main", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("Helper"))])])
        let first = Shortcut(id: "h1", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("1")])])
        let second = Shortcut(id: "h2", name: "helper", steps: [.builtIn("hi", .showResult, ["text": .text("2")])])
        let library = InMemoryShortcutLibrary()
        #expect {
            try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
                from: ShareFileExporter.shareFile(of: [byName, first, second]).encoded(), for: "ben", into: library)
        } throws: { error in
            "\(error)".contains(
                "shortcuts[0].steps[0] (step \"go\"): Run shortcut 'Helper': 2 shortcuts are named 'Helper' (h1, h2); "
                    + "give the identifier of the one you mean")
        }
        #expect(try library.shortcuts(of: "ben").isEmpty)
    }

    // The importer has two shortcuts named "Helper", one of which the file replaces: the
    // file's reference is pinned to the file's Helper, which the run then finds by identifier.
    @Test func aNameReferenceIsPinnedWhenAnyOtherShortcutOfTheImporterHasThatName() throws {
        let helper = Shortcut(id: "helper", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("hi")])])
        let byName = Shortcut(
            id: "main", name: "Main", steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string("Helper"))])])
        let library = InMemoryShortcutLibrary(
            [Shortcut(id: "helper", name: "Helper", steps: []), Shortcut(id: "other", name: "helper", steps: [])],
            of: "ben")
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: ShareFileExporter.shareFile(of: [byName, helper]).encoded(), for: "ben", into: library,
            options: ShareFileImporter.Options(replacesExisting: true))
        let reference = try #require(result.shortcuts[0].steps[0].runShortcutReference)
        #expect(try library.onlyShortcut(named: reference, of: "ben") == helper)
    }

    // The file brings a "Helper" while two of ben's shortcuts run his own by that name: one
    // the file runs, one it does not. Both keep running his (by identifier now), the import is
    // not refused for it, and the result tells each step pinned; nothing else of his changes.
    @Test func theImportersShortcutsKeepRunningTheShortcutOfTheNameTheFileTakes() throws {
        func runs(_ id: String, _ reference: String) -> Shortcut {
            Shortcut(
                id: id, name: id.capitalized,
                steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string(reference))])])
        }
        let his = Shortcut(id: "h1", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("his")])])
        let library = InMemoryShortcutLibrary([his, runs("wake", "Helper"), runs("night", "helper")], of: "ben")
        let theirs = Shortcut(id: "h9", name: "Helper", steps: [.builtIn("hi", .showResult, ["text": .text("new")])])
        let result = try ShareFileImporter(catalog: ShareFixtures.catalog).importShortcuts(
            from: ShareFileExporter.shareFile(of: [runs("main", "wake"), theirs]).encoded(), for: "ben",
            into: library)
        #expect(result.pinned.map { "\($0.shortcut) → \($0.target)" } == ["night → h1", "wake → h1"])
        #expect(result.kept.map(\.id) == ["night", "wake"])
        for id in ["wake", "night"] {
            let reference = try #require(try library.shortcut(id: id, of: "ben")?.steps[0].runShortcutReference)
            #expect(try library.onlyShortcut(named: reference, of: "ben") == his)
        }
        #expect(try library.shortcut(id: "h1", of: "ben") == his)
        #expect(try library.shortcuts(named: "helper", of: "ben").map(\.id).sorted() == ["h1", "h9"])
    }
}
