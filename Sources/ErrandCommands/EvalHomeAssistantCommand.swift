import ArgumentParser
import ErrandLanguage
import Foundation

/// `errand eval home-assistant`: Home Assistant's English test sentences against its intents.
public struct EvalHomeAssistant: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "home-assistant",
        abstract: "Match Home Assistant's test sentences against its intents and report passes and latency.",
        discussion: """
            Loads sentences/en, intents.yaml and tests/en/_fixtures.yaml from --intents, runs every \
            sentence of the test files matched by --tests (files starting with '_' are not tests) \
            with its context, and prints the failures, then the summary line:
              home-assistant: passed=X/Y p50_us=… p99_us=… load_s=…
            With --json the failures and figures are printed as one JSON line before the summary.
            """
    )

    @Option(help: "The Home Assistant intents directory (holding sentences/, tests/ and intents.yaml).")
    var intents: String

    @Option(help: "The test files: a glob such as 'DIR/tests/en/*.yaml', or a directory.")
    var tests: String

    @Flag(help: "Print the report as JSON before the summary line.")
    var json = false

    public init() {}

    public func run() throws {
        let directory = URL(fileURLWithPath: intents)
        let intentsFile = directory.appendingPathComponent("intents.yaml")
        guard FileManager.default.fileExists(atPath: intentsFile.path) else {
            throw ValidationError("no intents.yaml in \(intents): pass the Home Assistant intents directory")
        }
        let files = try GlobPattern.files(matching: tests)
        guard !files.isEmpty else { throw ValidationError("no test files match \(tests)") }
        let evaluation: HomeAssistantEvaluation
        do {
            evaluation = try HomeAssistantEvaluation(intentsDirectory: directory, testFiles: files)
        } catch {
            throw ValidationError("\(error)")
        }
        let report = evaluation.run()
        if json {
            let failures = report.failures.map { failure -> TemplateValue in
                .mapping([
                    "sentence": .string(failure.test.sentence), "file": .string(failure.test.file),
                    "expected": Self.describe(intent: failure.test.intent, slots: failure.test.slots),
                    "got": failure.match.map { Self.describe(intent: $0.intent, slots: Self.slots(of: $0)) } ?? .null,
                    "reason": .string(failure.reason),
                ])
            }
            let object = TemplateValue.mapping([
                "passed": .number(Double(report.passed)), "total": .number(Double(report.total)),
                "p50_us": .number(Self.rounded(report.latency(quantile: 0.5))),
                "p99_us": .number(Self.rounded(report.latency(quantile: 0.99))),
                "load_s": .number(Self.rounded(report.loadSeconds, places: 3)), "failures": .list(failures),
            ])
            print(object.jsonText)
        } else {
            for failure in report.failures {
                print("FAIL \(failure.test.file): \(failure.test.sentence)")
                print("  expected: \(Self.describe(intent: failure.test.intent, slots: failure.test.slots).jsonText)")
                let got = failure.match.map { Self.describe(intent: $0.intent, slots: Self.slots(of: $0)).jsonText }
                print("  got:      \(got ?? "no match") (\(failure.reason))")
            }
        }
        print(
            "home-assistant: passed=\(report.passed)/\(report.total) "
                + "p50_us=\(Self.format(report.latency(quantile: 0.5))) p99_us=\(Self.format(report.latency(quantile: 0.99))) "
                + "load_s=\(Self.format(report.loadSeconds, places: 3))")
    }

    static func slots(of match: TemplateMatch) -> [String: TemplateValue] {
        var slots: [String: TemplateValue] = [:]
        for slot in match.slots { slots[slot.name] = slot.value }
        return slots
    }

    static func describe(intent: String, slots: [String: TemplateValue]) -> TemplateValue {
        .mapping(["intent": .string(intent), "slots": .mapping(slots)])
    }

    static func rounded(_ value: Double, places: Int = 1) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    static func format(_ value: Double, places: Int = 1) -> String {
        String(format: "%.\(places)f", value)
    }
}
