import ArgumentParser
import ErrandCatalog
import ErrandLanguage
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand phrases`: the phrases a person adds to run their shortcuts, or one app action with
/// fixed values.
public struct Phrases: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "phrases",
        abstract: "Add, change, list and remove a person's own phrases.",
        discussion: """
            Add a phrase for a request:
              errand phrases add "coffee time" --request "order a large latte" --user amy
            Add a phrase for an action:
              errand phrases add "coffee time" --action com.example.coffee/OrderCoffee \\
                --value coffee=latte --value size=large --user amy
            Add a phrase for a shortcut:
              errand phrases add "running late" --shortcut SHORTCUT-ID --user amy
            Change its words:
              errand phrases edit "coffee time" --phrase "my coffee" --user amy
            Every phrase you can say:
              errand phrases list --user amy  # yours, then your shortcuts' own
            What an app shows:
              errand phrases list --app com.example.coffee --user amy
            What changed since 12:
              errand phrases list --app com.example.coffee --changed-after 12 --user amy
            Remove it:
              errand phrases remove "my coffee" --user amy

            Phrases are refused when they contain the wake phrase, take over a core command or words \
            the assistant reads itself (yes, no thanks, same again), have no words or more than eight, \
            or have the same words as another of your phrases or an app's phrase; above three words is \
            a warning.
            """,
        subcommands: [PhrasesAdd.self, PhrasesEdit.self, PhrasesList.self, PhrasesRemove.self])

    public init() {}
}

/// The options every `phrases` subcommand takes: whose phrases, the state and the catalog.
struct PhraseOptions: ParsableArguments {
    @OptionGroup var state: SuggestionStateOptions
    @Option(help: "The person whose phrases these are (default: $USER).", transform: PersonArgument.read)
    var user: String?

    var person: String { user ?? PersonArgument.defaultPerson }

    /// The phrase service over the state database and the catalog (`setup`'s, else the one
    /// `--catalog` names).
    func service(setup: ConversationSetup? = nil) throws -> PersonPhrases {
        let store = try state.openStore()
        return try PersonPhrases(
            store: store, library: store, catalog: try setup?.catalog ?? state.loadCatalog())
    }

    /// The phrase service for reading the person's phrases: the state database alone.
    ///
    /// NB: no catalog is loaded: reading needs none, so one that no longer loads hides no phrase.
    func reader() throws -> PersonPhrases {
        let store = try state.openStore()
        return try PersonPhrases(store: store, library: store, catalog: Catalog())
    }
}

/// What a phrase runs, as given on the command line: `--shortcut ID` or `--action APP/ACTION`
/// with `--value NAME=VALUE`s.
struct PhraseTargetOptions: ParsableArguments {
    @Option(help: "Run this shortcut of yours (its identifier or its name).") var shortcut: String?
    @Option(help: "Run this app action, APP/ACTION, with the --value's given.") var action: String?
    @Option(help: "A fixed value of the action, NAME=VALUE (read by the parameter's type, or tagged JSON).")
    var value: [String] = []
    @Option(
        help: ArgumentHelp(
            "Run what these words ask (\"order a large latte\"): the action and values they are understood as.",
            valueName: "words"))
    var request: String?

    /// The target, or `nil` when none was given, with warnings about values a request left
    /// out. A shortcut is named by its identifier or its name, as `shortcuts run` reads it.
    func target(in service: PersonPhrases, setup: ConversationSetup, of person: String, phrase: String)
        async throws -> (target: PhraseTarget, warnings: [String])?
    {
        if let request {
            guard shortcut == nil, action == nil, value.isEmpty else {
                throw ValidationError("give --request alone: it names the action and its values")
            }
            guard let read = await (try FixedActionRequest.Reader(setup: setup)).read(request) else {
                throw CommandFailure(
                    "refused: '\(request)' isn't understood as a request to one of the apps; "
                        + "name the action instead: --action APP/ACTION [--value NAME=VALUE …]")
            }
            let warnings = read.leftOut.map {
                "'\($0)' is left out: a phrase keeps values, not dates, so no day is fixed in it; a shortcut's "
                    + "step reads it from the moment it runs: errand shortcuts create NAME --step "
                    + "\(Self.shellQuoted(request)) --phrase \(Self.shellQuoted(phrase))"
            }
            return (.action(app: read.app, action: read.action.id, values: read.values), warnings)
        }
        return try named(in: service, of: person).map { ($0, []) }
    }

    /// `text` in double quotes, as a shell reads it back ("what's due today" keeps its quote).
    static func shellQuoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }

    /// The target named by `--shortcut` or `--action` with its `--value`s.
    private func named(in service: PersonPhrases, of person: String) throws -> PhraseTarget? {
        let catalog = service.catalog
        switch (shortcut, action) {
        case (.some, .some): throw ValidationError("give either --shortcut or --action, not both")
        case (let reference?, nil):
            guard value.isEmpty else { throw ValidationError("--value goes with --action, not --shortcut") }
            do {
                // NB: a reference naming none is kept, for the phrase rules to refuse naming it.
                return .shortcut(try service.library.onlyShortcut(named: reference, of: person)?.id ?? reference)
            } catch let ambiguous as AmbiguousShortcutName {
                throw CommandFailure("refused: \(ambiguous)")
            }
        case (nil, let reference?):
            guard let (app, actionID) = IntentName.parts(of: reference), !app.isEmpty, !actionID.isEmpty else {
                throw ValidationError("--action '\(reference)' must be APP/ACTION, e.g. com.example.coffee/OrderCoffee")
            }
            let appDefinition = try CatalogLookup.app(app, in: catalog)
            let definition = appDefinition.action(named: actionID)
            let values = try ValueText.values(value, option: "--value", in: appDefinition) {
                definition?.parameter(named: $0)?.type
            }
            return .action(app: app, action: actionID, values: values)
        case (nil, nil):
            guard value.isEmpty else { throw ValidationError("--value needs --action APP/ACTION") }
            return nil
        }
    }
}

/// How phrases are printed.
enum PhrasePrinting {
    /// "coffee time → com.example.coffee OrderCoffee coffee=latte size=large" or "… → shortcut ID".
    static func line(_ phrase: StoredPhrase) -> String {
        "\(phrase.phrase) → \(runs(phrase))"
    }

    /// A line of `phrases list`: `line(_:)` of the phrase, and for a shortcut's own phrase whose
    /// it is and how to change it, as the refusals to add, edit or remove it say.
    static func line(_ entry: PhraseBookEntry) -> String {
        guard let name = entry.shortcutName, let howToChange = entry.howToChange else { return line(entry.phrase) }
        return "\(line(entry.phrase)) (the phrase of your shortcut '\(name)'; \(howToChange))"
    }

    static func runs(_ phrase: StoredPhrase) -> String {
        guard phrase.ownsShortcut, let app = phrase.app, let action = phrase.action else {
            return "shortcut \(phrase.shortcutID)"
        }
        let values = phrase.values.keys.sorted().map { "\($0)=\(text(of: phrase.values[$0]))" }
        return ([app, action] + values).joined(separator: " ")
    }

    static func text(of value: Value?) -> String {
        switch value {
        case .entity(let reference)?: return reference.id
        case .enumCase(let id)?: return id
        case .string(let text)?: return text
        case let other?: return ShortcutListing.describe(other)
        case nil: return ""
        }
    }

    /// "3 changed usual please (was my usual) com.example.coffee OrderCoffee".
    static func line(_ change: PhraseChange) -> String {
        var words = ["\(change.sequence)", change.kind.rawValue, change.phrase]
        if let previous = change.previousPhrase { words.append("(was \(previous))") }
        words += [change.app, change.action].compactMap { $0 }
        return words.joined(separator: " ")
    }

    /// Runs `body`, turning a refused phrase into a failure that says why.
    static func refusing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PhraseError {
            throw CommandFailure("refused: \(error.description)")
        }
    }
}
