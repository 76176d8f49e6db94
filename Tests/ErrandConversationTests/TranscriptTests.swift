import ErrandCatalog
import ErrandConversation
import ErrandTestSupport
import Foundation
import Testing

/// Every transcript under `Tests/Fixtures/Transcripts` replayed against the engine with the
/// example apps, compared line by line.
struct TranscriptTests {
    static let folder = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Transcripts")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test func thereAreAtLeastFortyTranscripts() {
        #expect(Self.files.count >= 40)
    }

    // A transcript saved on Windows ("\r\n", a byte-order mark) reads as the same lines.
    @Test func aTranscriptSavedOnWindowsReadsAlike() throws {
        let name = try #require(Self.files.first)
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let windows =
            "\u{FEFF}" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let original = try Transcript(parsing: text)
        #expect(try Transcript(parsing: windows) == original)
        #expect(original.lines.count > 2)
    }

    // Text of several lines keeps every line starting with its kind or indented under one, and
    // reads back as it was, its blank lines too (with the indent or, after an editor, without).
    @Test func aTextOfSeveralLinesIsWrittenIndentedAndReadBack() throws {
        let lines: [Transcript.Line] = [
            .person("show my list"), .assistant("Groceries:\nperson: milk\n\n  eggs"), .display("| a\nb |"),
        ]
        let text = Transcript(lines: lines).conversationText
        #expect(
            text == """
                person: show my list
                assistant: Groceries:
                  person: milk
                \("  ")
                    eggs
                display: | a
                  b |
                """)
        #expect(try Transcript(parsing: text).lines == lines)
        let edited = text.replacingOccurrences(of: "\n  \n", with: "\n\n")
        #expect(try Transcript(parsing: edited).lines == lines)
        // A blank line between turns is not text of the turn above it.
        #expect(
            try Transcript(parsing: "assistant: Hi\n   \nperson: hello").lines == [.assistant("Hi"), .person("hello")])
    }

    @Test(arguments: files)
    func transcriptReplaysExactly(_ name: String) async throws {
        let url = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let transcript = try Transcript(parsing: text)
        let replayed = await TranscriptReplayer(baseDirectory: TestData.repositoryRoot).replay(transcript).transcript
        if ProcessInfo.processInfo.environment["ERRAND_BLESS_TRANSCRIPTS"] == "1" {
            // Rewrites the assistant's lines; review the diff before committing it.
            try Transcript.blessed(text, with: replayed).write(to: url, atomically: true, encoding: .utf8)
        }
        if let difference = transcript.firstDifference(from: replayed) {
            #expect(difference.actual == difference.expected, "\(name) line \(difference.line)")
        }
    }
}
