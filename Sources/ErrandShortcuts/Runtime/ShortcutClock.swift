import Foundation

/// What a Wait step waits on. Tests and benchmarks pass one that never sleeps; the command
/// line passes `SystemShortcutClock`.
public protocol ShortcutClock: Sendable {
    /// Returns after `seconds` have passed on this clock.
    func wait(seconds: Double) async
}

/// Waits in real time.
public struct SystemShortcutClock: ShortcutClock {
    public init() {}

    public func wait(seconds: Double) async {
        guard seconds > 0 else { return }
        try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    }
}

/// Never sleeps: notes each wait and returns at once.
public final class ImmediateShortcutClock: ShortcutClock, @unchecked Sendable {
    private let lock = NSLock()
    private var waited: [Double] = []

    public init() {}

    /// Every wait asked for so far, in seconds, in order.
    public var waits: [Double] { lock.withLock { waited } }

    public func wait(seconds: Double) async {
        lock.withLock { waited.append(seconds) }
    }
}
