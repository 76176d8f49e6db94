import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
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
              errand chat                                  # the built-in example apps
              echo "order a latte\\nyes" | errand chat --voice-only
              errand chat --catalog Examples --json < turns.txt
            """)

    @Option(name: .long, help: "Manifest files or folders to load; the built-in example apps when omitted.")
    var catalog: [String] = []

    @Flag(name: .long, help: "Respond for voice alone: speech says everything a screen would show.")
    var voiceOnly = false

    @Option(name: .long, help: "The reference now, in ISO 8601 (2026-11-24T09:00:00Z); the clock when omitted.")
    var now: String?

    @Option(name: .long, help: "The time zone dates are read and said in (an identifier such as Europe/Paris).")
    var timeZone: String?

    @Flag(name: .long, help: "Print each assistant turn as one JSON object on its own line.")
    var json = false

    @Flag(name: .long, help: "Treat the person as not signed in: orders and payments are refused.")
    var signedOut = false

    @Option(name: .long, help: "The person talking: each action done is donated to their suggestions.")
    var user: String?

    @Option(name: .long, help: "Where donations are kept (default: $ERRAND_STATE, else the application-support path).")
    var state: String?

    public init() {}

    public mutating func validate() throws {
        _ = try ReferenceTime(parsing: now)
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone '\(timeZone)' is not a known time zone; expected e.g. Europe/Paris")
        }
    }

    /// The observer that donates what `--user` does, when a user is named.
    func donations(_ catalog: Catalog) throws -> (any PerformedActionObserver)? {
        guard let user else { return nil }
        let directory = StateDirectory.resolve(explicit: state, environment: ProcessInfo.processInfo.environment)
        return DonatingObserver(
            sink: DonationCenter(catalog: catalog, store: try SQLiteStore(directory: directory)), person: user)
    }

    public func run() async throws {
        let setup = try ConversationSetup(catalogPaths: catalog)
        for warning in setup.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        let engine = ConversationEngine(
            catalog: setup.catalog, handlers: setup.handlers,
            understanding: try Understander.trained(on: setup.catalog),
            authenticator: SessionAuthenticator(isAuthenticated: !signedOut), observer: try donations(setup.catalog))
        let sessionID = "chat-\(UUID().uuidString.prefix(8))"
        var session = ConversationSession(id: sessionID)
        let interactive = isatty(FileHandle.standardInput.fileDescriptor) != 0
        let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if interactive, !json {
            Self.emit("Talk to \(setup.catalog.apps.map(\.name).joined(separator: ", ")). Say \"quit\" to leave.")
        }
        while true {
            if interactive, !json {
                Self.emit("> ", newline: false)
            }
            guard let line = readLine(strippingNewline: true) else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if interactive, ["quit", "exit", "bye"].contains(text.lowercased()) { break }
            let context = RequestContext(
                now: try ReferenceTime(parsing: now).now, timeZone: zone, modality: voiceOnly ? .voiceOnly : .screen,
                sessionID: sessionID)
            let response = await engine.respond(to: text, in: &session, context: context)
            if json {
                let data = try encoder.encode(response)
                Self.emit(String(decoding: data, as: UTF8.self))
            } else if interactive {
                Self.emit(Self.screenText(response))
            } else {
                Self.emit(Transcript.lines(for: response).map(\.text).joined(separator: "\n"))
            }
        }
    }

    /// Writes to standard output at once, so a script driving the chat sees each turn as it comes.
    static func emit(_ text: String, newline: Bool = true) {
        FileHandle.standardOutput.write(Data((newline ? text + "\n" : text).utf8))
    }

    /// A turn as a terminal shows it: the speech, then the card's lines indented.
    static func screenText(_ response: AssistantResponse) -> String {
        var lines = [response.speech]
        if let card = response.display {
            if let title = card.title { lines.append("  ┌ \(title)") }
            if let text = card.text, text != response.speech { lines.append("  │ \(text)") }
            for field in card.fields { lines.append("  │ \(field.label): \(field.value)") }
            for (index, option) in card.options.enumerated() { lines.append("  │ \(index + 1). \(option)") }
        } else if !response.options.isEmpty, response.display == nil {
            for (index, option) in response.options.enumerated() { lines.append("  \(index + 1). \(option)") }
        }
        return lines.joined(separator: "\n")
    }
}
