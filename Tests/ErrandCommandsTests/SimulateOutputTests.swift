import ArgumentParser
import ErrandCommands
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errand simulate -o PATH` and `--truth PATH` write what PATH is: a file or a link to one is
/// replaced once the log is whole, a FIFO or a device is written through (the log used to be
/// renamed over it, leaving a regular file), and a failed write is an error.
struct SimulateOutputTests {
    static let small = ["--people", "2", "--days", "3", "--seed", "4"]

    static func type(of path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    @Test func aLinkStaysALinkAndItsTargetGetsTheLog() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.jsonl").path
        let link = directory.appendingPathComponent("link.jsonl").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.jsonl")
        try Simulate.parse(Self.small + ["-o", link]).run()
        #expect(Self.type(of: link) == .typeSymbolicLink)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.hasPrefix("{\"action\":"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "link.jsonl", "target.jsonl",
            ])
    }

    /// What a reader on a thread of its own read from a FIFO.
    final class ReadText: @unchecked Sendable {
        var text = ""
        let done = DispatchSemaphore(value: 0)
    }

    // NB: the FIFO is read on a thread of its own: opening a FIFO blocks until the other end
    // opens, and a reader on the tests' shared threads, all busy under load, left the writer
    // (and every test waiting for a shared thread) blocked for minutes.
    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let read = ReadText()
        Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) {
                read.text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            }
            read.done.signal()
        }.start()
        try Simulate.parse(Self.small + ["-o", fifo]).run()
        read.done.wait()
        #expect(read.text.hasPrefix("{\"action\":"))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDirectoryIsNamedAsOne() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for option in ["-o", "--truth"] {
            #expect {
                try Simulate.parse(Self.small + [option, directory.path]).run()
            } throws: { error in
                Simulate.message(for: error)
                    == "\(option) '\(directory.path)' is a directory; give the path of a file to write"
            }
        }
    }

    @Test func theLogAndTheTruthInOneFileAreRefusedBeforeAnythingIsWritten() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("both.jsonl").path
        let link = directory.appendingPathComponent("link.jsonl").path
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        for (output, truth) in [(file, file), (link, file), (file, directory.path + "/./both.jsonl")] {
            #expect {
                try Simulate.parse(Self.small + ["-o", output, "--truth", truth])
            } throws: { error in
                Simulate.message(for: error).contains("-o and --truth name the same file")
            }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep\n")
    }

    // `errand simulate > /dev/full` used to exit 0 with nothing written.
    @Test(.enabled(if: ErrandProcess.executable != nil && FileManager.default.fileExists(atPath: "/dev/full")))
    func aFailedWriteToStandardOutputFails() throws {
        let executable = try #require(ErrandProcess.executable)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["simulate"] + Self.small
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(message.contains("cannot write to standard output: No space left on device"))
    }

    // Without -o the log goes to standard output; a --truth that is standard output too would
    // mix the two files into one stream.
    @Test(.enabled(if: ErrandProcess.executable != nil))
    func aTruthOnStandardOutputIsRefusedWhenTheLogGoesThere() throws {
        let executable = try #require(ErrandProcess.executable)
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let captured = directory.appendingPathComponent("out.txt").path
        #expect(FileManager.default.createFile(atPath: captured, contents: nil))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["simulate", "--truth", "/dev/stdout"] + Self.small
        process.standardOutput = try #require(FileHandle(forWritingAtPath: captured))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(message.contains("--truth '/dev/stdout' is standard output"))
        #expect(try String(contentsOfFile: captured, encoding: .utf8).isEmpty)
    }
}
