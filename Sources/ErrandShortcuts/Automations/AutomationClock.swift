import Foundation

/// The time source and sleeper of the long-running scheduler: the system clock in
/// production, a clock that advances instantly in tests.
public protocol AutomationClock: Sendable {
    /// The current moment.
    var now: Date { get }
    /// Waits `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The system's wall clock, sleeping for real.
public struct SystemAutomationClock: AutomationClock {
    public init() {}

    public var now: Date { Date() }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
