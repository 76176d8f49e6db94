import ArgumentParser
import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation

/// `errand bench conversation`: one turn of understanding + resolve + confirm with in-process
/// handlers, and the same turn over the webhook to the Python example server on loopback.
public struct BenchConversation: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "conversation",
        abstract: "Time one conversation turn (resolve + confirm) in-process and over the webhook.",
        discussion: """
            Each iteration starts a fresh session and says one request that resolves and confirms \
            ("order a large latte" → "Ready to order?"). Reports p50/p99 in microseconds. \
            The webhook part starts Examples/webhook_server.py with python3 on 127.0.0.1.
            """)

    @Option(help: "Iterations of the in-process turn.")
    var iterations = 20000

    @Option(help: "Iterations of the webhook turn (0 skips it).")
    var webhookIterations = 500

    @Option(help: "The example webhook server script.")
    var server = "Examples/webhook_server.py"

    public init() {}

    public func validate() throws {
        guard (1...10_000_000).contains(iterations) else {
            throw ValidationError("--iterations must be between 1 and 10000000 (got \(iterations))")
        }
        guard (0...10_000_000).contains(webhookIterations) else {
            throw ValidationError(
                "--webhook-iterations must be between 0 (skip the webhook) and 10000000 "
                    + "(got \(webhookIterations))")
        }
    }

    public func run() async throws {
        let context = RequestContext(
            now: Date(timeIntervalSince1970: 1_795_510_800), timeZone: TimeZone(identifier: "UTC") ?? .current,
            modality: .voiceOnly, sessionID: "bench")
        let apps = ExampleApps()
        let understanding = try ModelLoading.trained(on: ExampleApps.catalog)
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: understanding)
        let interpretation = Interpretation(
            app: CoffeeApp.id, action: "OrderCoffee",
            parameters: [
                "coffee": UnderstoodValue(
                    value: .entity(EntityReference(type: "Drink", id: "latte", title: "Latte")), text: "latte"),
                "size": UnderstoodValue(value: .enumCase("large"), text: "large"),
            ], confidence: 1, source: .template)

        let full = await Self.measure(iterations) {
            var session = ConversationSession(id: "bench")
            let turn = await engine.respond(to: "order a large latte", in: &session, context: context)
            return turn.kind == .confirmation
        }
        Self.report("in-process turn (understanding + resolve + confirm + dialog)", full)
        let engineOnly = await Self.measure(iterations) {
            var session = ConversationSession(id: "bench")
            let turn = await engine.start(interpretation, in: &session, context: context)
            return turn.kind == .confirmation
        }
        Self.report("in-process turn without understanding (resolve + confirm + dialog)", engineOnly)
        let understandingOnly = await Self.measure(iterations) {
            let context = UnderstandingContext(now: context.now, timeZone: context.timeZone)
            return !understanding.readings(of: "order a large latte", context: context).isEmpty
        }
        Self.report("understanding alone", understandingOnly)
        // NB: what an utterance with a separator costs before its first turn: readings of the
        // whole and of the words on each side.
        let split = await Self.measure(iterations) {
            engine.requests(in: "start a run and play kind of blue", context: context).count == 2
        }
        Self.report("finding two requests said together (\"start a run and play kind of blue\")", split)
        let kept = await Self.measure(iterations) {
            engine.requests(in: "text amy saying buy milk and eggs", context: context).count == 1
        }
        Self.report("keeping one request whole (\"text amy saying buy milk and eggs\")", kept)
        guard webhookIterations > 0 else { return }
        try await benchWebhook(context: context, inProcess: engineOnly)
    }

    private func benchWebhook(context: RequestContext, inProcess: [Double]) async throws {
        guard FileManager.default.fileExists(atPath: server) else {
            print("webhook: skipped, \(server) not found (run from the repository root or pass --server)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.pythonInterpreter())
        process.arguments = [
            server, "--port", "0", "--secret", "bench", "--lifetime", "600", "--exit-with-stdin",
        ]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        defer {
            // Closing its input stops the server even when python3 runs behind a launcher script.
            try? input.fileHandleForWriting.close()
            process.terminate()
        }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard
            let port = line.split(separator: ":").last.flatMap({
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            })
        else {
            print("webhook: skipped, the server did not start (\(line))")
            return
        }
        let manifest = URL(fileURLWithPath: server).deletingLastPathComponent().appendingPathComponent(
            "bakery-webhook.yaml")
        let catalog = try ManifestLoader().load(paths: [manifest.path]).catalog
        let handler = WebhookHandler(
            configuration: WebhookConfiguration(url: "http://127.0.0.1:\(port)/errand", secret: "bench"))
        let engine = ConversationEngine(
            catalog: catalog, handlers: HandlerRegistry(["com.example.bakery": handler]),
            understanding: try ModelLoading.trained(on: catalog))
        let interpretation = Interpretation(
            app: "com.example.bakery", action: "OrderBread",
            parameters: [
                "bread": UnderstoodValue(
                    value: .entity(EntityReference(type: "Bread", id: "sourdough", title: "Sourdough")),
                    text: "sourdough")
            ], confidence: 1, source: .template)
        let timings = await Self.measure(webhookIterations) {
            var session = ConversationSession(id: "bench")
            let turn = await engine.start(interpretation, in: &session, context: context)
            return turn.kind == .confirmation
        }
        Self.report("webhook turn (resolve + confirm over loopback HTTP, Python server)", timings)
        let overhead = Self.percentile(timings, 0.5) - Self.percentile(inProcess, 0.5)
        print(String(format: "webhook overhead per turn (p50 difference): %.0f µs", overhead))
    }

    /// The real python3 interpreter, so `terminate()` reaches the server itself rather than a
    /// launcher script (such as pyenv's shims) that would leave it running.
    static func pythonInterpreter() -> String {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let output = Pipe()
        probe.standardOutput = output
        guard (try? probe.run()) != nil else { return "/usr/bin/python3" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Microseconds per call of `body`, after a warm-up; a call that gives `false` is an error.
    static func measure(_ iterations: Int, _ body: () async -> Bool) async -> [Double] {
        let clock = ContinuousClock()
        var failures = 0
        for _ in 0..<min(200, iterations) where await !body() { failures += 1 }
        var timings: [Double] = []
        timings.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = clock.now
            let ok = await body()
            let elapsed = start.duration(to: clock.now).components
            timings.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12)
            if !ok { failures += 1 }
        }
        if failures > 0 { print("warning: \(failures) iterations did not give the expected turn or result") }
        return timings.sorted()
    }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func report(_ name: String, _ sorted: [Double]) {
        print(
            String(
                format: "%@: n=%d p50=%.1f µs p99=%.1f µs max=%.1f µs", name, sorted.count, percentile(sorted, 0.5),
                percentile(sorted, 0.99), sorted.last ?? 0))
    }
}
