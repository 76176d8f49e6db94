import ErrandCatalog
import Foundation

/// Shared fixtures for Errand's test targets.
public enum TestData {
    /// The repository root, found from this source file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's `shared/` folder, beside the repository (benchmark data and guidelines).
    public static let shared: URL = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The catalog of one manifest under `Tests/Fixtures/Preview`, by its file name (`glow`,
    /// `reel`, `suds`, `halves`…): newcomers' first manifests, apps with no handler, shared by the
    /// tests of several modules.
    public static func previewCatalog(_ name: String) throws -> Catalog {
        let path = repositoryRoot.appendingPathComponent("Tests/Fixtures/Preview/\(name).yaml").path
        return try ManifestLoader().load(paths: [path]).catalog
    }
}
