import ArgumentParser
import ErrandCatalog
import ErrandLanguage
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts create`: a new shortcut of the person's, its steps written as requests.
public struct ShortcutsCreate: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a shortcut whose steps are requests, in words, to the apps.",
        discussion: """
            Each --step is a request as you would say it ("text amy I'm on my way"); it is understood as one \
            app action, with the values it names fixed, or else as a built-in action: "wait 30 seconds", \
            "show TEXT" or "say TEXT", "ask QUESTION" (its answer goes to the next step), "run NAME" (one of \
            your shortcuts). A value it leaves out is asked each time the shortcut \
            runs (or is the previous step's output, when the action takes one); a date or time is never fixed. \
            The shortcut runs when its name is said ("heading home", "run heading home"), by its --phrase, \
            with `errand shortcuts run`, or from an automation.

            errand shortcuts create "Heading home" --step "text amy I'm on my way" \\
                --step "play some jazz" --user amy
            """)

    @Argument(help: "The shortcut's name.") var name: String
    @Option(
        name: .customLong("step"),
        help: ArgumentHelp("A step, as a request in words (repeatable, in order).", valueName: "request"))
    var steps: [String] = []
    @Option(help: "A phrase that runs the shortcut (the rules of `errand phrases add` apply).") var phrase: String?
    @Flag(help: "Replace the person's shortcut with the same name.") var replace = false
    @OptionGroup var options: ShortcutsOptions

    public init() {}

    public func run() async throws {
        print(try await output())
    }

    /// What `run` prints: the shortcut as `shortcuts show` shows it, and what it leaves to be
    /// asked.
    public func output() async throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ValidationError("the shortcut needs a name") }
        guard !trimmed.showsNothing else {
            throw ValidationError(
                "the shortcut's name is only invisible characters (zero-width or direction marks); give it words "
                    + "that show")
        }
        let setup = try options.loadSetup()
        let catalog = setup.catalog
        let store = try options.openStore()
        let person = options.person
        let replaced = try existing(named: trimmed, in: store)
        var builder = ShortcutFromRequests(reader: try FixedActionRequest.Reader(setup: setup))
        builder.shortcutNamed = { [person] words in
            // NB: a name two of the person's shortcuts have is refused, as a run would refuse it.
            let named = try store.shortcuts(of: person).filter { Tokenizer.normalized($0.name) == words }
            guard named.count <= 1 else {
                throw CommandFailure(
                    "refused: \(AmbiguousShortcutName(name: words, identifiers: named.map(\.id).sorted()))")
            }
            return named.first
        }
        builder.shortcutNames = { [person] in try store.shortcuts(of: person).map(\.name).sorted() }
        var built = try await builder.shortcut(
            id: try replaced?.id ?? freshID(for: trimmed, in: store), name: trimmed, requests: steps)
        let phrases = try PersonPhrases(store: store, library: store, catalog: catalog)
        var warnings: [String] = []
        if let phrase {
            do {
                warnings += try phrases.checkPhrase(phrase, ofNewShortcutFor: person, replacing: replaced?.id)
            } catch let error as PhraseError {
                throw CommandFailure("refused: \(error.description)")
            }
            built.shortcut.phrase = phrase
        }
        do {
            try ShortcutValidator(catalog: catalog).validate([built.shortcut], library: store, person: person)
        } catch {
            // NB: located at the --step the person gave, not in the shortcut's document.
            let problems = (error as? ShortcutValidationError)?.problems ?? []
            var described: [String] = []
            for problem in problems { described.append(built.described(problem)) }
            throw CommandFailure("refused: " + (described.isEmpty ? "\(error)" : described.joined(separator: "; ")))
        }
        // NB: the name checked free again, and the shortcut saved, in one transaction: of several
        // creates of one name at once, one is saved and the others are refused.
        let pinned = try store.changingShortcuts { library in
            guard try existing(named: trimmed, in: library)?.id == replaced?.id else {
                throw CommandFailure(
                    "refused: \(person)'s shortcut '\(trimmed)' changed while this one was made; run the command again")
            }
            if replaced == nil { built.shortcut.id = try freshID(for: trimmed, in: library) }
            return try library.save([built.shortcut], keepingReferencesOf: person)
        }
        var lines = [
            (replaced == nil ? "created" : "replaced") + " '\(trimmed)' (\(built.shortcut.id))",
            ShortcutListing(catalog: catalog).text(of: built.shortcut),
        ]
        lines += built.notes.map { "  note: \($0)" }
        if !phrases.rules.allowsSayingAlone(trimmed) {
            lines.append("  note: '\(trimmed)' is also a request of its own, so say \"run \(trimmed)\" to run it")
        }
        lines += warnings.map { "  warning: \($0)" }
        lines += pinned.map { "  kept: \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The person's shortcut with this name, which `--replace` replaces; a failure when they
    /// have one and `--replace` is not given (two shortcuts of one name run by neither).
    private func existing(named name: String, in library: any ShortcutLibrary) throws -> Shortcut? {
        let same = try library.shortcuts(of: options.person).filter { $0.name.lowercased() == name.lowercased() }
        guard let first = same.first else { return nil }
        guard replace else {
            throw CommandFailure(
                "refused: \(options.person) already has a shortcut '\(first.name)' (\(first.id)); give this one "
                    + "another name, or --replace to replace it")
        }
        guard same.count == 1 else {
            throw CommandFailure(
                "refused: \(options.person) has \(same.count) shortcuts named '\(first.name)' ("
                    + same.map(\.id).sorted().joined(separator: ", ") + "); delete one by its identifier first")
        }
        return first
    }

    /// An identifier from the name ("Heading home" → "heading-home"), unused among the person's.
    private func freshID(for name: String, in library: any ShortcutLibrary) throws -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        let base = words.isEmpty ? "shortcut" : words.joined(separator: "-")
        let used = Set(try library.shortcuts(of: options.person).map(\.id))
        return UnusedIdentifier.from(base) { used.contains($0) }
    }
}
