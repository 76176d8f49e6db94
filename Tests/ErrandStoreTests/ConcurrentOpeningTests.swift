import ErrandStore
import Foundation
import Testing

/// Several processes that open one brand-new state directory at once all open it: the first
/// creates the schema and the others find it made (they used to race and fail with "table …
/// already exists" or "UNIQUE constraint failed: grdb_migrations" in about a third of runs).
struct ConcurrentOpeningTests {
    @Test(.timeLimit(.minutes(1)))
    func processesOpeningANewDirectoryTogetherAllSucceed() throws {
        let helper = try #require(CrashRecoveryTests.helper(), "ErrandStoreBurst should be built beside the tests")
        for _ in 0..<6 {
            let directory = Fixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let database = directory.appendingPathComponent("errand.sqlite").path
            let processes = (0..<4).map { _ in
                let process = Process()
                process.executableURL = helper
                // No donations: each process only opens the store, which migrates it.
                process.arguments = [database, "0"]
                process.standardError = Pipe()
                return process
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                let pipe = process.standardError as? Pipe
                let message = String(
                    decoding: pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data(), as: UTF8.self)
                #expect(process.terminationStatus == 0, "\(message)")
            }
            let store = try SQLiteStore(path: database)
            #expect(try store.integrityCheck() == "ok")
            #expect(try store.appliedMigrations() == SQLiteStore().appliedMigrations())
        }
    }
}
