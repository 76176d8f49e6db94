import ArgumentParser
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// A file or value that cannot be read is said in Errand's words, with the path or key and
/// what to do: never Foundation's error dump.
struct ReadProblemWordingTests {
    // Before: `Error Domain=NSCocoaErrorDomain Code=256 "(null)"UserInfo={NSFilePath=/tmp, …}`.
    @Test func aModelPathThatIsADirectoryIsSaidSo() async throws {
        let folder = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try await ErrandProcess.runCapturingErrors(["parse", "--model", folder.path, "order a latte"])
        #expect(run.status != 0)
        #expect(run.errors.contains("--model '\(folder.path)' is a directory; give the path of a model file"))
        #expect(!run.errors.contains("NSCocoaErrorDomain"))
    }

    // Before: "cannot read '/tmp'", with no reason.
    @Test func aShareFileThatIsADirectoryIsSaidSo() async throws {
        let folder = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try await ErrandProcess.runCapturingErrors([
            "shortcuts", "import", folder.path, "--user", "amy", "--state", folder.appendingPathComponent("s").path,
        ])
        #expect(run.status != 0)
        #expect(run.errors.contains("cannot read '\(folder.path)': it is a directory; give the path of a file"))
    }

    @Test func aFileLongerThanTheBoundIsRefusedWithItsSize() throws {
        #expect {
            _ = try InputFile.read("/dev/zero")
        } throws: { error in
            "\(error)" == "cannot read '/dev/zero': it is longer than 64 MB; give a smaller file"
        }
    }

    static func donateLog(_ lines: [String]) throws -> String {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let log = state.appendingPathComponent("history.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: log)
        do {
            try Donate.parse([
                "--state", state.path, "--catalog", DonateLogTests.catalog, "--user", "amy", "--app",
                "com.example.coffee", "--log", log.path,
            ]).run()
            return "donated"
        } catch {
            return "\(error)"
        }
    }

    // Before: "cannot read '{deep:[[1]]}' as a tagged value: … The given data was not valid JSON."
    @Test func anObjectInALogIsQuotedAsTheJSONItIs() throws {
        let line =
            #"{"user":"amy","at":"2026-03-02T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee","#
            + #""parameters":{"coffee":"latte","size":{"deep":[[1]]}}}"#
        let message = try Self.donateLog([line])
        #expect(message.contains(#"'size': cannot read '{"deep":[[1]]}' as a tagged value: missing key 'type'"#))
        #expect(!message.contains("not valid JSON"))
    }

    // Before: "wrong type: Expected to decode Dictionary<String, Any> but found an array instead."
    @Test func aLogLineOfTheWrongShapeIsSaidInWords() throws {
        let message = try Self.donateLog(["[1,2]"])
        #expect(message.contains("wrong type: expected an object, found an array"))
        #expect(!message.contains("Expected to decode"))
    }

    // Before: "bad value at 'kind': Cannot initialize Kind from invalid String value spaceship".
    @Test func aReservationOfAnUnknownKindNamesTheValue() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect {
            try Donate.parse([
                "--state", state.path, "--catalog", DonateLogTests.catalog, "--user", "amy", "--app",
                "com.example.coffee", "--reservation", #"{"id":"r3","kind":"spaceship"}"#,
            ]).run()
        } throws: { error in
            "\(error)".contains("bad value at 'kind': 'spaceship' is not an accepted value")
                && !"\(error)".contains("Cannot initialize")
        }
    }
}
