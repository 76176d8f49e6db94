import ArgumentParser
import ErrandCatalog
import ErrandCommands
import ErrandConversation
import ErrandShortcuts
import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

/// `errand shortcuts …` keeps a person's shortcuts in the state directory, and shares them.
struct ShortcutsCommandTests {
    static let howToMakeOne =
        "make one with `errand shortcuts create NAME --step \"what it does\"`, or import one with "
        + "`errand shortcuts import FILE`"

    static let examples = TestData.repositoryRoot.appendingPathComponent("Examples/Shortcuts")

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("errand-shortcuts-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func importListShowExportAndDeleteAShortcut() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("running-late.shortcut").path
        let imported = try ShortcutsImport.parse([
            file, "--user", "ben", "--state", state.path, "--answer", "send.recipients=Amy, Cy",
        ]).output()
        #expect(imported == "imported 'Running late' (running-late)")

        let list = try ShortcutsList.parse(["--user", "ben", "--state", state.path]).output()
        #expect(list == "Running late (running-late): 5 steps — say \"running late\"")
        #expect(
            try ShortcutsList.parse(["--user", "amy", "--state", state.path]).output()
                == "amy has no shortcuts yet; \(Self.howToMakeOne)")

        let shown = try ShortcutsShow.parse(["running late", "--user", "ben", "--state", state.path]).output()
        #expect(shown.contains("3. arrival: Date"))
        #expect(shown.contains("adjustment ← output of 'seconds'"))
        #expect(shown.contains("4. send: Chatter › Send message"))
        #expect(shown.contains("recipients = [Amy (person), Cy (person)]"))
        #expect(shown.contains("5. block: Agenda › Create event\n     duration = 15 min"))
        #expect(shown.contains("recipients: asked when imported — \"Who should hear that you're running late?\""))

        let exported = try ShortcutsExport.parse(["running-late", "--user", "ben", "--state", state.path]).shareFile()
        #expect(!String(decoding: exported, as: UTF8.self).contains("Cy"))
        #expect(exported == (try Data(contentsOf: URL(fileURLWithPath: file))))

