import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation

/// `errand chat`: a conversation with the catalog's apps, on the terminal or driven by a script.
///
/// With no `--catalog`, the example apps built into Errand answer (coffee, soup, messages, notes,
/// music, workouts, payments, to-do, breathing, calendar), with their in-process Swift handlers.
/// When standard input is not a terminal, each line is one turn of the person; the output is one
/// block per assistant turn (`assistant:`, `options:`, `display:` lines — the transcript format),
/// or one JSON object per line with `--json`.
public struct Chat: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Have a conversation with the apps of a catalog.",
        discussion: """
            Examples:
              errand chat                                 # the built-in example apps
              printf 'order a latte\\nyes\\n' | errand chat --voice-only
              errand chat --catalog Examples --json < turns.txt
              errand chat --catalog myapp.yaml --preview  # try a manifest, no handler

            Say "what can you do" for ideas, several requests at once ("start a run and play some \
            jazz"), "say that again" to hear the last turn, "cancel" to stop, "order my \
            usual" for what you usually order at this hour, "the same as last time" for what you had \
            last time, "reorder" for your last order again. The shortcuts and phrases you made answer, \
            and each action done is donated to your suggestions (--user for another person's, --private \
            for none).
            """)

    @Option(name: .long, help: "Manifest files or folders to load; the built-in example apps when omitted.")
    var catalog: [String] = []

    @Flag(name: .long, help: "Respond for voice alone: speech says everything a screen would show.")
    var voiceOnly = false

    @Option(name: .long, help: "The reference now, in ISO 8601 (2026-11-24T09:00:00Z); the clock when omitted.")
    var now: String?

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "The time zone dates are read and said in (Europe/Paris, UTC or -05:00; default: the offset of --now, else this machine's)."
    )
    var timeZone: String?

    @Flag(name: .long, help: "Print each assistant turn as one JSON object on its own line.")
    var json = false

    @Flag(name: .long, help: "Treat the person as not signed in: orders and payments are refused.")
    var signedOut = false

    @OptionGroup var previewing: PreviewOption

    @Option(
        name: .long,
        help: """
            The person talking (default: $USER): their own phrases and shortcuts answer, and each action \
            done is donated.
            """,
        transform: PersonArgument.read)
    var user: String?

    @Option(
        name: .long,
        help: """
            Where the person's shortcuts, phrases and donations are kept (default: $ERRAND_STATE if set \
            and not empty, else the application-support path).
            """,
        transform: StateArgument.read)
    var state: String?

    @Flag(
        name: .long,
        help: "Keep nothing: donate no action, and read no shortcut or phrase of the person's.")
    var `private` = false

    public init() {}

    public mutating func validate() throws {
        _ = try ReferenceTime(parsing: now, timeZone: timeZone)
        if `private`, user != nil || state != nil {
            throw ValidationError("--private keeps nothing: leave out --user and --state, or leave out --private")
        }
    }

    public func run() async throws {
        let person = user ?? PersonArgument.defaultPerson
        let store = try personalStore()
        let library: any ShortcutLibrary = store ?? InMemoryShortcutLibrary()
        let setup = try AssistantSetup(
            catalogPaths: catalog, library: library, person: person, signedOut: signedOut, donatingTo: store,
            previewing: previewing.preview)
        setup.reportWarnings()
        // NB: "save that as …" adds to the person's phrases: the book is read again after it.
        let keeper = try store.map { try PersonPhrases(store: $0, library: $0, catalog: setup.conversation.catalog) }
        var phrases = try keeper?.book(of: person) ?? PersonalPhraseBook()
        var assistant = setup.assistant
        assistant.phraseKeeper = keeper
        let sessionID = "chat-\(UUID().uuidString.prefix(8))"
        var session = AssistantSession(id: sessionID)
        let interactive = isatty(FileHandle.standardInput.fileDescriptor) != 0
        let printer = TurnPrinter(json: json, interactive: interactive)
        if interactive, !json {
            let names = setup.conversation.catalog.apps.map(\.name).joined(separator: ", ")
            TurnPrinter.emit("Talk to \(names). Ask \"what can you do\" for ideas; say \"quit\" to leave.")
        }
        while true {
            if interactive, !json {
                TurnPrinter.emit("> ", newline: false)
            }
            guard let line = readLine(strippingNewline: true) else {
                // NB: a conversation's question left unanswered did nothing; a shortcut left
                // waiting may have done its first steps, so it is said, as `shortcuts run` says it.
                if let run = session.run, run.isWaiting {
                    writeError(
                        "'\(run.shortcutName)' is waiting for an answer and standard input ended; nothing more was done"
                    )
                    throw ExitCode(1)
                }
                break
            }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if interactive, ["quit", "exit", "bye"].contains(text.lowercased()) { break }
            let reference = try ReferenceTime(parsing: now, timeZone: timeZone)
            let context = RequestContext(
                now: reference.now, timeZone: reference.timeZone, modality: voiceOnly ? .voiceOnly : .screen,
                sessionID: sessionID)
            for response in await assistant.respond(to: text, in: &session, phrases: phrases, context: context) {
                try printer.print(response)
            }
            if session.phrasesChanged, let keeper {
                phrases = try keeper.book(of: person)
                session.phrasesChanged = false
            }
        }
    }

    /// Where the person's shortcuts, phrases and donations are: none with `--private`. A state
    /// named by `--user` or `--state` must open; the default one, when it cannot (a read-only
    /// home), leaves the conversation without them, said once on standard error.
    private func personalStore() throws -> SQLiteStore? {
        if `private` { return nil }
        do {
            return try SQLiteStore.opening(state: state)
        } catch {
            guard user == nil, state == nil else { throw error }
            writeError(
                "warning: \(error); this conversation has no shortcuts or phrases of yours, and nothing is donated")
            return nil
        }
    }
}
