import ArgumentParser

/// `errand eval`: measurements of Errand against public benchmarks.
public struct Eval: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Measure Errand against benchmark data.",
        subcommands: [
            EvalValuesCommand.self, EvalSnips.self, EvalHomeAssistant.self, EvalSuggestions.self, EvalRoutines.self,
            EvalSlips.self,
        ]
    )

    public init() {}
}
