import Foundation

/// The bounds every shortcut keeps — when a share file is read, when a shortcut is validated,
/// and while it runs — so a malformed or hostile one ends with a clear error instead of
/// exhausting the stack, the memory or the person's patience. One set of numbers, so a
/// shortcut that imports is a shortcut that runs.
///
/// ```swift
/// var limits = ShortcutLimits()
/// limits.maximumRepeatCount = 100
/// let validator = ShortcutValidator(catalog: catalog, limits: limits)
/// ```
public struct ShortcutLimits: Sendable, Hashable {
    // MARK: Files and definitions

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
    /// The most items in a literal list, a list binding, a dictionary binding or a menu.
    public var maximumListCount = 1_000

    // MARK: Definitions and runs

    /// The largest count a Repeat step may ask for.
    public var maximumRepeatCount = 10_000
    /// The longest a single Wait step may wait, in seconds.
    public var maximumWaitSeconds: Double = 3_600
    /// How deep Run shortcut may nest (the shortcut run first is depth 1).
    public var maximumRunShortcutDepth = 8

    // MARK: Runs

    /// Steps executed in one run, across every loop and called shortcut.
    public var maximumStepsPerRun = 100_000
    /// The most items a list may hold while a shortcut runs (List, Repeat with each, outputs
    /// mapped over a list).
    public var maximumListLength = 10_000
    /// The longest text a run may write, in bytes of UTF-8: a Repeat that doubles a text would
    /// otherwise take all the memory there is (40 doublings of "ab" are 2 TB).
    public var maximumTextLength = 1_000_000

    public init() {}
}
