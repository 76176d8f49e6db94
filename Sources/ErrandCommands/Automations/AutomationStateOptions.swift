import ArgumentParser
import ErrandConversation
import ErrandShortcuts
import ErrandStore
import Foundation

/// Whose automations, and where they are kept: shared by every `automations` subcommand.
public struct AutomationStateOptions: ParsableArguments {
    @Option(help: "The person whose automations these are (default: $USER).", transform: PersonArgument.read)
    var user: String = PersonArgument.defaultPerson
    @Option(help: StateArgument.help, transform: StateArgument.read)
    var state: String?

    public init() {}

    func openStore() throws -> SQLiteStore {
        try SQLiteStore.opening(state: state)
    }

    /// The service over the store, running shortcuts with the runner `run` describes.
    func service(_ store: SQLiteStore, run: AutomationRunOptions) throws -> AutomationService {
        AutomationService(store: store, runner: try run.runner(store: store, person: user))
    }
}

/// How automations run their shortcuts from the command line: with which apps, and who
/// answers the questions a shortcut asks (an order's confirmation, an Ask Each Time value).
public struct AutomationRunOptions: ParsableArguments {
    @Option(
        help: "Manifest files or folders whose apps the shortcuts use (default: the example apps built into Errand).")
    var catalog: [String] = []
    @Option(
        help: """
            An answer to a question a running shortcut asks ("yes" to confirm an order), used in order; repeatable. \
            With none, a person at a terminal is asked; otherwise the run stops at the question and does nothing more.
            """)
    var reply: [String] = []
    @Flag(help: "Speak for voice alone (in the car, with headphones).") var voiceOnly = false

    public init() {}

    /// The shortcut runner for the person's automations: the same runner as `shortcuts run`,
    /// made the first time an automation runs (a tick where nothing fires trains no model).
    func runner(store: SQLiteStore, person: String) throws -> any ShortcutRunning {
        let catalog = catalog
        let answers: any AutomationAnswering =
            if !reply.isEmpty {
                ScriptedAutomationAnswers(reply)
            } else if isatty(FileHandle.standardInput.fileDescriptor) != 0 {
                TerminalAutomationAnswers()
            } else {
                NoAutomationAnswers()
            }
        let modality: Modality = voiceOnly ? .voiceOnly : .screen
        return FirstUseShortcutRunner {
            let setup = try AssistantSetup(catalogPaths: catalog, library: store, person: person, donatingTo: store)
            setup.reportWarnings()
            return AutomationShortcutRunner(runner: setup.runner, answers: answers, modality: modality)
        }
    }
}

/// A runner made when it is first needed, then kept; if it cannot be made, each run fails with
/// the reason.
final class FirstUseShortcutRunner: ShortcutRunning, @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () throws -> any ShortcutRunning
    private var made: Result<any ShortcutRunning, any Error>?

    init(_ make: @escaping @Sendable () throws -> any ShortcutRunning) {
        self.make = make
    }

    func runShortcut(id: String, person: String, automation: Automation, context: AutomationRunContext) async
        -> AutomationRunResult
    {
        let runner = lock.withLock {
            if let made { return made }
            let result = Result { try make() }
            made = result
            return result
        }
        switch runner {
        case .success(let runner):
            return await runner.runShortcut(id: id, person: person, automation: automation, context: context)
        case .failure(let error):
            return .failed("the apps could not be set up to run '\(id)': \(error)")
        }
    }
}

/// Asks the person at the terminal: the question on standard error, the answer from standard input.
struct TerminalAutomationAnswers: AutomationAnswering {
    func answer(_ responses: [AssistantResponse], shortcut: Shortcut, automation: Automation) async -> String? {
        writeError(Self.question(responses, shortcut: shortcut, automation: automation))
        FileHandle.standardError.write(Data("> ".utf8))
        return readLine(strippingNewline: true)
    }

    /// What the person at the terminal reads before answering: each turn as a terminal shows it,
    /// its card too (the order and its price, not only "Ready to order?").
    static func question(_ responses: [AssistantResponse], shortcut: Shortcut, automation: Automation) -> String {
        responses.map { "\(automation.name ?? shortcut.name): " + TurnPrinter.screenText($0) }.joined(separator: "\n")
    }
}
