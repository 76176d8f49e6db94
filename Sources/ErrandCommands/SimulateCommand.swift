import ArgumentParser
import ErrandSuggestions
import Foundation

/// `errand simulate`: writes a usage log from simulated personas.
public struct Simulate: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Write a usage log (JSON Lines) of simulated people's routines.",
        discussion: "The same seed, people count and number of days always give the same log.")

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
    }

    public func run() throws {
        var simulator = UsageSimulator(seed: seed)
        simulator.noise = noise
        let events = simulator.events(people: people, days: days)
        var text = ""
        text.reserveCapacity(events.count * 260)
        for event in events {
            text += UsageLog.line(for: event)
            text += "\n"
        }
        if let truth {
            let planted = simulator.plantedRoutines(people: people, days: days)
            let lines = planted.map { $0.line + "\n" }.joined()
            do {
                try lines.write(toFile: truth, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("cannot write '\(truth)': \(error.localizedDescription)")
            }
        }
        if let output {
            do {
                try text.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("cannot write '\(output)': \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}
