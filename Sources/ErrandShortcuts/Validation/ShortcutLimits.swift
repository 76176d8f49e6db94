import Foundation

/// The bounds a shortcut, or a share file of shortcuts, must keep, so that a hostile or broken
/// file is rejected quickly with a clear error instead of exhausting the stack, the memory or
/// the person's patience.
///
/// ```swift
/// var limits = ShortcutLimits()
/// limits.maximumRepeatCount = 100
/// let validator = ShortcutValidator(catalog: catalog, limits: limits)
/// ```
public struct ShortcutLimits: Sendable, Hashable {
    /// The largest share file read, in bytes.
    public var maximumFileSize = 1_048_576
    /// The deepest nesting of JSON arrays and objects in a share file, checked before decoding.
    public var maximumJSONDepth = 128
    /// The deepest nesting of blocks (If, Repeat, Repeat with each, Choose from menu) in a step.
    public var maximumBlockDepth = 24
    /// The most shortcuts in one share file.
    public var maximumShortcuts = 100
    /// The most steps, nested ones included, in one shortcut and in one share file.
    public var maximumSteps = 1_000
    /// The largest literal count of a Repeat step.
    public var maximumRepeatCount = 10_000
    /// The most items in a literal list, a list binding or a dictionary binding.
    public var maximumListCount = 1_000
    /// The longest literal Wait, in seconds.
    public var maximumWaitSeconds: Double = 86_400
    /// The longest chain of shortcuts running one another through Run shortcut.
    public var maximumRunShortcutDepth = 32

    public init() {}
}
