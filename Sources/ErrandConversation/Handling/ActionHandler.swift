import ErrandCatalog
import Foundation

/// Fulfils an app's actions in the three phases of the guidelines: resolve the parameters,
/// confirm the request, handle it.
///
/// In-process Swift apps (`InProcessHandler`) and apps in other languages reached over HTTP
/// (`WebhookHandler`) implement the same protocol, so the conversation never knows which it
/// talks to.
///
/// ```swift
/// let results = try await handler.resolve(request)       // ["coffee": .success(...)]
/// let outputs = try await handler.confirm(request)       // ["price": .currency(...)]
/// let done = try await handler.handle(request, idempotencyKey: "session-1#1")
/// ```
public protocol ActionHandler: Sendable {
    /// Resolves the parameters the app has an opinion on. Parameters missing from the result
    /// are resolved by the catalog's rules (defaults, required values, options).
    ///
    /// Resolve has no side effects: the conversation may ask it more than once about one
    /// request, with the words divided otherwise ("bob" and "running late" once "bob running"
    /// is refused).
    func resolve(_ request: ActionRequest) async throws(HandlerFailure) -> [String: ParameterResolution]

    /// Checks that the request can be handled and returns values for the confirmation dialog
    /// (a price, an arrival time). Throws a named failure, before anything has happened, when
    /// it cannot ("the pickup location is closed").
    func confirm(_ request: ActionRequest) async throws(HandlerFailure) -> [String: Value]

    /// Does the action, once per `idempotencyKey`: a second call with the same key returns the
    /// first call's outputs without doing it again.
    func handle(_ request: ActionRequest, idempotencyKey: String) async throws(HandlerFailure) -> [String: Value]
}
