import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

/// The rule registry, the shipped word lists, and the catalogs that must lint clean.
struct LintRegistryTests {
    @Test("rule identifiers are unique, kebab-case, and every rule cites its guideline")
    func rulesAreWellFormed() {
        let ids = Linter.allRules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in Linter.allRules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(rule.summary.contains("\""), "\(rule.id) summary cites no guideline sentence")
        }
    }

    @Test("the shipped word lists load and hold what the rules rely on")
    func resourcesLoad() {
        let resources = LintResources.shipped
        #expect(resources.titleVerbs.contains("order") && resources.titleVerbs.count > 200)
        #expect(resources.commonWords.contains("soup") && resources.commonWords.count > 500)
        #expect(resources.wellKnownApps.contains("spotify"))
        #expect(resources.inappropriateWords.contains("damn"))
        #expect(resources.wakePhrase(in: "hey errand order soup") == "hey errand")
        #expect(resources.wakePhrases.count > 10)
        #expect(resources.isCoreCommand("call 911") && resources.isCoreCommand("cancel"))
        #expect(!resources.isCoreCommand("cancel my soup order"))
        #expect(!resources.advertisingPhrases.isEmpty)
    }

    @Test("the manifests in Examples/ lint without a single finding")
    func examplesLintClean() throws {
        let examples = TestData.repositoryRoot.appendingPathComponent("Examples").path
        let loaded = try ManifestLoader().load(paths: [examples])
        let diagnostics = Linter().lint(loaded)
        #expect(diagnostics.isEmpty, "\(DiagnosticRenderer(sources: loaded.sources).render(diagnostics))")
    }

    @Test("the system domains' own titles, summaries, prompts and dialog follow the guidelines")
    func systemDomainsFollowGuidelines() {
        var app = AppDefinition(id: "com.example.domains", name: "Domain Check")
        app.actions = SystemDomains.all.map { intent in
            var action = intent.action
            action.id = intent.id.replacingOccurrences(of: ".", with: "_")
            action.adoptedIntent = nil
            return action
        }
        var loaded = LoadedCatalog()
        loaded.catalog = Catalog(apps: [app])
        // Phrases of the domains are templates with optional words: only truncation matters. A
        // title's category verb is checked for custom actions only; payments take the order
        // category for its financial rules while their verbs are send and request.
        let diagnostics = Linter().lint(loaded).filter {
            ($0.rule != "phrase-length" || $0.severity == .error) && $0.rule != "category-verb-mismatch"
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test("diagnostics come out in file order")
    func sortedOutput() throws {
        let file = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Lint/phrase-length/fail.yaml")
        let loaded = try ManifestLoader().load(paths: [file.path])
        let lines = Linter().lint(loaded).compactMap(\.location?.line)
        #expect(lines == lines.sorted())
        #expect(!lines.isEmpty)
    }
}
