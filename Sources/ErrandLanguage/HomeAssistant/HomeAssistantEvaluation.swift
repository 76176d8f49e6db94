import Foundation

/// Runs Home Assistant's English test sentences through a `TemplateMatcher` compiled from its
/// intents, as that project's own test runner does, and reports passes and latency.
public struct HomeAssistantEvaluation: Sendable {
    /// One sentence that did not pass.
    public struct Failure: Sendable, Hashable {
        public var test: HomeAssistantTestCase
        public var reason: String
        public var match: TemplateMatch?
    }

    /// The figures of one run.
    public struct Report: Sendable {
        public var passed: Int
        public var total: Int
        public var failures: [Failure]
        /// Match latency per sentence, in microseconds, sorted.
        public var latencies: [Double]
        /// Seconds to read the data and compile the matcher.
        public var loadSeconds: Double

        public var passRate: Double { total == 0 ? 0 : Double(passed) / Double(total) }

        /// The latency at quantile `q` (0...1), in microseconds.
        public func latency(quantile q: Double) -> Double {
            guard !latencies.isEmpty else { return 0 }
            let rank = Int((q * Double(latencies.count - 1)).rounded())
            return latencies[min(max(rank, 0), latencies.count - 1)]
        }
    }

    public let matcher: TemplateMatcher
    public let tests: [HomeAssistantTestCase]
    public let loadSeconds: Double
    /// The intents `intents.yaml` defines; a test of any other intent fails.
    public let knownIntents: Set<String>

    /// Loads `sentences/en`, the fixtures and the given test files under `intentsDirectory`.
    public init(intentsDirectory: URL, testFiles: [URL], language: String = "en") throws {
        let clock = ContinuousClock()
        let start = clock.now
        let grammarBase = try HomeAssistantSentences.grammar(
            directory: intentsDirectory.appendingPathComponent("sentences").appendingPathComponent(language))
        var grammar = grammarBase
        let fixtures = intentsDirectory.appendingPathComponent("tests").appendingPathComponent(language)
            .appendingPathComponent("_fixtures.yaml")
        for (name, list) in try HomeAssistantFixtures.lists(file: fixtures) { grammar.lists[name] = list }
        matcher = try TemplateMatcher(
            grammar: grammar, configuration: .init(preferredSlot: "name", ordersWildcardTemplates: false))
        tests = try HomeAssistantTestCase.load(files: testFiles)
        let schema = try YAMLNode.load(intentsDirectory.appendingPathComponent("intents.yaml"))
        knownIntents = Set(YAMLNode.pairs(schema).map(\.0))
        let elapsed = clock.now - start
        loadSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Matches every test sentence with its context.
    public func run() -> Report {
        let clock = ContinuousClock()
        var failures: [Failure] = []
        var latencies: [Double] = []
        latencies.reserveCapacity(tests.count)
        for test in tests {
            let start = clock.now
            let match = matcher.bestMatch(for: test.sentence, context: test.context)
            let elapsed = clock.now - start
            latencies.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
            if !knownIntents.contains(test.intent) {
                failures.append(
                    Failure(test: test, reason: "intent \(test.intent) is not in intents.yaml", match: match))
            } else if let reason = test.failure(of: match) {
                failures.append(Failure(test: test, reason: reason, match: match))
            }
        }
        return Report(
            passed: tests.count - failures.count, total: tests.count, failures: failures, latencies: latencies.sorted(),
            loadSeconds: loadSeconds)
    }
}
