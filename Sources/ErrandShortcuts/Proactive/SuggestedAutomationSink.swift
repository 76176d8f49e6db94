import Foundation

/// Where an accepted automation suggestion goes: the person's new shortcut and the automation
/// that runs it, kept together.
public protocol SuggestedAutomationSink {
    /// Keeps `shortcut` and `automation` for `person`; replaces ones with the same identifiers.
    func save(_ shortcut: Shortcut, automation: Automation, of person: String) throws
}

/// Accepting a suggestion creates a real shortcut in the person's library and a real
/// automation through the automations store — the same code as `errand automations add`.
public struct LibraryAutomationSink: SuggestedAutomationSink {
    public var library: any ShortcutLibrary
    public var automations: any AutomationStore

    public init(library: any ShortcutLibrary, automations: any AutomationStore) {
        self.library = library
        self.automations = automations
    }

    public func save(_ shortcut: Shortcut, automation: Automation, of person: String) throws {
        try automation.validate()
        try library.save(shortcut, of: person)
        do {
            try automations.save(automation, of: person)
        } catch {
            // NB: no half-made suggestion: a shortcut made only for this automation goes with it.
            _ = try? library.deleteShortcut(id: shortcut.id, of: person)
            throw error
        }
    }
}
