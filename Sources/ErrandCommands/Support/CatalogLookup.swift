import ErrandCatalog
import Foundation

/// An app and one of its actions named on the command line, found in the catalog or refused
/// with what the catalog does have.
enum CatalogLookup {
    /// The app `id`; `what` (`--after-action: `) leads the message when there is none.
    static func app(_ id: String, in catalog: Catalog, what: String = "") throws -> AppDefinition {
        guard let app = catalog.app(id) else {
            throw CommandFailure(
                "\(what)no app '\(id)' in the catalog; known apps: "
                    + catalog.apps.map(\.id).sorted().joined(separator: ", "))
        }
        return app
    }

    /// The action `id` of `app`; `what` leads the message when it has none.
    static func action(_ id: String, of app: AppDefinition, what: String = "") throws -> ActionDefinition {
        guard let action = app.action(named: id) else {
            throw CommandFailure(
                "\(what)app '\(app.id)' has no action '\(id)'; its actions are "
                    + app.actions.map(\.id).sorted().joined(separator: ", "))
        }
        return action
    }
}
