import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

/// The example catalog in `Examples/` loads cleanly and holds the apps and actions it promises.
struct ExampleCatalogTests {
    static let examples = TestData.repositoryRoot.appendingPathComponent("Examples").path

    static func load() throws -> LoadedCatalog {
        do {
            return try ManifestLoader().load(paths: [examples])
        } catch {
            let rendered = DiagnosticRenderer().render(error.diagnostics)
            Issue.record("Examples/ does not load:\n\(rendered)")
            throw error
        }
    }

    @Test func everyExampleLoadsWithoutErrorsOrWarnings() throws {
        let loaded = try Self.load()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.catalog.apps.count >= 10)
    }
}
