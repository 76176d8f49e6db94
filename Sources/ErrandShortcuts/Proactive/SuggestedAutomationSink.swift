import Foundation

/// Where an accepted automation suggestion goes: the person's new shortcut and the automation
/// that runs it, kept together.
public protocol SuggestedAutomationSink {
    /// Keeps `shortcut` and `automation` for `person`; replaces ones with the same identifiers.
    ///
    /// - Returns: the Run shortcut steps of the person's other shortcuts pinned so that they
    ///   keep running what they ran (`ShortcutLibrary.save(_:keepingReferencesOf:)`), to tell them.
    @discardableResult
    func save(_ shortcut: Shortcut, automation: Automation, of person: String) throws -> [PinnedReference]
}

/// Accepting a suggestion creates a real shortcut in the person's library and a real
/// automation through the automations store — the same code as `errand automations add`. The
/// shortcut is saved as every other save of one is: a Run shortcut step of the person's that its
/// name would change is pinned first.
public struct LibraryAutomationSink: SuggestedAutomationSink {
    public var library: any ShortcutLibrary
    public var automations: any AutomationStore

    public init(library: any ShortcutLibrary, automations: any AutomationStore) {
        self.library = library
        self.automations = automations
    }

    @discardableResult
    public func save(_ shortcut: Shortcut, automation: Automation, of person: String) throws -> [PinnedReference] {
        try automation.validate()
        let pinned = try library.save([shortcut], keepingReferencesOf: person)
        do {
            try automations.save(automation, of: person)
            return pinned
        } catch {
            // NB: no half-made suggestion: a shortcut made only for this automation goes with it.
            // A step pinned for it stays pinned: by identifier it runs what it ran either way.
            _ = try? library.deleteShortcut(id: shortcut.id, of: person)
            throw error
        }
    }
}
