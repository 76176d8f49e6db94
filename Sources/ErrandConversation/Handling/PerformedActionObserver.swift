import ErrandCatalog

/// Told of every action the engine handled successfully, once per confirmed request: the hook
/// through which what people actually do becomes a donation.
///
/// The guidelines: donate every time people perform the action, and only actions they actually
/// perform — so it is called after a successful handle, never for a request that was cancelled,
/// declined or failed.
public protocol PerformedActionObserver: Sendable {
    func performed(_ request: ActionRequest, outputs: [String: Value]) async
}
