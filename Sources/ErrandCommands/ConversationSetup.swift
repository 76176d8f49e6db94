import ErrandCatalog
import ErrandConversation
import Foundation

/// The catalog and handlers a conversation command runs with: the built-in example apps, or the
/// manifests given, each app with the handler its manifest names.
struct ConversationSetup {
    var catalog: Catalog
    var handlers: HandlerRegistry
    var warnings: [String]
    /// The apps answered by a `PreviewHandler`: they do nothing, so nothing of theirs is donated.
    var previewed: Set<String> = []

    /// Loads the manifests at `catalogPaths`, or the example apps when there are none. An app
    /// handled in-process gets the example app's Swift handler of the same identifier; one
    /// that has none is answered "isn't available here", or, `previewing`, by a
    /// `PreviewHandler` (its manifest tried before its code is written).
    ///
    /// - Throws: the manifests' diagnostics, rendered with their files and lines.
    init(catalogPaths: [String], previewing: Bool = false) throws {
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
        var unhandled: [String] = []
        var previewed: [String] = []
        let inProcess = examples.handlers
        for app in catalog.apps {
            switch app.handler {
            case .inProcess:
                if let handler = inProcess.handler(for: app.id) {
                    registry.register(handler, for: app.id)
                } else if previewing {
                    registry.register(PreviewHandler(), for: app.id)
                    previewed.append(app.id)
                } else {
                    unhandled.append(app.id)
                }
            case .webhook(let url, let secretVariable, let timeout):
                registry.register(
                    WebhookHandler(
                        configuration: WebhookConfiguration(
                            url: url,
                            secret: secretVariable.flatMap { ProcessInfo.processInfo.environment[$0] } ?? "",
                            timeout: .milliseconds(Self.milliseconds(of: timeout)), report: { writeError($0) })),
                    for: app.id)
            }
        }
        handlers = registry
        self.previewed = Set(previewed)
        warnings =
            Self.note(unhandled: unhandled) + Self.note(previewed: previewed) + loaded.warnings.map(\.description)
    }

    /// The setup of `catalogPaths`, or a failure naming them with the manifests' diagnostics:
    /// how every command that takes `--catalog` loads it.
    static func loading(_ catalogPaths: [String], previewing: Bool = false) throws -> ConversationSetup {
        do {
            return try ConversationSetup(catalogPaths: catalogPaths, previewing: previewing)
        } catch let failure as CatalogLoadFailure {
            throw CommandFailure(
                "cannot load the catalog from \(catalogPaths.joined(separator: ", ")):\n\(failure.message)")
        }
    }

    /// One note for the apps handled in-process that have no Swift handler here: their
    /// requests are understood and answered "isn't available here". The note says how to try
    /// them anyway: a manifest's author meets it first, before writing any handler.
    static func note(unhandled: [String]) -> [String] {
        switch unhandled.count {
        case 0: return []
        case 1:
            return [
                "note: \(unhandled[0]) is handled in-process and has no Swift handler here: "
                    + "its actions are understood but not done; try them with `errand chat --preview`"
            ]
        default:
            return [
                "note: \(unhandled.count) apps are handled in-process and have no Swift handler here: "
                    + "their actions are understood but not done (\(unhandled.joined(separator: ", "))); "
                    + "try them with `errand chat --preview`"
            ]
        }
    }

    /// One note for the apps previewed: what answers them, and that nothing is done.
    static func note(previewed: [String]) -> [String] {
        guard !previewed.isEmpty else { return [] }
        return [
            "note: previewing \(previewed.joined(separator: ", ")) (no handler here): values are resolved by the "
                + "manifest's rules alone, and nothing is done"
        ]
    }

    /// The milliseconds a webhook is waited for: the manifest's `timeout` (checked when it was
    /// loaded) held to 1 ms…`HandlerEndpoint.longestTimeout`, so no number stops the program.
    static func milliseconds(of timeout: Double?) -> Int64 {
        let seconds = timeout ?? HandlerEndpoint.defaultTimeout
        let held =
            seconds.isNaN ? HandlerEndpoint.defaultTimeout : min(max(seconds, 0.001), HandlerEndpoint.longestTimeout)
        return Int64(Int(saturating: held * 1_000))
    }
}

/// Manifests that could not be loaded, with their rendered diagnostics.
struct CatalogLoadFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
