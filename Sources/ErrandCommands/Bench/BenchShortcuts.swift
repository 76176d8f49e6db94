import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation

/// `errand bench shortcuts`: runs a 50-step shortcut of built-in actions many times and
/// reports the time per step. Run it on a release build.
public struct BenchShortcuts: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Time a 50-step shortcut of built-in actions (use a release build).",
        discussion: """
            The shortcut mixes Text (with references), Number, Calculate, Set and Get variable, List, \
            Dictionary, Get value for key, If and Repeat. Reports p50/p99 per run and per step in \
            microseconds; the target is at most 1 ms per step.
            """)

    @Option(help: "Timed runs of the shortcut.") var runs: Int = 2000

    public init() {}

    public func validate() throws {
        guard (1...1_000_000).contains(runs) else { throw ValidationError("--runs must be between 1 and 1000000") }
    }

    public func run() async throws {
        let shortcut = Self.fiftySteps
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: ExampleApps().handlers, understanding: NoReadings())
        let runner = ShortcutRunner(
            engine: engine, library: InMemoryShortcutLibrary(), person: "bench", clock: ImmediateShortcutClock())
        let context = RequestContext(
            now: Date(timeIntervalSince1970: 1_795_510_800), timeZone: TimeZone(identifier: "UTC") ?? .current,
            modality: .voiceOnly, sessionID: "bench")
        var executed = 0
        var failures = 0
        var perRun: [Double] = []
        perRun.reserveCapacity(runs)
        var perStep: [Double] = []
        perStep.reserveCapacity(runs)
        for index in 0..<(runs + min(100, runs)) {
            let start = DispatchTime.now().uptimeNanoseconds
            let (run, turn) = await runner.start(
                shortcut, input: .value(.string("bench")), runID: "bench", context: context)
            let microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000
            guard case .finished = turn.outcome else {
                failures += 1
                continue
            }
            // The first runs warm up caches and are not counted.
            guard index >= min(100, runs) else { continue }
            executed = run.stepsExecuted
            perRun.append(microseconds)
            perStep.append(microseconds / Double(shortcut.allSteps.count))
        }
        if failures > 0 {
            print("error: \(failures) runs did not finish")
            throw ExitCode.failure
        }
        perStep.sort()
        perRun.sort()
        print(
            "shortcuts: \(shortcut.allSteps.count)-step shortcut of built-in actions, \(perRun.count) runs, "
                + "\(executed) instructions executed per run (loops and jumps included)")
        print(
            String(
                format: "per run: p50 %.1f µs, p99 %.1f µs", LatencySamples.percentile(perRun, 0.5),
                LatencySamples.percentile(perRun, 0.99)))
        let p50 = LatencySamples.percentile(perStep, 0.5)
        let p99 = LatencySamples.percentile(perStep, 0.99)
        print(
            String(
                format: "per step: p50 %.2f µs, p99 %.2f µs (target ≤ 1000 µs): %@", p50, p99,
                p99 <= 1000 ? "met" : "MISSED"))
    }

    /// How many steps the benchmark's shortcut has, nested ones included.
    public static var stepCount: Int { fiftySteps.allSteps.count }

    /// Fifty steps in five blocks of ten: text with references, number from text, calculate,
    /// set and get variable, list, dictionary, get value for key, and an If (even blocks) or a
    /// Repeat (odd blocks) with one nested step.
    static var fiftySteps: Shortcut {
        var steps: [ShortcutStep] = [
            .builtIn("start", .setVariable, ["name": .text("total"), "value": .literal(.integer(0))])
        ]
        for block in 0..<5 {
            let id = { (name: String) in "\(name)\(block)" }
            steps += [
                .builtIn(id("t"), .text, ["text": .text("Run {input}, block \(block), total {var:total}")]),
                .builtIn(id("n"), .number, ["number": .text("\(block + 1)")]),
                .builtIn(
                    id("c"), .calculate,
                    [
                        "a": .variable("total", property: nil), "operator": .text("+"),
                        "b": .output(step: id("n"), property: nil),
                    ]),
                .builtIn(id("v"), .setVariable, ["name": .text("total")]),
                .builtIn(
                    id("l"), .list,
                    ["items": .list([.output(step: id("t"), property: nil), .output(step: id("n"), property: nil)])]),
                .builtIn(
                    id("d"), .dictionary,
                    [
                        "entries": .dictionary([
                            "sum": .output(step: id("c"), property: nil), "label": .text("block \(block)"),
                        ])
                    ]),
                .builtIn(id("k"), .getValueForKey, ["key": .text("sum")]),
            ]
            if block.isMultiple(of: 2) {
                steps.append(
                    .builtIn(
                        id("i"), .if,
                        [
                            "input": .output(step: id("k"), property: nil), "condition": .text("greaterThan"),
                            "value": .text("0"),
                        ],
                        then: [.builtIn(id("y"), .text, ["text": .text("positive {\(id("k"))}")])]))
            } else {
                steps.append(
                    .builtIn(
                        id("r"), .repeat, ["count": .literal(.integer(2))],
                        body: [
                            .builtIn(
                                id("x"), .calculate,
                                ["a": .variable("repeatIndex", property: nil), "operator": .text("*"), "b": .text("2")])
                        ]))
            }
            steps.append(.builtIn(id("g"), .getVariable, ["name": .text("total")]))
        }
        steps.removeLast()
        return Shortcut(id: "bench", name: "Fifty steps", steps: steps)
    }
}

/// Understanding that reads nothing: the benchmark's shortcut has no app steps.
private struct NoReadings: RequestUnderstanding {
    func readings(of text: String, context: UnderstandingContext) -> [Interpretation] { [] }
}
