import ErrandTestSupport
import Foundation

/// The built `errand` executable, run as a script runs it: arguments, standard input, and the
/// standard output and exit status it leaves.
enum ErrandProcess {
    /// The executable beside the test bundle, or in the debug build folder, when there is one.
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("errand"),
            TestData.repositoryRoot.appendingPathComponent(".build/debug/errand"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `errand ARGUMENTS` with `input` on standard input; the default state
    /// (`$ERRAND_STATE`) is `state`, or one of the run's own; `environment` adds to or
    /// replaces this process's variables.
    ///
    /// NB: waiting for the process blocks a thread for seconds, so it waits on a dispatch
    /// thread, never on one of the few threads every async test shares: a blocked shared
    /// thread starves other tests' timers and servers into false timeouts.
    static func run(
        _ arguments: [String], input: String, state: URL? = nil, environment: [String: String] = [:]
    ) async throws -> (output: String, status: Int32) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try runWaiting(arguments, input: input, state: state, adding: environment)
                    })
            }
        }
    }

    /// Runs `errand ARGUMENTS` with `input` (by default nothing) on standard input; returns
    /// standard error too.
    static func runCapturingErrors(_ arguments: [String], input: String = "") async throws -> (
        output: String, errors: String, status: Int32
    ) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
                            "errand-stderr-\(UUID().uuidString)")
                        defer { try? FileManager.default.removeItem(at: errors) }
                        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
                        let handle = try FileHandle(forWritingTo: errors)
                        let (output, status) = try runWaiting(arguments, input: input, errors: handle)
                        try handle.close()
                        let text = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
                        return (output, text, status)
                    })
            }
        }
    }

    private static func runWaiting(
        _ arguments: [String], input: String, errors: FileHandle = FileHandle.nullDevice, state: URL? = nil,
        adding added: [String: String] = [:]
    ) throws -> (output: String, status: Int32) {
        guard let executable else { return ("", -1) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // NB: `errand chat` keeps the person's donations in the default state: a run has one of
        // its own unless given one, so no test reads or writes the machine's.
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("errand-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: own) }
        var environment = ProcessInfo.processInfo.environment
        environment["ERRAND_STATE"] = (state ?? own).path
        environment.merge(added) { _, new in new }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errors
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }
}
