import ErrandCatalog
import Foundation

/// An app and one of its actions named on the command line, found in the catalog or refused
/// with what the catalog does have.
enum CatalogLookup {
    /// The app `id`; `what` (`--after-action: `) leads the message when there is none.
    static func app(_ id: String, in catalog: Catalog, what: String = "") throws -> AppDefinition {
        guard let app = catalog.app(id) else {
            throw CommandFailure(what + UnknownName.app(id, known: catalog.apps.map(\.id)))
        }
        return app
    }

    /// The action `id` of `app`; `what` leads the message when it has none.
    static func action(_ id: String, of app: AppDefinition, what: String = "") throws -> ActionDefinition {
        guard let action = app.action(named: id) else {
            throw CommandFailure(what + UnknownName.action(id, app: app.id, known: app.actions.map(\.id)))
        }
        return action
    }
}
