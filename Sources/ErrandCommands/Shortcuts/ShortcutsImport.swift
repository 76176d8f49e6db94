import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts import`: checks a share file against the catalog and the person's library,
/// answers its import questions, and saves its shortcuts.
public struct ShortcutsImport: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a shared shortcut, with every shortcut it runs.",
        discussion: """
            A shortcut may ask questions of the person importing it (their own contact, say); answer each \
            with --answer STEP.PARAMETER=VALUE (or the question's number). VALUE is read by the parameter's \
            type, as `errand donate --value` reads it. A shortcut whose identifier is taken is imported \
            under a fresh one, unless --replace is given. A shortcut of yours that runs another of yours by \
            a name the file's shortcuts also take keeps running it: that step now gives its identifier, \
            and the import says so.
            """)

    @Argument(help: "The share file.") var file: String
    @OptionGroup var options: ShortcutsOptions
    @Option(help: "An answer to an import question, QUESTION=VALUE (repeatable).") var answer: [String] = []
    @Flag(help: "Replace the person's shortcuts that have the same identifiers.") var replace = false
    @Flag(help: "Leave unanswered questions to be asked each time the shortcut runs.") var askEachTime = false

    public init() {}

    public func run() throws {
        print(try output())
    }

    /// What `run` prints.
    public func output() throws -> String {
        let data = try Donate.read(file)
        let catalog = try options.loadCatalog()
        let store = try options.openStore()
        do {
            let shareFile = try ShareFileReader().read(data)
            var importOptions = ShareFileImporter.Options(
                unansweredAskEachTime: askEachTime, replacesExisting: replace)
            for item in answer {
                let (key, text) = try Donate.pair(item, option: "--answer")
                importOptions.answers[key] = try Self.value(text, answering: key, in: shareFile, catalog: catalog)
            }
            var importer = ShareFileImporter(catalog: catalog)
            importer.phrases = try PersonPhrases(store: store, library: store, catalog: catalog)
            let result = try Self.importing(
                shareFile, with: importer, for: options.person, into: store, options: importOptions)
            return Self.summary(result, file: shareFile)
        } catch let error as ShareFileError {
            throw CommandFailure("\(file): \(error.description)")
        }
    }

    /// How many times an import is planned again when other commands keep changing the person's
    /// shortcuts while it is planned.
    static let maximumAttempts = 20

    /// Plans the import on the person's shortcuts and saves it in one transaction, only if they
    /// are still the shortcuts it was planned on; otherwise, when another import or create saved
    /// one meanwhile, plans it again on the shortcuts as they are now. So of several imports of
    /// one file at once, each gets an identifier of its own (`usual`, `usual-2`), and none
    /// overwrites a shortcut another reported imported.
    private static func importing(
        _ file: ShareFile, with importer: ShareFileImporter, for person: String, into store: SQLiteStore,
        options: ShareFileImporter.Options
    ) throws -> ShareFileImporter.Result {
        for _ in 1...maximumAttempts {
            // NB: read before the plan, so a change made while it is planned is seen as one.
            let plannedOn = try store.shortcuts(of: person)
            let result = try importer.plan(file, for: person, library: store, options: options)
            let saved = try store.changingShortcuts { library in
                guard try library.shortcuts(of: person) == plannedOn else { return false }
                try result.save(into: library, for: person)
                return true
            }
            if saved { return result }
        }
        throw CommandFailure(
            "refused: \(person)'s shortcuts kept changing while this file was imported (other commands saved "
                + "shortcuts \(maximumAttempts) times meanwhile); nothing was imported, run the command again")
    }

    /// The answer text read by the type of the parameter it answers.
    static func value(_ text: String, answering key: String, in file: ShareFile, catalog: Catalog) throws -> Value {
        let numbered = Array(file.importQuestions.enumerated())
        // NB: an unknown key is left to the importer, which names the questions there are.
        guard let question = numbered.first(where: { $0.element.isAnswered(by: key, number: $0.offset + 1) })?.element
        else { return .string(text) }
        var app = AppDefinition(id: "", name: "")
        var type = question.question.type
        let step = file.shortcuts.first { $0.id == question.shortcut }?.allSteps.first {
            $0.id == question.question.step
        }
        if case .app(let appID, let actionID) = step?.action, let definition = catalog.app(appID) {
            app = definition
            type = type ?? definition.action(named: actionID)?.parameter(named: question.question.parameter)?.type
        }
        return try ValueText.parse(text, as: type ?? .string, in: app, name: key)
    }

    static func summary(_ result: ShareFileImporter.Result, file: ShareFile) -> String {
        var lines: [String] = []
        for shortcut in result.shortcuts {
            let original = result.renamed.first { $0.value == shortcut.id }?.key
            var line = "imported '\(shortcut.name)' (\(shortcut.id))"
            if let original {
                line += " — you already have a shortcut '\(original)', so this one is '\(shortcut.id)'"
            } else if result.replaced.contains(shortcut.id) {
                line += ", replacing yours"
            }
            lines.append(line)
        }
        let asked = result.shortcuts.flatMap { shortcut in
            shortcut.importQuestions.filter { question in
                shortcut.allSteps.first { $0.id == question.step }?.parameters[question.parameter] == .askEachTime
            }
        }
        for question in asked { lines.append("  asked each time it runs: \(question.prompt)") }
        for warning in result.nameWarnings + result.phraseWarnings { lines.append("  warning: \(warning)") }
        for pin in result.pinned { lines.append("  kept: \(pin)") }
        return lines.joined(separator: "\n")
    }
}
