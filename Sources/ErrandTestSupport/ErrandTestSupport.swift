import Foundation

/// Shared fixtures for Errand's test targets.
public enum TestData {
    /// The repository root, found from this source file's location.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The project's `shared/` folder, beside the repository (benchmark data and guidelines).
    public static let shared: URL = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
}
