import ErrandCatalog
import Foundation

/// Stands in for an app whose handler is not here, so that its manifest can be tried in a
/// conversation before any code is written: the catalog's rules resolve the values (declared
/// cases and listed values, ranges, defaults, required values and their prompts), the
/// confirmation has no outputs, and handling does nothing and returns none.
///
/// ```swift
/// registry.register(PreviewHandler(), for: "com.example.plants")
/// ```
public struct PreviewHandler: ActionHandler {
    public init() {}

    public func resolve(_ request: ActionRequest) async throws(HandlerFailure) -> [String: ParameterResolution] {
        [:]
    }

    public func confirm(_ request: ActionRequest) async throws(HandlerFailure) -> [String: Value] {
        [:]
    }

    public func handle(_ request: ActionRequest, idempotencyKey: String) async throws(HandlerFailure) -> [String: Value]
    {
        [:]
    }
}
