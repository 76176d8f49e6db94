import Foundation

/// A `ShortcutRunning` that runs nothing: it records each call and answers "would run
/// shortcut …". For tests of the scheduling, apart from what the shortcuts do.
public final class DryRunShortcutRunner: ShortcutRunning, @unchecked Sendable {
    /// One call it received.
    public struct Call: Sendable, Hashable {
        public var shortcutID: String
        public var person: String
        public var automationID: String
        public var context: AutomationRunContext
    }

    private let lock = NSLock()
    private var received: [Call] = []
    private let result: (@Sendable (String) -> AutomationRunResult)?

    /// `result` decides what each run answers (by shortcut id); by default "dry run: would run".
    public init(result: (@Sendable (String) -> AutomationRunResult)? = nil) {
        self.result = result
    }

    /// The calls received, in order.
    public var calls: [Call] { lock.withLock { received } }

    public func runShortcut(id: String, person: String, automation: Automation, context: AutomationRunContext) async
        -> AutomationRunResult
    {
        lock.withLock {
            received.append(Call(shortcutID: id, person: person, automationID: automation.id, context: context))
        }
        return result?(id) ?? .completed("dry run: would run shortcut '\(id)'")
    }
}

/// An `AutomationClock` whose sleep returns at once, moving the time forward by the duration
/// slept: a day of ticks runs in milliseconds. For tests.
public final class SteppingAutomationClock: AutomationClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(now: Date) {
        current = now
    }

    public var now: Date { lock.withLock { current } }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let (seconds, attoseconds) = duration.components
        lock.withLock { current = current.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18) }
        await Task.yield()
        try Task.checkCancellation()
    }
}
