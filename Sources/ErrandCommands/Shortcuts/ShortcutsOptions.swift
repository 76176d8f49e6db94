import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation

/// Whose shortcuts, where they are kept, and the catalog they are checked against: shared by
/// every `errand shortcuts` subcommand.
public struct ShortcutsOptions: ParsableArguments {
    @Option(help: "The person whose shortcuts these are (default: $USER).", transform: PersonArgument.read)
    var user: String?
    @Option(help: StateArgument.help, transform: StateArgument.read)
    var state: String?
    @Option(help: "A manifest file or directory (repeatable; default: the example apps built into Errand).")
    var catalog: [String] = []

    public init() {}

    var person: String { user ?? PersonArgument.defaultPerson }

    func openStore() throws -> SQLiteStore {
        try SQLiteStore.opening(state: state)
    }

    /// The catalog the way `errand chat` chooses it: the manifests given, else the example apps.
    func loadCatalog() throws -> Catalog {
        try loadSetup().catalog
    }

    /// The catalog with its apps' handlers, as `errand chat` runs them.
    func loadSetup() throws -> ConversationSetup {
        try ConversationSetup.loading(catalog)
    }

    /// The person's shortcut with this identifier or name, or a failure naming the ones they
    /// have; a name that several of their shortcuts have is refused, never guessed.
    func shortcut(_ reference: String, in library: any ShortcutLibrary) throws -> Shortcut {
        do {
            if let found = try library.onlyShortcut(named: reference, of: person) { return found }
        } catch let ambiguous as AmbiguousShortcutName {
            throw CommandFailure("\(person): \(ambiguous)")
        }
        let known = try library.shortcuts(of: person)
        guard !known.isEmpty else { throw CommandFailure("\(person) has no shortcuts yet; \(Self.howToMakeOne)") }
        let names = known.map(\.name)
        let hint = Suggestion.didYouMean(reference, among: names + known.map(\.id))
        throw CommandFailure(
            "\(person) has no shortcut '\(reference)'\(hint); their shortcuts: "
                + known.map { "\($0.name) (\($0.id))" }.joined(separator: ", "))
    }

    /// What a person with no shortcuts can do about it.
    static let howToMakeOne =
        "make one with `errand shortcuts create NAME --step \"what it does\"`, or import one with "
        + "`errand shortcuts import FILE`"
}
