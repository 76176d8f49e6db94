import ErrandShortcuts
import Foundation
import Testing

/// Several `errand shortcuts import` of one file at once, and creates of its name beside them,
/// each its own process on one state directory: every shortcut reported saved is kept, under an
/// identifier of its own, and none overwrites another.
struct ShortcutsImportConcurrencyTests {
    static var executable: URL? { ErrandProcess.executable }

    /// The identifier a command's first line reports saved: "imported 'Usual' (usual-2)".
    static func reportedIdentifier(_ output: String) -> String? {
        let first = output.split(separator: "\n").first.map(String.init) ?? ""
        guard let open = first.firstIndex(of: "("), let close = first[open...].firstIndex(of: ")") else { return nil }
        return String(first[first.index(after: open)..<close])
    }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func concurrentImportsAndCreatesOfOneShortcutKeepEveryOneReportedSaved() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // NB: the state made first, so the writers race on the identifier, not on creating the store.
        _ = try await ErrandProcess.runCapturingErrors([
            "shortcuts", "create", "Other", "--step", "show other", "--user", "amy", "--state", state.path,
        ])
        let usual = Shortcut(
            id: "usual", name: "Usual", steps: [.builtIn("a", .showResult, ["text": .text("the usual")])])
        let file = state.appendingPathComponent("usual.shortcut")
        try ShareFileExporter.shareFile(of: [usual]).encoded().write(to: file)
        let imports = 5
        let creates = 2
        let results = try await withThrowingTaskGroup(of: (command: String, output: String, status: Int32).self) {
            group in
            for _ in 1...imports {
                group.addTask {
                    let run = try await ErrandProcess.runCapturingErrors([
                        "shortcuts", "import", file.path, "--user", "amy", "--state", state.path,
                    ])
                    return ("import", run.output + run.errors, run.status)
                }
            }
            for index in 1...creates {
                group.addTask {
                    let run = try await ErrandProcess.runCapturingErrors([
                        "shortcuts", "create", "Usual", "--step", "show hi \(index)", "--user", "amy", "--state",
                        state.path,
                    ])
                    return ("create", run.output + run.errors, run.status)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let imported = results.filter { $0.command == "import" }
        #expect(imported.allSatisfy { $0.status == 0 && $0.output.hasPrefix("imported 'Usual' (usual") }, "\(imported)")
        let saved = results.filter { $0.status == 0 }.compactMap { Self.reportedIdentifier($0.output) }
        #expect(saved.count == results.filter { $0.status == 0 }.count)
        #expect(Set(saved).count == saved.count, "two commands reported one identifier saved: \(saved.sorted())")
        let kept = try ShortcutsCreateCommandTests.shortcuts(in: state).filter { $0.name == "Usual" }
        #expect(kept.map(\.id).sorted() == saved.sorted())
        // The imports kept are the file's shortcut, not a create's that overwrote it.
        for id in saved where imported.contains(where: { Self.reportedIdentifier($0.output) == id }) {
            #expect(kept.first { $0.id == id }?.steps == usual.steps, "\(id)")
        }
    }
}
