import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts run`: runs one of a person's shortcuts, as a tap would, answering its
/// questions from standard input (a terminal, or a script's lines).
public struct ShortcutsRun: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a shortcut, step by step, answering its questions from standard input.",
        discussion: """
            Each step goes through the same conversation as a spoken request: a missing value, an \
            Ask Each Time parameter, a choice or a confirmation is asked, never skipped. The exit \
            status is 0 when the shortcut finished or stopped, 1 when it failed, was cancelled, or \
            was left waiting for an answer. A shortcut whose steps use its input needs --input; the \
            result a Stop step ends the run with is printed as its last turn. Example:
              printf 'yes\\n' | errand shortcuts run "Order my usual" --user amy --voice-only
            """)

    @Argument(help: "The shortcut's identifier or name.") var shortcut: String
    @OptionGroup var options: ShortcutsOptions
    // NB: any text, "-5" too, is the input, not another option.
    @Option(parsing: .unconditional, help: "The shortcut's input, as text (converted to its input type).")
    var input: String?
    @Flag(help: "Respond for voice alone: speech says everything a screen would show.") var voiceOnly = false
    @Flag(help: "Print each assistant turn as one JSON object on its own line.") var json = false
    @OptionGroup var previewing: PreviewOption
    @Option(help: "The reference now, in ISO 8601; the clock when omitted.") var now: String?
    @Option(
        parsing: .unconditional,
        help:
            "The time zone dates are read and said in (Europe/Paris, UTC or -05:00; default: the offset of --now, else this machine's)."
    )
    var timeZone: String?

    public init() {}

    public mutating func validate() throws {
        _ = try ReferenceTime(parsing: now, timeZone: timeZone)
    }

    public func run() async throws {
        let store = try options.openStore()
        let found = try options.shortcut(shortcut, in: store)
        if input == nil, found.needsInput {
            // NB: said before the run, as the step that reads the input would only say it read nothing.
            let type =
                found.inputType.map { "its input type is \($0.name)" } ?? "it declares no input type, so any text"
            throw CommandFailure(
                "'\(found.name)' (\(found.id)) takes an input and none was given (\(type)); "
                    + "give one with --input VALUE")
        }
        let setup = try AssistantSetup(
            catalogPaths: options.catalog, library: store, person: options.person, donatingTo: store,
            previewing: previewing.preview)
        setup.reportWarnings()
        let printer = TurnPrinter(json: json, interactive: isatty(FileHandle.standardInput.fileDescriptor) != 0)
        let reference = try ReferenceTime(parsing: now, timeZone: timeZone)
        let context = RequestContext(
            now: reference.now, timeZone: reference.timeZone,
            modality: voiceOnly ? .voiceOnly : .screen, sessionID: "run-\(UUID().uuidString.prefix(8))")
        var (run, turn) = await setup.runner.start(
            found, input: input.map { .value(.string($0)) } ?? .nothing, context: context)
        for response in turn.responses { try printer.print(response) }
        while turn.outcome == .waiting {
            guard let line = readLine(strippingNewline: true) else {
                writeError("'\(found.name)' is waiting for an answer and standard input ended; nothing more was done")
                throw ExitCode(1)
            }
            turn = await setup.runner.respond(to: line, in: &run, context: context)
            for response in turn.responses { try printer.print(response) }
        }
        // NB: a Stop step's result is the run's answer, so it is its last turn; a run that ends
        // normally has already shown what its Show result steps show.
        if case .stopped(let result) = turn.outcome, result.hasValue {
            try printer.print(.shownResult(result, context: context))
        }
        switch turn.outcome {
        case .finished, .stopped, .waiting: return
        case .failed, .cancelled: throw ExitCode(1)
        }
    }
}
