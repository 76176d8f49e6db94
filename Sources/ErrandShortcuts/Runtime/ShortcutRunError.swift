import Foundation

/// Why a shortcut run stopped with an error: what was wrong, at which step, and what to do.
///
/// The message is written for the person who made the shortcut:
/// `shortcut 'Tidy up', step 'calc' (Calculate): `b` is 'abc', not a number`.
public struct ShortcutRunError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The shortcut the failing step belongs to, by name.
    public var shortcut: String?
    /// The failing step's identifier, when a step failed.
    public var step: String?
    /// The sentence that says what is wrong.
    public var message: String

    public init(shortcut: String? = nil, step: String? = nil, message: String) {
        self.shortcut = shortcut
        self.step = step
        self.message = message
    }

    public var description: String {
        var location: [String] = []
        if let shortcut { location.append("shortcut '\(shortcut)'") }
        return location.isEmpty ? message : location.joined(separator: ", ") + ", " + message
    }

    /// An error about one step: `step 'calc' (Calculate): …`.
    static func step(_ id: String, _ title: String, _ message: String) -> ShortcutRunError {
        ShortcutRunError(step: id, message: "step '\(id)' (\(title)): \(message)")
    }

    /// The same error, placed in the shortcut named `name` (kept when already placed).
    func placed(in name: String) -> ShortcutRunError {
        var copy = self
        if copy.shortcut == nil { copy.shortcut = name }
        return copy
    }
}
