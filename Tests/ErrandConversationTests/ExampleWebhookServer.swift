import ErrandConversation
import ErrandTestSupport
import Foundation

/// The Python example webhook server (`Examples/webhook_server.py`), started by a test on
/// 127.0.0.1 with a free port and stopped by it, or when this process ends; it also stops by
/// itself after an hour. (Ten minutes were too short: on a loaded machine a whole run's tests
/// start their servers at once and reach them more than ten minutes later, to find them gone:
/// "connection refused".)
final class ExampleWebhookServer: @unchecked Sendable {
    let process: Process
    let port: Int
    /// The server's standard input: closing it stops the server, and so does this process ending.
    private let input = Pipe()
    var url: String { "http://127.0.0.1:\(port)/errand" }

    /// The python3 on the PATH, if any.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static var isAvailable: Bool { python != nil }

    /// Starts the server and waits for its "listening on" line.
    init(secret: String) throws {
        guard let python = Self.python else { throw ServerError(message: "python3 is not on the PATH") }
        let script = TestData.repositoryRoot.appendingPathComponent("Examples/webhook_server.py").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            script, "--port", "0", "--secret", secret, "--test-controls", "--lifetime", "3600", "--exit-with-stdin",
            // NB: a request stamped before minutes of a machine so busy that nothing ran is no
            // stale request; freshness has its own test (`staleOrAlteredRequestsAreRejected`).
            "--tolerance", "3600",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = ""
        while !line.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += String(decoding: chunk, as: UTF8.self)
        }
        guard let portText = line.split(separator: ":").last?.trimmingCharacters(in: .whitespacesAndNewlines),
            let port = Int(portText)
        else {
            process.terminate()
            throw ServerError(message: "the server did not say its port: '\(line)'")
        }
        self.port = port
    }

    deinit { stop() }

    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Makes the server misbehave: `{"failures": {"resolve": 2}, "delays": {"confirm": 1}, …}`.
    func configure(_ json: String) async throws {
        _ = try await HTTPClientTransport().post(
            url: "http://127.0.0.1:\(port)/_test/config", headers: [("Content-Type", "application/json")],
            body: Array(json.utf8), timeout: Self.controlTimeout)
    }

    /// What the server did: the orders it placed and the calls it answered per phase.
    func state() async throws -> (orders: Int, calls: [String: Int]) {
        let answer = try await HTTPClientTransport().post(
            url: "http://127.0.0.1:\(port)/_test/state", headers: [], body: [], timeout: Self.controlTimeout)
        let object = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
        let orders = (object?["orders"] as? [Any])?.count ?? -1
        return (orders, object?["calls"] as? [String: Int] ?? [:])
    }

    /// How long a test waits for the server's test controls: long, since they only set up and
    /// read what a test checks, and on a loaded machine 30 s once ran out before the answer.
    static let controlTimeout = Duration.seconds(120)

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
