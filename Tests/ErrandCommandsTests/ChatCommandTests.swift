import ErrandTestSupport
import Foundation
import Testing

/// `errand chat` driven through standard input, as scripts drive it.
struct ChatCommandTests {
    /// The built `errand` executable beside the test bundle, when there is one.
    static var executable: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("errand"),
            TestData.repositoryRoot.appendingPathComponent(".build/debug/errand"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func chat(_ arguments: [String], input: String) throws -> String {
        guard let executable else { return "" }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["chat"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func aLatteIsOrderedByVoiceWithTheConfirmationAskedOnce() throws {
        let output = try Self.chat(["--voice-only", "--now", "2026-11-24T09:00:00Z"], input: "order a latte\nyes\n")
        #expect(
            output == """
                assistant: Your small latte comes to two dollars fifty. Ready to order?
                assistant: OK. Ordering. It will be ready in five minutes.

                """)
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func jsonModePrintsOneObjectPerTurn() throws {
        let output = try Self.chat(["--json"], input: "send a message to Amy\nthe second one\nhi\nyes\nhello?\n")
        let turns = output.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(
            turns.map { $0["kind"] as? String } == [
                "disambiguation", "prompt", "confirmation", "success", "notUnderstood",
            ])
        #expect(turns.first?["options"] as? [String] == ["Amy Lee", "Amy Chen"])
        #expect(turns.first?["parameter"] as? String == "recipients")
        #expect(turns.allSatisfy { $0["speech"] is String && $0["outputs"] is [String: Any] })
    }
}
