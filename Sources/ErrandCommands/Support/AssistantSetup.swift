import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation

/// What every command that talks with the apps runs on: the catalog and its handlers, the
/// conversation engine, and the shortcut runner around it — one setup for `chat`,
/// `shortcuts run` and the automations, so a shortcut runs the same way wherever it starts.
struct AssistantSetup {
    var conversation: ConversationSetup
    var runner: ShortcutRunner

    /// - Parameters:
    ///   - catalogPaths: manifests to load; the example apps built into Errand when empty.
    ///   - library: where Run shortcut and the person's phrases find shortcuts.
    ///   - donatingTo: when given, each action handled is donated to the person's suggestions,
    ///     and "order my usual" reads the person's habits from them.
    ///   - previewing: an app handled in-process with no handler here is previewed
    ///     (`PreviewHandler`) rather than answered "isn't available here".
    init(
        catalogPaths: [String], library: any ShortcutLibrary, person: String, signedOut: Bool = false,
        donatingTo store: SQLiteStore? = nil, previewing: Bool = false
    ) throws {
        conversation = try ConversationSetup(catalogPaths: catalogPaths, previewing: previewing)
        let catalog = conversation.catalog
        let previewed = conversation.previewed
        // NB: one center donates and predicts, so "my usual" knows what was just done.
        let center = store.map { DonationCenter(catalog: catalog, store: $0) }
        let engine = ConversationEngine(
            catalog: catalog, handlers: conversation.handlers, understanding: try ModelLoading.trained(on: catalog),
            authenticator: SessionAuthenticator(isAuthenticated: !signedOut),
            observer: center.map {
                DonatingObserver(sink: $0, person: person, previewed: previewed)
            },
            habits: center.map { DonationHabits(center: $0, catalog: catalog, person: person) })
        runner = ShortcutRunner(engine: engine, library: library, person: person)
    }

    var assistant: Assistant { Assistant(runner: runner) }

    /// Writes the catalog's warnings to standard error.
    func reportWarnings() {
        for warning in conversation.warnings { writeError(warning) }
    }
}
