import Foundation

/// A Run shortcut step of one of a person's shortcuts, by the shortcut it is in.
public struct RunShortcutCaller: Sendable, Hashable, CustomStringConvertible {
    /// The identifier of the shortcut the step is in.
    public var shortcut: String
    /// Its name.
    public var shortcutName: String
    /// The Run shortcut step.
    public var step: String

    public init(shortcut: String, shortcutName: String, step: String) {
        self.shortcut = shortcut
        self.shortcutName = shortcutName
        self.step = step
    }

    /// `'Morning' (morning), step "go"`.
    public var description: String { "'\(shortcutName)' (\(shortcut)), step \"\(step)\"" }
}

extension ShortcutLibrary {
    /// The Run shortcut steps of the person's other shortcuts that run the shortcut `id` now,
    /// by its identifier or by its name, in the order the library lists them; so that deleting
    /// it can say which steps will stop.
    ///
    /// A step naming a name several shortcuts share runs none of them, so it is not a caller.
    ///
    /// - Complexity: O(n · references) for n shortcuts of the person, one look-up per distinct
    ///   reference.
    public func callers(of id: String, person: String) throws -> [RunShortcutCaller] {
        var runsIt: [String: Bool] = [:]
        var callers: [RunShortcutCaller] = []
        for shortcut in try shortcuts(of: person) where shortcut.id != id {
            for step in shortcut.allSteps {
                guard let reference = step.runShortcutReference else { continue }
                if runsIt[reference] == nil {
                    runsIt[reference] = (try? onlyShortcut(named: reference, of: person))??.id == id
                }
                if runsIt[reference] == true {
                    callers.append(RunShortcutCaller(shortcut: shortcut.id, shortcutName: shortcut.name, step: step.id))
                }
            }
        }
        return callers
    }
}
