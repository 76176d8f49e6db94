import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// Understanders trained once for the whole test run: training is the slow part of setting up
/// a conversation, and the catalogs do not change between tests.
enum SharedUnderstanders {
    static let exampleApps: Understander? = ExampleApps.understander

    static let bakery: (catalog: Catalog, understander: Understander)? = {
        let manifest = TestData.repositoryRoot.appendingPathComponent("Examples/bakery-webhook.yaml").path
        guard let catalog = try? ManifestLoader().load(paths: [manifest]).catalog,
            let understander = try? Understander.trained(on: catalog)
        else { return nil }
        return (catalog, understander)
    }()

    /// The example apps' understander, failing the test if it could not be trained.
    static func examples() throws -> Understander {
        try #require(exampleApps, "the example apps' phrases must compile and train")
    }

    /// A conversation engine of the example apps built into Errand, with their handlers.
    static func exampleEngine() throws -> ConversationEngine {
        let apps = ExampleApps()
        return ConversationEngine(catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: try examples())
    }
}
