import ArgumentParser
import ErrandSuggestions
import Foundation

/// `errand bench routines`: time to mine all routines of one person with many donations. Run
/// it on a release build.
public struct BenchRoutines: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "routines",
        abstract: "Measure routine mining for one person with many donations (use a release build).")

    @Option(help: "Donations of the measured person.") var donations: Int = 100_000
    @Option(help: "Timed runs (the median is reported).") var runs: Int = 5
    @Option(help: "The simulation seed.") var seed: UInt64 = 1

    public init() {}

    public func validate() throws {
        guard donations >= 1_000, (1...100).contains(runs) else {
            throw ValidationError("need --donations ≥ 1000 and --runs between 1 and 100")
        }
    }

    public func run() throws {
        let person = BenchSuggestions.oneBusyPerson(donations: donations, seed: seed)
        // Through donations, as an app would give them, to measure the path people use.
        let observations = person.compactMap { RoutineObservation(BenchSuggestions.donation(of: $0.0, at: $0.1)) }
        print("person: \(observations.count) donations over \(spanDays(observations)) days")
        let miner = RoutineMiner()
        var times: [Double] = []
        var found: [MinedRoutine] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            found = miner.routines(in: observations)
            times.append(BenchSuggestions.seconds(since: start))
        }
        times.sort()
        for routine in found.prefix(5) { print("  " + RoutineReason.sentence(for: routine)) }
        print(
            String(
                format: "routines: mine %d donations: median %.3f s, worst %.3f s, %d routines (target ≤ 1 s)",
                observations.count, times[times.count / 2], times[times.count - 1], found.count))
    }

    private func spanDays(_ observations: [RoutineObservation]) -> Int {
        let instants = observations.map(\.instant)
        guard let first = instants.min(), let last = instants.max() else { return 0 }
        return Int((last - first) / 86_400) + 1
    }
}
