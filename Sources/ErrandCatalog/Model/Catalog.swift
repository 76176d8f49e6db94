import Foundation

/// Every app the assistant knows, with their actions: the model understanding, conversations,
/// shortcuts and suggestions are built on.
///
/// ```swift
/// let catalog = try ManifestLoader().load(paths: ["Examples"]).catalog
/// let order = catalog.action(named: "OrderCoffee", in: "com.example.coffee")
/// ```
public struct Catalog: Sendable, Hashable {
    public var apps: [AppDefinition]

    public init(apps: [AppDefinition] = []) {
        self.apps = apps
    }

    /// The app with the given identifier.
    public func app(_ id: String) -> AppDefinition? {
        apps.first { $0.id == id }
    }

    /// The action `action` of the app `app`.
    public func action(named action: String, in app: String) -> ActionDefinition? {
        self.app(app)?.action(named: action)
    }

    /// Every action of every app, with its app.
    public var allActions: [(app: AppDefinition, action: ActionDefinition)] {
        apps.flatMap { app in app.actions.map { (app, $0) } }
    }
}
