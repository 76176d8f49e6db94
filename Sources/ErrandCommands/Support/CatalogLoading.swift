import ArgumentParser
import ErrandCatalog
import Foundation

/// Loading `--catalog` for a command: every problem printed like a compiler, then a failure.
enum CatalogLoading {
    /// The example apps shipped in the repository, used when a command is given no catalog.
    static var defaultCatalogPath: String {
        let candidates = [
            FileManager.default.currentDirectoryPath + "/Examples",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "Examples"
    }

    static func load(_ paths: [String]) throws -> LoadedCatalog {
        do {
            let loaded = try ManifestLoader().load(paths: paths.isEmpty ? [defaultCatalogPath] : paths)
            if !loaded.warnings.isEmpty {
                writeError(DiagnosticRenderer(sources: loaded.sources).render(loaded.warnings))
            }
            return loaded
        } catch {
            var sources: [String: String] = [:]
            for diagnostic in error.diagnostics {
                guard let file = diagnostic.location?.file, sources[file] == nil,
                    let data = FileManager.default.contents(atPath: file)
                else { continue }
                sources[file] = String(decoding: data, as: UTF8.self).normalizingLineBreaks()
            }
            writeError(DiagnosticRenderer(sources: sources).render(error.diagnostics))
            throw ExitCode.failure
        }
    }
}

/// Writes a line to standard error.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
