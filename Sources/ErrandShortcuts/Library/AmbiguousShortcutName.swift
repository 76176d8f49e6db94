import Foundation

/// A shortcut asked for by a name that several of the person's shortcuts have.
public struct AmbiguousShortcutName: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name as it was given.
    public var name: String
    /// The identifiers of the shortcuts with that name, sorted.
    public var identifiers: [String]

    public init(name: String, identifiers: [String]) {
        self.name = name
        self.identifiers = identifiers
    }

    public var description: String {
        "\(identifiers.count) shortcuts are named '\(name)' (\(identifiers.joined(separator: ", "))); "
            + "give the identifier of the one you mean"
    }
}
