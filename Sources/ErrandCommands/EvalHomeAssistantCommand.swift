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
            With --json the failures and figures are one JSON line, before the summary.
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
        let files = try TestFiles.matching(tests)
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

extension EvalHomeAssistant {
    /// Expands a file glob whose wildcards (`*`, `?`) are in the last path component, or lists
    /// the YAML files of a directory.
    enum TestFiles {
        static func matching(_ pattern: String) throws -> [URL] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: pattern, isDirectory: &isDirectory), isDirectory.boolValue {
                return try FileManager.default.contentsOfDirectory(atPath: pattern).filter { $0.hasSuffix(".yaml") }
                    .sorted()
                    .map { URL(fileURLWithPath: pattern).appendingPathComponent($0) }
            }
            let url = URL(fileURLWithPath: pattern)
            let directory = url.deletingLastPathComponent()
            let namePattern = url.lastPathComponent
            guard !directory.path.contains("*"), !directory.path.contains("?") else {
                throw GlobError(pattern: pattern)
            }
            guard namePattern.contains("*") || namePattern.contains("?") else {
                return FileManager.default.fileExists(atPath: url.path) ? [url] : []
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { matches(Array($0), Array(namePattern)) }.sorted().map {
                directory.appendingPathComponent($0)
            }
        }

        /// Whether `name` matches `pattern` (`*` any run, `?` one character).
        static func matches(_ name: [Character], _ pattern: [Character]) -> Bool {
            var reachable = [Bool](repeating: false, count: name.count + 1)
            reachable[0] = true
            for symbol in pattern {
                var next = [Bool](repeating: false, count: name.count + 1)
                if symbol == "*" {
                    var seen = false
                    for index in 0...name.count {
                        seen = seen || reachable[index]
                        next[index] = seen
                    }
                } else {
                    for index in 0..<name.count where reachable[index] && (symbol == "?" || name[index] == symbol) {
                        next[index + 1] = true
                    }
                }
                reachable = next
            }
            return reachable[name.count]
        }

        struct GlobError: Error, CustomStringConvertible {
            var pattern: String
            var description: String {
                "unsupported glob \(pattern): wildcards are accepted in the file name only, as in DIR/tests/en/*.yaml"
            }
        }
    }
}
