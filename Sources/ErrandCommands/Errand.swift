import ArgumentParser

/// The `errand` command-line tool.
public struct Errand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "errand",
        abstract: "Declare app actions, understand requests, and run them.",
        discussion: """
            A person's state (donations, shortcuts, phrases, automations) is kept in --state, else \
            $ERRAND_STATE, else ~/.local/share/errand. The model each catalog is understood with is \
            trained at its first use and kept in $ERRAND_CACHE/models, else ~/.cache/errand/models: \
            it holds only what the apps declare, and may be deleted at any time.
            """,
        subcommands: [
            Chat.self, LintCommand.self, Parse.self, Train.self, ValuesCommand.self, Donate.self, Suggest.self,
            Simulate.self, Phrases.self,
            Eval.self, Bench.self, ShortcutsCommand.self, AutomationsCommand.self,
        ]
    )

    public init() {}
}

extension Errand {
    /// Runs the command line of this process, with asynchronous subcommands.
    ///
    /// A command line that cannot be read is reported as ArgumentParser reports it, with the
    /// usage of the subcommand it was for. An error a subcommand throws while it runs is
    /// reported as just the error: the command line was read, and ArgumentParser would show
    /// the usage of `errand` itself ("Usage: errand <subcommand>") for a `ValidationError`.
    public static func runCommandLine() async {
        let command: any ParsableCommand
        do {
            command = try await asyncParseAsRoot()
        } catch {
            exit(withError: error)
        }
        do {
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                var synchronous = command
                try synchronous.run()
            }
        } catch let error as ValidationError {
            writeError("Error: \(error.message)")
            exit(withError: ExitCode.validationFailure)
        } catch {
            exit(withError: error)
        }
    }
}
