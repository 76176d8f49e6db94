import ErrandCatalog
import Foundation

/// Handles a Swift app's actions in the same process: fills an action instance with the
/// request's values and calls its resolve hooks, `confirm` and `perform`.
///
/// Handling is idempotent: outputs are kept by idempotency key, and a second call with a key
/// already handled returns them without performing again.
public struct InProcessHandler<App: SwiftApp>: ActionHandler {
    public let app: App
    private let handled = HandledResults()

    public init(app: App) {
        self.app = app
    }

    private func actionType(_ id: String) throws(HandlerFailure) -> any AppAction<App>.Type {
        guard let type = App.actions.first(where: { $0.id == id }) else {
            throw HandlerFailure.message("Sorry, that can't be done right now.")
        }
        return type
    }

    public func resolve(_ request: ActionRequest) async throws(HandlerFailure) -> [String: ParameterResolution] {
        let type = try actionType(request.action)
        return await Self.resolve(type, request: request, app: app)
    }

    private static func resolve<A: AppAction<App>>(_ type: A.Type, request: ActionRequest, app: App) async
        -> [String: ParameterResolution]
    {
        let action = A.instance(with: request.values)
        var results: [String: ParameterResolution] = [:]
        for (name, _) in action.parameterWrappers {
            if let result = await action.resolve(name, in: app, context: request.context) { results[name] = result }
        }
        return results
    }

    public func confirm(_ request: ActionRequest) async throws(HandlerFailure) -> [String: Value] {
        let type = try actionType(request.action)
        return try await Self.confirm(type, request: request, app: app)
    }

    private static func confirm<A: AppAction<App>>(_ type: A.Type, request: ActionRequest, app: App)
        async throws(HandlerFailure) -> [String: Value]
    {
        try await complete(A.instance(with: request.values), values: request.values).confirm(
            in: app, context: request.context)
    }

    /// The action when every required parameter can be read, so `confirm` and `perform` never
    /// meet a missing value; otherwise the failure that names the first one missing.
    private static func complete<A: AppAction<App>>(_ action: A, values: [String: Value]) throws(HandlerFailure) -> A {
        for (name, parameter) in action.parameterWrappers where parameter.isMissingRequiredValue {
            // A child parameter whose parent's value doesn't call for it has no value, rightly.
            if let dependency = parameter.definition(id: name).dependency {
                guard let parent = values[dependency.parameter],
                    dependency.values.isEmpty || dependency.values.contains(parent)
                else { continue }
            }
            throw HandlerFailure.message("Sorry, the \(name) is missing, so that can't be done.")
        }
        return action
    }

    public func handle(_ request: ActionRequest, idempotencyKey: String) async throws(HandlerFailure) -> [String: Value]
    {
        if let earlier = handled.outputs(for: idempotencyKey) { return earlier }
        let type = try actionType(request.action)
        let outputs = try await Self.perform(type, request: request, app: app)
        handled.record(outputs, for: idempotencyKey)
        return outputs
    }

    private static func perform<A: AppAction<App>>(_ type: A.Type, request: ActionRequest, app: App)
        async throws(HandlerFailure) -> [String: Value]
    {
        try await complete(A.instance(with: request.values), values: request.values).perform(
            in: app, context: request.context)
    }
}

/// Outputs of handled requests by idempotency key.
final class HandledResults: @unchecked Sendable {
    private let lock = NSLock()
    private var byKey: [String: [String: Value]] = [:]

    func outputs(for key: String) -> [String: Value]? {
        lock.withLock { byKey[key] }
    }

    func record(_ outputs: [String: Value], for key: String) {
        lock.withLock { byKey[key] = outputs }
    }
}
