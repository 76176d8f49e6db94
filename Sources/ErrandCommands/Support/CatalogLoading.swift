import ArgumentParser
import ErrandCatalog
import ErrandConversation
import Foundation

/// Loading `--catalog` for a command: every problem printed like a compiler, then a failure.
enum CatalogLoading {
    /// The manifests at `paths`, or with none the example apps built into Errand — the apps
    /// `errand chat` answers with, so `parse` and `train` read the same catalog it runs and
    /// need no checkout of the repository beside the executable.
    static func load(_ paths: [String]) throws -> LoadedCatalog {
        guard !paths.isEmpty else {
            var loaded = LoadedCatalog()
            loaded.catalog = ExampleApps.catalog
            return loaded
        }
        do {
            let loaded = try ManifestLoader().load(paths: paths)
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
