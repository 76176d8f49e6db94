import Foundation

/// The bounds every run stays inside, so a malformed or hostile shortcut ends with a clear
/// error instead of running for ever or filling memory.
///
/// ```swift
/// var limits = ShortcutLimits()
/// limits.maximumRepeatCount = 100
/// ```
public struct ShortcutLimits: Sendable, Hashable {
    /// Steps executed in one run, across every loop and called shortcut.
    public var maximumStepsPerRun: Int = 100_000
    /// The largest count a Repeat step may ask for.
    public var maximumRepeatCount: Int = 10_000
    /// How deep Run shortcut may nest (the shortcut run first is depth 1).
    public var maximumRunShortcutDepth: Int = 8
    /// The most items a list may hold (List, Repeat with each, outputs mapped over a list).
    public var maximumListLength: Int = 10_000
    /// The longest a single Wait step may wait, in seconds.
    public var maximumWaitSeconds: Double = 3600

    public init() {}
}
