import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// Whose automations, and where they are kept: shared by every `automations` subcommand.
public struct AutomationStateOptions: ParsableArguments {
    @Option(help: "The person whose automations these are (default: $USER).")
    var user: String = ProcessInfo.processInfo.environment["USER"] ?? "me"
    @Option(help: "The state directory (default: $ERRAND_STATE, else the application-support path).")
    var state: String?

    public init() {}

    func openStore() throws -> SQLiteStore {
        let directory = StateDirectory.resolve(explicit: state, environment: ProcessInfo.processInfo.environment)
        return try SQLiteStore(directory: directory)
    }

    /// The service over the store, running shortcuts through the one runner the commands use.
    func service(_ store: SQLiteStore) throws -> AutomationService {
        AutomationService(store: store, runner: try AutomationRunnerFactory.runner(store: store))
    }
}

/// The one place the command line chooses how automations run shortcuts.
///
/// NB: until the shortcut runner is wired in here, this is a dry run: nothing runs, and each
/// run reports "dry run: would run shortcut '…'".
enum AutomationRunnerFactory {
    static func runner(store: SQLiteStore) throws -> any ShortcutRunning {
        DryRunShortcutRunner()
    }
}
