import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand phrases add PHRASE (--shortcut ID | --action APP/ACTION [--value NAME=VALUE]… |
/// --request WORDS)`.
struct PhrasesAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a phrase that runs a shortcut of yours, or an action with fixed values.")

    @Argument(help: "The words you will say.") var phrase: String
    @OptionGroup var target: PhraseTargetOptions
    @OptionGroup var options: PhraseOptions

    func run() async throws { try await perform().print() }

    func perform() async throws -> PhraseCommandOutput {
        let setup = try options.state.loadSetup()
        let service = try options.service(setup: setup)
        guard
            let (target, left) = try await target.target(
                in: service, setup: setup, of: options.person, phrase: phrase)
        else {
            throw ValidationError(
                "say what the phrase runs: --shortcut ID, --action APP/ACTION [--value …], or --request WORDS")
        }
        let outcome = try PhrasePrinting.refusing { try service.add(phrase, for: target, of: options.person) }
        return PhraseCommandOutput(
            lines: ["added \(PhrasePrinting.line(outcome.phrase))"], warnings: left + outcome.warnings)
    }
}

/// `errand phrases edit OLD_PHRASE [--phrase NEW] [--shortcut ID | --action … | --request WORDS]`.
struct PhrasesEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a phrase's words, or what it runs.")

    @Argument(help: "The phrase to change.") var current: String
    @Option(help: "The new words.") var phrase: String?
    @OptionGroup var target: PhraseTargetOptions
    @OptionGroup var options: PhraseOptions

    func run() async throws { try await perform().print() }

    func perform() async throws -> PhraseCommandOutput {
        let setup = try options.state.loadSetup()
        let service = try options.service(setup: setup)
        let newTarget = try await target.target(
            in: service, setup: setup, of: options.person, phrase: phrase ?? current)
        guard phrase != nil || newTarget != nil else {
            throw ValidationError(
                "say what changes: --phrase NEW, --shortcut ID, --action APP/ACTION, or --request WORDS")
        }
        let outcome = try PhrasePrinting.refusing {
            try service.edit(current, to: phrase, target: newTarget?.target, of: options.person)
        }
        return PhraseCommandOutput(
            lines: ["\(outcome.changed ? "changed" : "unchanged") \(PhrasePrinting.line(outcome.phrase))"],
            warnings: (newTarget?.warnings ?? []) + outcome.warnings)
    }
}

/// `errand phrases list [--app APP] [--json]`.
struct PhrasesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your phrases and your shortcuts' own, or those an app shows as added.")

    @Option(help: "Only the phrases that run an action of this app, as the app shows them.") var app: String?
    // NB: unconditional, so a negative number is told the range, not taken for an option.
    @Option(
        parsing: .unconditional,
        help: "List the changes made after this sequence number instead (0: all), as an app catching up.")
    var changedAfter: Int?
    @Flag(help: "Print JSON.") var json = false
    @OptionGroup var options: PhraseOptions

    func validate() throws {
        if let changedAfter, changedAfter < 0 { throw ValidationError("--changed-after must be 0 or more") }
    }

    func run() throws { try perform().print() }

    func perform() throws -> PhraseCommandOutput {
        let service = try options.reader()
        if let changedAfter {
            let changes = try service.changes(of: options.person, app: app, after: changedAfter)
            if json { return PhraseCommandOutput(lines: [try CommandJSON.text(changes)]) }
            return PhraseCommandOutput(
                lines: changes.changes.map(PhrasePrinting.line) + ["through \(changes.through)"])
        }
        if let app {
            let phrases = try service.phrases(of: options.person, app: app)
            if json { return PhraseCommandOutput(lines: [try CommandJSON.text(phrases)]) }
            guard !phrases.isEmpty else { return PhraseCommandOutput(lines: ["no phrases for \(app)"]) }
            return PhraseCommandOutput(lines: phrases.map { "\($0.addedLabel) → \(PhrasePrinting.runs($0))" })
        }
        // Every phrase that does something when said: those the person added and those their
        // shortcuts carry, read off the phrase book `chat` understands them by.
        let entries = try service.entries(of: options.person)
        if json { return PhraseCommandOutput(lines: [try CommandJSON.text(entries.map(PhraseListEntry.init))]) }
        // NB: a shortcut also runs by its name (`PersonalPhraseBook`): the list names, after the
        // phrases, the shortcuts no phrase runs.
        let phrased = Set(try service.phrases(of: options.person).map(\.shortcutID) + entries.map(\.phrase.shortcutID))
        let names = try service.library.shortcuts(of: options.person).filter { !phrased.contains($0.id) }.map(\.name)
        let byName =
            names.isEmpty
            ? [] : ["your shortcuts also run by name (say it, or \"run\" and it): " + names.joined(separator: ", ")]
        guard !entries.isEmpty else { return PhraseCommandOutput(lines: ["no phrases"] + byName) }
        return PhraseCommandOutput(lines: entries.map(PhrasePrinting.line) + byName)
    }
}

/// `errand phrases remove PHRASE`.
struct PhrasesRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a phrase (a shortcut you built stays).")

    @Argument(help: "The phrase to remove.") var phrase: String
    @OptionGroup var options: PhraseOptions

    func run() throws { try perform().print() }

    func perform() throws -> PhraseCommandOutput {
        let service = try options.service()
        let removed = try PhrasePrinting.refusing { try service.remove(phrase, of: options.person) }
        let shortcut =
            removed.ownsShortcut
            ? " and the one-step shortcut made for it" : "; your shortcut \(removed.shortcutID) stays"
        return PhraseCommandOutput(lines: ["removed \(removed.phrase)\(shortcut)"])
    }
}

/// What a `phrases` subcommand says: lines for standard output, warnings for standard error.
struct PhraseCommandOutput {
    var lines: [String]
    var warnings: [String] = []

    func print() {
        for warning in warnings { writeError("warning: \(warning)") }
        for line in lines { Swift.print(line) }
    }
}
