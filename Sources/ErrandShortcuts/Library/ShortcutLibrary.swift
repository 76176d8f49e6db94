import Foundation

/// Where a person's shortcuts are kept. `ErrandStore` keeps them in SQLite; tests use
/// `InMemoryShortcutLibrary`.
///
/// Only calls made on the person's behalf go through here: no app can delete a shortcut a
/// person made.
public protocol ShortcutLibrary: Sendable {
    /// The person's shortcut with this identifier, if any.
    func shortcut(id: String, of person: String) throws -> Shortcut?
    /// The person's shortcuts, by name.
    func shortcuts(of person: String) throws -> [Shortcut]
    /// Adds the shortcut, or replaces the person's shortcut with the same identifier.
    func save(_ shortcut: Shortcut, of person: String) throws
    /// Deletes the person's shortcut; `false` when there was none.
    @discardableResult
    func deleteShortcut(id: String, of person: String) throws -> Bool
}

extension ShortcutLibrary {
    /// Whether a new shortcut of the person may take this identifier: none of their shortcuts
    /// has it (identifiers are each person's own).
    public func isIdentifierAvailable(_ id: String, for person: String) throws -> Bool {
        try shortcut(id: id, of: person) == nil
    }

    /// The one shortcut of the person's that `reference` names: the one with that identifier, or
    /// else the one with that name (ignoring case); `nil` when none does. A name several of
    /// their shortcuts have is refused, never guessed: a Run shortcut step or a command would
    /// otherwise run whichever the store lists first.
    ///
    /// - Throws: `AmbiguousShortcutName` when several have that name, or the library's error.
    public func onlyShortcut(named reference: String, of person: String) throws -> Shortcut? {
        let matching = try shortcuts(named: reference, of: person)
        guard matching.count <= 1 else {
            throw AmbiguousShortcutName(name: reference, identifiers: matching.map(\.id).sorted())
        }
        return matching.first
    }

    /// The person's shortcuts `reference` names: the one with that identifier, or else every one
    /// with that name (ignoring case), so that a caller can refuse a name two shortcuts share.
    ///
    /// - Complexity: one look-up by identifier, then O(n) in the person's shortcuts.
    public func shortcuts(named reference: String, of person: String) throws -> [Shortcut] {
        if let byID = try shortcut(id: reference, of: person) { return [byID] }
        let folded = reference.lowercased()
        return try shortcuts(of: person).filter { $0.name.lowercased() == folded }
    }
}

/// Shortcuts in memory, for tests and one-off runs.
public final class InMemoryShortcutLibrary: ShortcutLibrary, @unchecked Sendable {
    private let lock = NSLock()
    private var byPerson: [String: [String: Shortcut]] = [:]

    public init(_ shortcuts: [Shortcut] = [], of person: String = "") {
        for shortcut in shortcuts { byPerson[person, default: [:]][shortcut.id] = shortcut }
    }

    public func shortcut(id: String, of person: String) throws -> Shortcut? {
        lock.withLock { byPerson[person]?[id] }
    }

    public func shortcuts(of person: String) throws -> [Shortcut] {
        lock.withLock { (byPerson[person]?.values).map { $0.sorted { $0.name < $1.name } } ?? [] }
    }

    public func save(_ shortcut: Shortcut, of person: String) throws {
        lock.withLock { byPerson[person, default: [:]][shortcut.id] = shortcut }
    }

    @discardableResult
    public func deleteShortcut(id: String, of person: String) throws -> Bool {
        lock.withLock { byPerson[person]?.removeValue(forKey: id) != nil }
    }
}
