import ArgumentParser
import ErrandSuggestions
import Foundation

/// `errand eval routines`: mines each person's usage log for automation suggestions and scores
/// them against the routines the simulation planted.
public struct EvalRoutines: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "routines",
        abstract: "Score mined automation suggestions against the routines a simulation planted.",
        discussion: """
            Write both files with `errand simulate --truth TRUTH -o LOG`. A suggestion matches a \
            planted routine of the same person, app, action and values whose trigger has the same kind, \
            and for times a time within 45 minutes and the same weekdays (one day more or less: half). \
            The last line is:
              routines: precision=… recall=… suggested=… planted=…
            """)

    @Option(help: "The usage log (JSON Lines).") var log: String
    @Option(help: "The planted routines (JSON Lines, from simulate --truth).") var truth: String
    @Flag(help: "Print the full report as JSON before the summary line.") var json = false
    @Option(help: "Print up to this many wrong suggestions and missed routines, to study them.")
    var examples: Int = 0
    @Option(help: "Override the lowest confidence of a time routine (0...1).") var minTimeConfidence: Double?
    @Option(help: "Override the lowest confidence of a place routine (0...1).") var minPlaceConfidence: Double?
    @Option(help: "Override the largest spread of a time routine, in minutes.") var maxSpread: Double?

    public init() {}

    public func validate() throws {
        try OptionRange.checkCount(examples, "--examples")
        try OptionRange.check(minTimeConfidence, "--min-time-confidence", in: OptionRange.unit)
        try OptionRange.check(minPlaceConfidence, "--min-place-confidence", in: OptionRange.unit)
        try OptionRange.checkPositive(maxSpread, "--max-spread")
    }

    public func run() throws {
        let events: [UsageEvent]
        let planted: [PlantedRoutine]
        do {
            events = try UsageLog.events(atPath: log)
            guard let data = FileManager.default.contents(atPath: truth) else {
                throw CommandFailure("\(truth): cannot read the truth file")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure("\(truth): the truth file is not valid UTF-8")
            }
            planted = try PlantedRoutine.routines(in: text, file: truth)
            // NB: with nothing planted, every score would read as perfect.
            guard !planted.isEmpty else {
                throw CommandFailure(
                    "\(truth): no planted routines; write the log and its truth together with "
                        + "errand simulate --truth TRUTH -o LOG")
            }
        } catch let error as UsageLogError {
            throw CommandFailure(error.description)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        var configuration = RoutineMinerConfiguration()
        if let minTimeConfidence { configuration.minimumTimeConfidence = minTimeConfidence }
        if let minPlaceConfidence { configuration.minimumPlaceConfidence = minPlaceConfidence }
        if let maxSpread { configuration.maximumSpreadMinutes = maxSpread }
        let evaluation = RoutineEvaluation(
            suggestions: AutomationSuggestions(miner: RoutineMiner(configuration: configuration)))
        let report = evaluation.evaluate(events, truth: planted)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        for line in report.wrong.prefix(examples) { print("wrong  \(line)") }
        for line in report.missed.prefix(examples) { print("missed \(line)") }
        if json {
            print(try CommandJSON.text(report))
        } else {
            print(
                "events: \(events.count) people: \(report.people) optional planted: \(report.optional) "
                    + "neutral suggestions: \(report.neutral)")
            let kinds = report.kinds.keys.sorted().map { "\($0)=\(report.kinds[$0] ?? 0)" }.joined(separator: " ")
            print("suggested by trigger: \(kinds); sequences: \(report.sequences)")
            print(String(format: "mining: %.2f s", seconds))
        }
        print(report.summary)
    }
}
