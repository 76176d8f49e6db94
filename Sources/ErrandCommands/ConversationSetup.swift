import ErrandCatalog
import ErrandConversation
import Foundation

/// The catalog and handlers a conversation command runs with: the built-in example apps, or the
/// manifests given, each app with the handler its manifest names.
struct ConversationSetup {
    var catalog: Catalog
    var handlers: HandlerRegistry
    var warnings: [String]

    /// Loads the manifests at `catalogPaths`, or the example apps when there are none. An app
    /// handled in-process gets the example app's Swift handler of the same identifier.
    ///
    /// - Throws: the manifests' diagnostics, rendered with their files and lines.
    init(catalogPaths: [String]) throws {
        let examples = ExampleApps()
        guard !catalogPaths.isEmpty else {
            catalog = ExampleApps.catalog
            handlers = examples.handlers
            warnings = []
            return
        }
        let loaded: LoadedCatalog
        do {
            loaded = try ManifestLoader().load(paths: catalogPaths)
        } catch {
            throw CatalogLoadFailure(message: DiagnosticRenderer().render(error.diagnostics))
        }
        catalog = loaded.catalog
        var registry = HandlerRegistry()
        var notes: [String] = []
        let inProcess = examples.handlers
        for app in catalog.apps {
            switch app.handler {
            case .inProcess:
                if let handler = inProcess.handler(for: app.id) {
                    registry.register(handler, for: app.id)
                } else {
                    notes.append(
                        "note: \(app.id) is handled in-process but no Swift handler is registered for it; "
                            + "its requests will fail")
                }
            case .webhook(let url, let secretVariable, let timeout):
                registry.register(
                    WebhookHandler(
                        configuration: WebhookConfiguration(
                            url: url,
                            secret: secretVariable.flatMap { ProcessInfo.processInfo.environment[$0] } ?? "",
                            timeout: .milliseconds(Int64((timeout ?? 5) * 1000)))), for: app.id)
            }
        }
        handlers = registry
        warnings = notes + loaded.warnings.map(\.description)
    }
}

/// Manifests that could not be loaded, with their rendered diagnostics.
struct CatalogLoadFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
