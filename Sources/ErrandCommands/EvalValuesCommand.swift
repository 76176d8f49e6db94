import ArgumentParser
import ErrandLanguage
import Foundation

/// `errand eval values`: per-dimension accuracy on Duckling's JSON corpora.
struct EvalValuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values",
        abstract: "Measure built-in value recognition on Duckling's English corpora (one JSON file per dimension)."
    )

    @Option(help: "The folder of Duckling JSON files (number.json, time.json, …).")
    var corpus: String

    @Option(help: "The reference time of the corpus, ISO 8601 with an offset.")
    var now = "2013-02-12T04:30:00-02:00"

    @Option(help: "Which records to use: all, even or odd (every other one, to hold some out).")
    var subset: String = "all"

    @Flag(help: "Print each record that did not pass.")
    var failures = false

    @Flag(help: "Print a JSON object instead of lines.")
    var json = false

    func run() throws {
        guard let chosen = ValueCorpusEvaluation.Subset(rawValue: subset) else {
            throw ValidationError("--subset '\(subset)' is not one of all, even, odd")
        }
        let reference = try ReferenceTime(parsing: now)
        let evaluation = try ValueCorpusEvaluation.run(
            directory: URL(fileURLWithPath: corpus), subset: chosen, now: reference.now, timeZone: reference.timeZone)
        let headline = ["number", "ordinal", "duration", "money", "temperature", "time"]
        if json {
            var dimensions: [String: Any] = [:]
            for result in evaluation.results {
                dimensions[result.dimension] = [
                    "correct": result.correct, "total": result.total, "accuracy": result.accuracy,
                ]
            }
            let object: [String: Any] = [
                "dimensions": dimensions, "failures": evaluation.failures.count,
                "mean_us": evaluation.meanMicroseconds, "p50_us": evaluation.medianMicroseconds,
                "subset": chosen.rawValue,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        if failures {
            for failure in evaluation.failures {
                print(
                    "MISS \(failure.dimension)\t\(failure.text)\n  expected \(failure.expected)\n  found    \(failure.found)"
                )
            }
        }
        for result in evaluation.results {
            print("\(result.dimension): \(result.correct)/\(result.total) = \(Self.fraction(result.accuracy))")
        }
        print(
            "recognition time per utterance (all dimensions, release figures only): mean "
                + String(format: "%.1f", evaluation.meanMicroseconds) + " µs, p50 "
                + String(format: "%.1f", evaluation.medianMicroseconds) + " µs")
        let line = headline.map { "\($0)=\(Self.fraction(evaluation.accuracy(of: $0)))" }.joined(separator: " ")
        print("values: " + line)
    }

    static func fraction(_ value: Double) -> String { String(format: "%.3f", value) }
}
