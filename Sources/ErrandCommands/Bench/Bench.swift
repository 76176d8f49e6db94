import ArgumentParser

/// `errand bench`: measurements of speed and memory, in a release build.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure speed and memory (build with -c release first).",
        subcommands: [
            BenchUnderstanding.self, BenchConversation.self, BenchSuggestions.self, BenchRoutines.self,
            BenchShortcuts.self,
        ])
}
