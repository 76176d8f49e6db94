import ArgumentParser
import ErrandSuggestions
import Foundation

/// `errand simulate`: writes a usage log from simulated personas.
public struct Simulate: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Write a usage log (JSON Lines) of simulated people's routines.",
        discussion: """
            The same seed, people count and number of days always give the same log. Lines are \
            written as they are made, so a long log is never held in memory. A file path (or a link \
            to one) is replaced only once the whole log is written; a FIFO or a device is written \
            through.
            """)

    @Option(help: "How many people to simulate.") var people: Int = 40
    @Option(help: "How many days to simulate.") var days: Int = 56
    @Option(help: "The random seed.") var seed: UInt64 = 1
    @Option(help: "Scale the noise: 1 default, 0.5 more regular people, 2 messier.") var noise: Double = 1
    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?
    @Option(help: "Also write the routines planted in the personas to this file (JSON Lines).") var truth: String?

    public init() {}

    public func validate() throws {
        guard (1...100_000).contains(people) else { throw ValidationError("--people must be between 1 and 100000") }
        guard (0...5).contains(noise) else { throw ValidationError("--noise must be between 0 and 5") }
        guard (1...3_650).contains(days) else { throw ValidationError("--days must be between 1 and 3650") }
        if let output, let truth, OutputFile.sameFile(output, truth) {
            throw ValidationError("-o and --truth name the same file '\(output)': give them different files")
        }
        if output == nil, let truth, OutputFile.isStandardOutput(truth) {
            throw ValidationError(
                "--truth '\(truth)' is standard output, where the log goes without -o; give the log a file with -o")
        }
    }

    public func run() throws {
        var simulator = UsageSimulator(seed: seed)
        simulator.noise = noise
        // NB: both destinations are opened before anything is written, so a path that cannot
        // be written is reported before the other is touched.
        let truthFile = try truth.map { try OutputFile(path: $0, option: "--truth") }
        let log = try output.map { try OutputFile(path: $0, option: "-o") } ?? OutputFile()
        if let truthFile {
            try simulator.forEachPlantedRoutine(people: people, days: days) { try truthFile.write($0.line + "\n") }
        }
        try simulator.forEachEvent(people: people, days: days) { try log.write(UsageLog.line(for: $0) + "\n") }
        try truthFile?.finish()
        try log.finish()
    }
}
