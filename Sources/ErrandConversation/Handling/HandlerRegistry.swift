import ErrandCatalog
import Foundation

/// The handler of each app, by app identifier.
public struct HandlerRegistry: Sendable {
    private var handlers: [String: any ActionHandler]

    public init(_ handlers: [String: any ActionHandler] = [:]) {
        self.handlers = handlers
    }

    /// The handler for the app with the given identifier.
    public func handler(for app: String) -> (any ActionHandler)? {
        handlers[app]
    }

    /// Registers `handler` for `app`, replacing any earlier one.
    public mutating func register(_ handler: any ActionHandler, for app: String) {
        handlers[app] = handler
    }

    /// The identifiers of apps with a handler.
    public var apps: [String] { handlers.keys.sorted() }
}
