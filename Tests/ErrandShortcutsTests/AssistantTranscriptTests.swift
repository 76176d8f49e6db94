import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import ErrandTestSupport
import Foundation
import Testing

/// Conversations through the front door (`Assistant`), written down as transcripts: what only the
/// front door does — several requests said together, repeats of a whole turn — with the example
/// apps, compared line by line. Set ERRAND_BLESS_TRANSCRIPTS=1 to rewrite the assistant's lines.
struct AssistantTranscriptTests {
    static let folder = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/AssistantTranscripts")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test func thereAreAssistantTranscripts() {
        #expect(Self.files.count >= 2)
    }

    @Test(arguments: files)
    func transcriptReplaysExactly(_ name: String) async throws {
        let url = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let transcript = try Transcript(parsing: text)
        let kit = ShortcutTestKit(
            understanding: try ShortcutTestKit.exampleUnderstanding())
        let context = ShortcutTestKit.context(transcript.settings["modality"] == "voice-only" ? .voiceOnly : .screen)
        var session = AssistantSession(id: "transcript")
        var produced: [Transcript.Line] = []
        for line in transcript.lines {
            guard case .person(let said) = line else { continue }
            produced.append(line)
            for response in await kit.assistant.respond(
                to: said, in: &session, phrases: PersonalPhraseBook(), context: context)
            {
                produced += Transcript.lines(for: response)
            }
        }
        let replayed = Transcript(settings: transcript.settings, lines: produced)
        if ProcessInfo.processInfo.environment["ERRAND_BLESS_TRANSCRIPTS"] == "1" {
            // Rewrites the assistant's lines; review the diff before committing it.
            try Transcript.blessed(text, with: replayed).write(to: url, atomically: true, encoding: .utf8)
        }
        if let difference = transcript.firstDifference(from: replayed) {
            #expect(difference.actual == difference.expected, "\(name) line \(difference.line)")
        }
    }
}
