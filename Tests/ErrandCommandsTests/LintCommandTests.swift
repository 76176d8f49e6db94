import ErrandCatalog
import ErrandCommands
import ErrandTestSupport
import Foundation
import Testing

/// `errand lint`, run in-process: its output formats and exit status.
struct LintCommandTests {
    static let fixtures = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Lint")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test("a manifest with an error exits 1 and prints compiler-style lines with the rule")
    func errorExitsOne() {
        let outcome = LintCommand.outcome(paths: [Self.fixture("phrase-core-command/fail.yaml")])
        #expect(outcome.exitStatus == 1)
        let first = outcome.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(Self.fixture("phrase-core-command/fail.yaml") + ":"))
        #expect(first.contains(": error: ") && first.hasSuffix("[phrase-core-command]"))
        #expect(outcome.output.contains("|"), "the text format shows the source line and a caret")
        #expect(outcome.output.contains("^"))
    }

    @Test("warnings alone exit 0")
    func warningsExitZero() {
        let outcome = LintCommand.outcome(paths: [Self.fixture("title-sentence-case/fail.yaml")])
        #expect(outcome.exitStatus == 0)
        #expect(!outcome.diagnostics.isEmpty && outcome.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test("a clean manifest prints nothing and exits 0")
    func cleanExitsZero() {
        let outcome = LintCommand.outcome(paths: [TestData.repositoryRoot.appendingPathComponent("Examples").path])
        #expect(outcome.exitStatus == 0)
        #expect(outcome.output.isEmpty)
    }

    @Test("--format json prints an array of {file,line,column,severity,message,rule,path}")
    func jsonShape() throws {
        let outcome = LintCommand.outcome(paths: [Self.fixture("phrase-length/fail.yaml")], format: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        for entry in array {
            #expect(Set(entry.keys) == ["file", "line", "column", "severity", "message", "rule", "path"])
            #expect(entry["rule"] as? String == "phrase-length")
            #expect(entry["line"] is Int && entry["column"] is Int)
            #expect(["error", "warning"].contains(entry["severity"] as? String))
            #expect(
                (entry["path"] as? String)?.hasPrefix("actions.") == true
                    || (entry["path"] as? String)?.hasPrefix("shortcuts") == true)
        }
        #expect(outcome.exitStatus == 1)
    }

    @Test("loading errors are printed like lint findings and exit 1")
    func loadingErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.yaml")
        try "app: com.example.broken\nname: Broken\nactions:\n  Go: { title: Go home, category: nowhere }\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let outcome = LintCommand.outcome(paths: [file.path])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.output.contains("\(file.path):4:"))
        #expect(outcome.output.contains("error:"))
        let json = LintCommand.outcome(paths: [file.path], format: .json)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(array.first?["rule"] is NSNull)
    }

    @Test("a manifest saved on Windows is reported at the same lines, each shown with its caret")
    func windowsLineBreaks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for fixture in ["phrase-core-command/fail.yaml", "title-sentence-case/fail.yaml"] {
            let text = try String(contentsOfFile: Self.fixture(fixture), encoding: .utf8)
            let copy = directory.appendingPathComponent("windows.yaml")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try Data(("\u{FEFF}" + lines.joined(separator: "\r\n")).utf8).write(to: copy)
            let original = LintCommand.outcome(paths: [Self.fixture(fixture)])
            let windows = LintCommand.outcome(paths: [copy.path])
            #expect(!original.output.isEmpty)
            #expect(windows.output == original.output.replacingOccurrences(of: Self.fixture(fixture), with: copy.path))
            #expect(!windows.output.contains("\r"))
        }
        // A file that does not load is shown from the file as read again, the same way.
        let broken = directory.appendingPathComponent("broken.yaml")
        try Data(
            "\u{FEFF}app: com.example.broken\r\nname: Broken\r\nactions:\r\n  Go: { title: Go home, category: nowhere }\r\n"
                .utf8
        )
        .write(to: broken)
        let outcome = LintCommand.outcome(paths: [broken.path])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.output.contains("\(broken.path):4:"))
        #expect(outcome.output.contains(" 4 |   Go: { title: Go home, category: nowhere }\n"))
    }

    @Test("--timing reports loading and linting times on standard error only")
    func timing() {
        let outcome = LintCommand.outcome(
            paths: [TestData.repositoryRoot.appendingPathComponent("Examples").path], timing: true)
        #expect(outcome.errorOutput.contains("loaded") && outcome.errorOutput.contains("ms"))
        #expect(!outcome.output.contains("ms"))
    }
}
