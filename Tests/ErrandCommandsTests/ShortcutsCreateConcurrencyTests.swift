import ErrandShortcuts
import Foundation
import Testing

/// Several `errand shortcuts create` of one name at once, each its own process on one state
/// directory: one is created and the others are refused, and no creation is overwritten.
struct ShortcutsCreateConcurrencyTests {
    static var executable: URL? { ErrandProcess.executable }

    @Test(.enabled(if: executable != nil, "the errand executable is not built"))
    func concurrentCreatesOfOneNameKeepOneAndRefuseTheRest() async throws {
        let state = ShortcutsCommandTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // NB: the state made first, so the writers race on the name, not on creating the store.
        _ = try await ErrandProcess.runCapturingErrors([
            "shortcuts", "create", "Other", "--step", "show other", "--user", "amy", "--state", state.path,
        ])
        let writers = 5
        let results = try await withThrowingTaskGroup(of: (String, String, Int32).self) { group in
            for index in 1...writers {
                group.addTask {
                    try await ErrandProcess.runCapturingErrors([
                        "shortcuts", "create", "Same", "--step", "show hi \(index)", "--user", "amy", "--state",
                        state.path,
                    ])
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let created = results.filter { $0.2 == 0 }
        let refused = results.filter { $0.2 != 0 }
        #expect(created.count == 1)
        #expect(created.allSatisfy { $0.0.hasPrefix("created 'Same' (same)") })
        #expect(refused.count == writers - 1)
        for (_, errors, _) in refused {
            #expect(errors.contains("refused: amy already has a shortcut 'Same' (same)"), "\(errors)")
        }
        let kept = try ShortcutsCreateCommandTests.shortcuts(in: state).filter { $0.name == "Same" }
        #expect(kept.map(\.id) == ["same"])
        // The one kept is the one reported created.
        guard case .text(let words)? = kept.first?.steps.first?.parameters["text"] else {
            Issue.record("the shortcut kept does not show a text")
            return
        }
        #expect(created.first?.0.contains(words) == true)
    }
}
