import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct CrashRecoveryTests {
    /// The helper executable built beside the test bundle.
    static func helper() -> URL? {
        let names = ["ErrandStoreBurst"]
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        directories.append(TestData.repositoryRoot.appendingPathComponent(".build/debug"))
        for directory in directories {
            for name in names {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    @Test(.timeLimit(.minutes(1)))
    func everyAcknowledgedDonationSurvivesAKillDuringABurst() throws {
        let helper = try #require(Self.helper(), "ErrandStoreBurst should be built beside the tests")
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("errand.sqlite")
        let log = directory.appendingPathComponent("acks.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = helper
        process.arguments = [database.path, "1000000", "3"]
        process.standardOutput = output
        try process.run()
        // Let it acknowledge a few hundred donations, then kill it without warning.
        // NB: a blocking sleep: with the suite's other tests busy on every thread of the pool,
        // a task's sleep could wait minutes to resume, past the time limit.
        var acknowledged: [String] = []
        for _ in 0..<400 {
            usleep(10_000)
            acknowledged = Self.acknowledgements(in: log)
            if acknowledged.count >= 300 || !process.isRunning { break }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try output.close()
        #expect(process.terminationReason == .uncaughtSignal)
        acknowledged = Self.acknowledgements(in: log)
        #expect(acknowledged.count >= 300)

        let store = try SQLiteStore(path: database.path)
        #expect(try store.integrityCheck() == "ok")
        let missing = try acknowledged.filter { try !store.containsDonation(id: $0) }
        #expect(missing.isEmpty, "acknowledged but lost: \(missing.prefix(5))")
        #expect(try store.donationCount(of: "burst") >= acknowledged.count)
    }

    /// The identifiers in complete `ack ID` lines (a line cut by the kill is not acknowledged).
    static func acknowledgements(in file: URL) -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.removeLast()  // after the last newline: empty, or a partial line
        return lines.compactMap { $0.hasPrefix("ack ") ? String($0.dropFirst(4)) : nil }
    }
}
