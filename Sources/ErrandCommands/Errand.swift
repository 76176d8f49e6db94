import ArgumentParser

/// The `errand` command-line tool.
public struct Errand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "errand",
        abstract: "Declare app actions, understand requests, and run them.",
        subcommands: [Chat.self, Bench.self]
    )

    public init() {}
}
