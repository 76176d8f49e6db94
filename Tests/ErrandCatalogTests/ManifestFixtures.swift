import ErrandCatalog
import ErrandTestSupport
import Foundation

/// The manifests the loader tests read: the example catalog and the broken fixtures.
enum ManifestFixtures {
    /// `Examples/`, the catalog that must load cleanly.
    static let examples = TestData.repositoryRoot.appendingPathComponent("Examples")

    /// `Tests/Fixtures/Manifests/`, manifests broken on purpose.
    static let broken = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Manifests")

    /// The path of a broken fixture.
    static func path(_ name: String) -> String {
        broken.appendingPathComponent(name).path
    }

    /// Every manifest file of the example catalog, sorted.
    static func exampleFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { examples.appendingPathComponent($0) }
    }

    /// Every broken fixture that is valid UTF-8 text, sorted.
    static func brokenFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: broken.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { broken.appendingPathComponent($0) }
            .filter { (try? String(contentsOf: $0, encoding: .utf8)) != nil }
    }

    /// The diagnostics of loading `paths`, or none when they load.
    static func diagnostics(loading paths: [String]) -> [Diagnostic] {
        do {
            let loaded = try ManifestLoader().load(paths: paths)
            return loaded.warnings
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics of one broken fixture.
    static func diagnostics(_ name: String) -> [Diagnostic] {
        diagnostics(loading: [path(name)])
    }
}

extension Diagnostic {
    /// `line:column path: message`, without the file, for comparing with expectations.
    var summary: String {
        "\(location?.line ?? 0):\(location?.column ?? 0) \(path): \(message)"
    }
}
