import Foundation

/// A Run shortcut step of a person's saved shortcut that named its shortcut by name, and now
/// gives that shortcut's identifier instead, because shortcuts saved beside it would have made
/// the name find another shortcut, several, or none.
///
/// Pinning rewrites the person's own shortcut, so whatever saves it says so: `description` is
/// written for them.
public struct PinnedReference: Sendable, Hashable, CustomStringConvertible {
    /// The step pinned, in the saved shortcut it is in.
    public var caller: RunShortcutCaller
    /// The name the step gave.
    public var reference: String
    /// The identifier the step gives now: the shortcut the name found before.
    public var target: String
    /// The identifiers of the other shortcuts the name finds once the new ones are saved, sorted.
    public var others: [String]

    public init(caller: RunShortcutCaller, reference: String, target: String, others: [String]) {
        self.caller = caller
        self.reference = reference
        self.target = target
        self.others = others
    }

    /// The identifier of the saved shortcut whose step was pinned.
    public var shortcut: String { caller.shortcut }
    /// The identifier of the Run shortcut step.
    public var step: String { caller.step }

    public var description: String {
        "\(caller): Run shortcut '\(reference)' now gives the identifier "
            + "'\(target)', the shortcut it ran, as the name alone would no longer find only that one"
            + (others.isEmpty ? "" : " (it also names \(others.joined(separator: ", ")))")
    }
}