        let deleted = try ShortcutsDelete.parse(["Running late", "--user", "ben", "--state", state.path]).output()
        // With none left, a shortcut asked for by name says how to make one.
        #expect {
            _ = try ShortcutsDelete.parse(["Running late", "--user", "amy", "--state", state.path]).output()
        } throws: { error in
            "\(error)" == "amy has no shortcuts yet; \(Self.howToMakeOne)"
        }
        #expect(deleted == "deleted 'Running late' (running-late)")
        #expect(
            try ShortcutsList.parse(["--user", "ben", "--state", state.path]).output()
                == "ben has no shortcuts yet; \(Self.howToMakeOne)")
    }

    @Test func theShortcutsGroupIsACommandOfErrand() throws {
        let command = try Errand.parseAsRoot(["shortcuts", "list", "--user", "ben", "--json"])
        #expect(command is ShortcutsList)
    }

    @Test func importingTwiceGivesTheSecondCopyAFreshIdentifierUnlessReplacing() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("morning.shortcut").path
        let arguments = [file, "--user", "ben", "--state", state.path]
        _ = try ShortcutsImport.parse(arguments).output()
        let again = try ShortcutsImport.parse(arguments).output()
        #expect(again.contains("imported 'Good morning' (morning-2) — you already have a shortcut 'morning'"))
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        let run = try store.shortcut(id: "morning-2", of: "ben")?.allSteps.first { $0.id == "coffee" }
        #expect(run?.parameters["shortcut"] == .literal(.string("usual-latte-2")))
        let replaced = try ShortcutsImport.parse(arguments + ["--replace"]).output()
        #expect(replaced.contains("imported 'Good morning' (morning), replacing yours"))
        #expect(try store.shortcuts(of: "ben").count == 4)
    }

    // A shared file's phrases follow the rules of the person's own: a core command ("yes",
    // which would take over every confirmation) refuses the file; words already taken (the
    // same file imported twice, an app's phrase) leave that copy without a phrase, with why.
    @Test func theSharedPhrasesFollowThePhraseRules() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let original = try String(
            contentsOf: Self.examples.appendingPathComponent("morning.shortcut"), encoding: .utf8)
        func file(_ phrase: String) throws -> String {
            let path = state.appendingPathComponent("\(phrase.filter(\.isLetter)).shortcut").path
            try original.replacingOccurrences(of: "\"phrase\" : \"good morning\"", with: "\"phrase\" : \"\(phrase)\"")
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        #expect {
            try ShortcutsImport.parse([try file("yes"), "--user", "ben", "--state", state.path]).output()
        } throws: { error in
            "\(error)".contains("shortcuts[0].phrase: the phrase 'yes' is or contains the core command 'yes'")
        }
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.shortcuts(of: "ben").isEmpty)

        let app = try ShortcutsImport.parse([try file("order a latte"), "--user", "ben", "--state", state.path])
            .output()
        #expect(
            app.contains("warning: shortcut 'Good morning' is imported without its phrase: the phrase 'order a latte'"))
        #expect(try store.shortcut(id: "morning", of: "ben")?.phrase == nil)

        let mine = try ShortcutsImport.parse([try file("rise and shine"), "--user", "ben", "--state", state.path])
            .output()
        #expect(!mine.contains("without its phrase"))
        #expect(try store.shortcut(id: "morning-2", of: "ben")?.phrase == "rise and shine")
        let again = try ShortcutsImport.parse([try file("rise and shine"), "--user", "ben", "--state", state.path])
            .output()
        #expect(again.contains("imported without its phrase: the phrase 'rise and shine' has the same words"))
        #expect(try store.shortcut(id: "morning-3", of: "ben")?.phrase == nil)
        // Replacing a shortcut gives way to its own phrase.
        let cy = [try file("rise and shine"), "--user", "cy", "--state", state.path]
        _ = try ShortcutsImport.parse(cy).output()
        let replaced = try ShortcutsImport.parse(cy + ["--replace"]).output()
        #expect(!replaced.contains("warning"))
        #expect(try store.shortcut(id: "morning", of: "cy")?.phrase == "rise and shine")
    }

    // A directory given as the file to write is named as one (it used to print Foundation's
    // "NSCocoaErrorDomain error 512").
    @Test func exportingToADirectoryIsRefusedInWords() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("morning.shortcut").path
        _ = try ShortcutsImport.parse([file, "--user", "ben", "--state", state.path]).output()
        #expect {
            try ShortcutsExport.parse(["morning", "--user", "ben", "--state", state.path, "--output", state.path]).run()
        } throws: { error in
            "\(error)".contains("--output '\(state.path)' is a directory; give the path of a file to write")
        }
    }

    // Identifiers are each person's own: amy importing what ben has keeps its identifiers, and
    // she hears nothing of ben's shortcuts.
    @Test func anotherPersonsShortcutNeitherRenamesAnImportNorShows() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("morning.shortcut").path
        _ = try ShortcutsImport.parse([file, "--user", "ben", "--state", state.path]).output()
        let amys = try ShortcutsImport.parse([file, "--user", "amy", "--state", state.path]).output()
        #expect(amys.hasPrefix("imported 'Good morning' (morning)"), "\(amys)")
        #expect(!amys.contains("already have"), "\(amys)")
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.shortcuts(of: "amy").map(\.id) == store.shortcuts(of: "ben").map(\.id))
        _ = try ShortcutsDelete.parse(["morning", "--user", "amy", "--state", state.path]).output()
        #expect(try store.shortcut(id: "morning", of: "ben") != nil)
    }

    @Test func importRefusesAnUnansweredQuestionAndAnUnknownAction() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("order-my-usual.shortcut").path
        #expect {
            try ShortcutsImport.parse([file, "--user", "ben", "--state", state.path]).output()
        } throws: { error in
            "\(error)".contains("order.coffee: What's your usual coffee?")
        }
        let answered = try ShortcutsImport.parse([
            file, "--user", "ben", "--state", state.path, "--answer", "order.coffee=mochaccino",
        ]).output()
        #expect(answered == "imported 'Order my usual' (order-my-usual)")
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        let order = try store.shortcut(id: "order-my-usual", of: "ben")?.steps.first
        #expect(
            order?.parameters["coffee"]
                == .literal(.entity(EntityReference(type: "Drink", id: "mocha", title: "Mocha"))))

        let broken = state.appendingPathComponent("broken.shortcut")
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "OrderCoffee", with: "OrderCofee")
        try text.write(to: broken, atomically: true, encoding: .utf8)
        #expect {
            try ShortcutsImport.parse([broken.path, "--user", "ben", "--state", state.path, "--ask-each-time"]).output()
        } throws: { error in
            "\(error)".contains("has no action 'OrderCofee', did you mean 'OrderCoffee'?")
        }
    }

    @Test func aMisspeltAnswerIsRefusedWithTheQuestionItMeant() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("order-my-usual.shortcut").path
        #expect {
            try ShortcutsImport.parse([
                file, "--user", "ben", "--state", state.path, "--answer", "order.cofee=mochaccino",
            ]).output()
        } throws: { error in
            "\(error)".contains(
                "the answer 'order.cofee' is for no question of this file, did you mean 'order.coffee'?; "
                    + "its questions are order.coffee")
        }
    }

    @Test func showAndDeleteNameTheShortcutsThePersonHas() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try ShortcutsImport.parse([
            Self.examples.appendingPathComponent("morning.shortcut").path, "--user", "ben", "--state", state.path,
        ]).output()
        #expect {
            try ShortcutsShow.parse(["Good mornin", "--user", "ben", "--state", state.path]).output()
        } throws: { error in
            "\(error)".contains("ben has no shortcut 'Good mornin', did you mean 'Good morning'?")
        }
    }

    // A name two shortcuts share is refused with their identifiers: deleting never guesses.
    @Test func aNameSeveralShortcutsShareIsRefusedWithTheirIdentifiers() async throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("morning.shortcut").path
        for _ in 0..<2 { _ = try ShortcutsImport.parse([file, "--user", "ben", "--state", state.path]).output() }
        let arguments = ["good morning", "--user", "ben", "--state", state.path]
        let refusal =
            "ben: 2 shortcuts are named 'good morning' (morning, morning-2); give the identifier of the one you mean"
        #expect {
            try ShortcutsDelete.parse(arguments).output()
        } throws: { error in
            "\(error)".contains(refusal)
        }
        #expect {
            try ShortcutsShow.parse(arguments).output()
        } throws: { error in
            "\(error)".contains(refusal)
        }
        await #expect {
            try await ShortcutsRun.parse(arguments).run()
        } throws: { error in
            "\(error)".contains(refusal)
        }
        #expect {
            try ShortcutsExport.parse(arguments).shareFile()
        } throws: { error in
            "\(error)".contains(refusal)
        }
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        #expect(try store.shortcuts(of: "ben").count == 4)
        // The identifier names one; once it is gone, the name is no longer shared.
        #expect(
            try ShortcutsDelete.parse(["morning-2", "--user", "ben", "--state", state.path]).output()
                == "deleted 'Good morning' (morning-2)")
        #expect(try ShortcutsDelete.parse(arguments).output() == "deleted 'Good morning' (morning)")
    }

    @Test func anAnswerTheAppDoesNotAcceptIsRefusedAndNothingIsSaved() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let file = Self.examples.appendingPathComponent("order-my-usual.shortcut").path
        let arguments = [file, "--user", "amy", "--state", state.path]
        #expect {
            try ShortcutsImport.parse(arguments + ["--answer", "order.coffee=tea"]).output()
        } throws: { error in
            "\(error)".contains(
                "(step \"order\"), parameter 'coffee': 'tea' is not a Drink; 'coffee' takes a Drink (one of latte, "
                    + "cappuccino, mocha)")
        }
        #expect(try SQLiteStore(directory: StateDirectory(url: state)).shortcuts(of: "amy").isEmpty)
        #expect(
            try ShortcutsImport.parse(arguments + ["--answer", "order.coffee=latte"]).output()
                == "imported 'Order my usual' (order-my-usual)")
    }

    // An answer outside a parameter's fixed choices is refused as the run would refuse it,
    // naming the step, the parameter, the answer and the choices; nothing is saved.
    @Test func anAnswerOutsideAParametersFixedChoicesIsRefusedAndNothingIsSaved() throws {
        let state = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let manifest = state.appendingPathComponent("tips.yaml")
        try """
        app: com.example.tips
        name: Tips
        actions:
          LeaveTip:
            title: Leave tip
            category: other
            parameters:
              percent: { type: integer, title: Percent, options: [10, 15] }
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let tip = Shortcut(
            id: "tip", name: "Tip",
            steps: [.app("tip", "com.example.tips", "LeaveTip", ["percent": .literal(.integer(10))])],
            importQuestions: [ImportQuestion(step: "tip", parameter: "percent", prompt: "How much?")])
        let file = state.appendingPathComponent("tip.shortcut")
        try ShareFileExporter.shareFile(of: [tip]).encoded().write(to: file)
        let arguments = [file.path, "--user", "amy", "--state", state.path, "--catalog", manifest.path]
        #expect {
            try ShortcutsImport.parse(arguments + ["--answer", "tip.percent=7"]).output()
        } throws: { error in
            "\(error)".contains(
                "(step \"tip\"), parameter 'percent': '7' is not one of the choices of 'percent' (10, 15)")
        }
        #expect(try SQLiteStore(directory: StateDirectory(url: state)).shortcuts(of: "amy").isEmpty)
        #expect(
            try ShortcutsImport.parse(arguments + ["--answer", "tip.percent=15"]).output() == "imported 'Tip' (tip)")
    }
}

/// Every example share file imports against the example apps and is in canonical form (what
/// export writes).
struct ExampleShareFileTests {
    static let files = ["order-my-usual.shortcut", "running-late.shortcut", "morning.shortcut"]

    @Test(arguments: files)
    func exampleFilesImportAndAreWrittenAsExportWritesThem(_ name: String) throws {
        let data = try Data(contentsOf: ShortcutsCommandTests.examples.appendingPathComponent(name))
        let file = try ShareFileReader().read(data)
        #expect(try file.encoded() == data)
        let importer = ShareFileImporter(catalog: ExampleApps.catalog)
        let result = try importer.plan(
            file, for: "ben", library: InMemoryShortcutLibrary(),
            options: ShareFileImporter.Options(unansweredAskEachTime: true))
        #expect(result.shortcuts.count == file.shortcuts.count)
    }
}
