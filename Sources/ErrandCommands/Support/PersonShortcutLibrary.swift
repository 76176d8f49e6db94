import ErrandShortcuts
import ErrandStore
import Foundation

/// The person's shortcut library over the state database, for the phrase commands.
///
/// A seam until `SQLiteStore` itself is a `ShortcutLibrary`: it uses the store's existing
/// person-shortcut calls, which keep a definition but read back only identifiers and titles,
/// so `shortcut(id:of:)` returns the shortcut's name with no steps. Enough to check that a
/// shortcut exists and to keep the one-step shortcuts phrases make.
struct PersonShortcutLibrary: ShortcutLibrary {
    let store: SQLiteStore

    func shortcut(id: String, of person: String) throws -> Shortcut? {
        try store.personShortcuts(of: person)[id].map { Shortcut(id: id, name: $0, steps: []) }
    }

    func shortcuts(of person: String) throws -> [Shortcut] {
        try store.personShortcuts(of: person).map { Shortcut(id: $0.key, name: $0.value, steps: []) }
            .sorted { $0.name < $1.name }
    }

    func save(_ shortcut: Shortcut, of person: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let definition = String(decoding: try encoder.encode(shortcut), as: UTF8.self)
        let app = shortcut.steps.lazy.compactMap { step -> String? in
            if case .app(let app, _) = step.action { return app }
            return nil
        }.first
        try store.savePersonShortcut(
            id: shortcut.id, person: person, title: shortcut.name, definition: definition, app: app)
    }

    @discardableResult
    func deleteShortcut(id: String, of person: String) throws -> Bool {
        try store.deletePersonShortcut(id: id, person: person)
    }
}
