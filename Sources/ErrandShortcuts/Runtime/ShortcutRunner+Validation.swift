import ErrandCatalog
import ErrandConversation
import Foundation

extension ShortcutRunner {
    /// Checks every app step of `shortcut` against the catalog before anything runs: the app
    /// is installed, the action exists, and each bound parameter is one of the action's.
    ///
    /// - Complexity: O(s·p) for s steps of p parameters.
    func validateAppSteps(of shortcut: Shortcut) throws(ShortcutRunError) {
        for step in shortcut.allSteps {
            guard case .app(let appID, let actionID) = step.action else { continue }
            guard let app = engine.catalog.app(appID) else {
                throw ShortcutRunError(
                    shortcut: shortcut.name, step: step.id,
                    message: "step '\(step.id)' (\(step.title)): the app '\(appID)' isn't installed; "
                        + "install it or remove the step")
            }
            guard let action = app.action(named: actionID) else {
                throw ShortcutRunError(
                    shortcut: shortcut.name, step: step.id,
                    message: "step '\(step.id)' (\(step.title)): \(app.name) has no action '\(actionID)'; it has "
                        + app.actions.map(\.id).joined(separator: ", "))
            }
            if let unknown = step.parameters.keys.sorted().first(where: { action.parameter(named: $0) == nil }) {
                throw ShortcutRunError(
                    shortcut: shortcut.name, step: step.id,
                    message: "step '\(step.id)' (\(action.title)): \(action.title) has no parameter `\(unknown)`; "
                        + "it has " + action.parameters.map { "`\($0.id)`" }.joined(separator: ", "))
            }
        }
    }

    /// Checks that each Run shortcut step of `shortcut` whose target is written out names a
    /// shortcut the person has, before anything runs: a target deleted since played the music
    /// and kept the note of the steps before it, then stopped.
    func validateRunShortcutTargets(of shortcut: Shortcut) throws(ShortcutRunError) {
        for step in shortcut.allSteps {
            guard case .builtIn(.runShortcut) = step.action, let binding = step.parameters["shortcut"] else { continue }
            let written: String
            switch binding {
            case .literal(.string(let text)): written = text
            case .text(let text) where !text.contains("{"): written = text
            default: continue
            }
            // NB: a library that can't be read, or a name several share, is said at the step.
            let found: Shortcut?
            do {
                found = try library.onlyShortcut(named: written, of: person)
            } catch {
                continue
            }
            guard found == nil else { continue }
            throw ShortcutRunError(
                shortcut: shortcut.name, step: step.id,
                message: "step '\(step.id)' (\(step.title)): there is no shortcut called '\(written)' in your "
                    + "library; nothing was run. Import it again, or remove the step")
        }
    }
}
