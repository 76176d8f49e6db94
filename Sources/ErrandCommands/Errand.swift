import ArgumentParser

/// The `errand` command-line tool.
public struct Errand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "errand",
        abstract: "Declare app actions, understand requests, and run them.",
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
    public static func runCommandLine() async {
        await main()
    }
}
