import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

/// Every rule against its own fixtures: it fires exactly at the lines of `fail.yaml` marked
/// `# expect: <rule-id>`, and nowhere in `pass.yaml`.
struct LintFixtureTests {
    static let fixtures = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Lint")
    static let ruleIDs = Linter.allRules.map(\.id)

    /// The lines where `rule` fires when it alone lints the manifest at `file`.
    static func firingLines(of rule: any LintRule, in file: URL) throws -> Set<Int> {
        let loaded = try ManifestLoader().load(paths: [file.path])
        let diagnostics = Linter(rules: [rule]).lint(loaded)
        #expect(diagnostics.allSatisfy { $0.rule == rule.id })
        return Set(diagnostics.compactMap(\.location?.line))
    }

    /// The lines of `file` marked `# expect: id`.
    static func expectedLines(for id: String, in file: URL) throws -> Set<Int> {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return Set(lines.enumerated().filter { $0.element.hasSuffix("# expect: \(id)") }.map { $0.offset + 1 })
    }

    @Test("each rule fires exactly at the marked lines of its failing fixture", arguments: ruleIDs)
    func firesAtMarkedLines(id: String) throws {
        let rule = try #require(Linter.rule(id))
        let file = Self.fixtures.appendingPathComponent("\(id)/fail.yaml")
        let expected = try Self.expectedLines(for: id, in: file)
        #expect(!expected.isEmpty, "fail.yaml marks no line for \(id)")
        let fired = try Self.firingLines(of: rule, in: file)
        #expect(fired == expected, "\(id): fired at \(fired.sorted()), expected \(expected.sorted())")
    }

    @Test("each rule stays silent on its passing fixture", arguments: ruleIDs)
    func silentOnPassingFixture(id: String) throws {
        let rule = try #require(Linter.rule(id))
        let file = Self.fixtures.appendingPathComponent("\(id)/pass.yaml")
        let fired = try Self.firingLines(of: rule, in: file)
        #expect(fired.isEmpty, "\(id) fired on pass.yaml at lines \(fired.sorted())")
    }

    @Test("every rule in the registry has a fixture folder with pass.yaml and fail.yaml")
    func everyRuleHasFixtures() {
        for id in Self.ruleIDs {
            for name in ["pass.yaml", "fail.yaml"] {
                let path = Self.fixtures.appendingPathComponent("\(id)/\(name)").path
                #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
            }
        }
    }

    @Test("every fixture folder belongs to a rule, so no fixture is left unchecked")
    func everyFixtureFolderHasARule() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
        #expect(Set(folders) == Set(Self.ruleIDs))
    }
}
