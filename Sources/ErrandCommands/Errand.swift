import ArgumentParser

/// The `errand` command-line tool.
public struct Errand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "errand",
        abstract: "Declare app actions, understand requests, and run them.",
        subcommands: [Simulate.self, EvalSuggestions.self, Donate.self, Suggest.self, BenchSuggestions.self]
    )

    public init() {}
}
