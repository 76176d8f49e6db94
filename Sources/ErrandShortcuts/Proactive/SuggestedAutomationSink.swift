import Foundation

/// Where an accepted automation suggestion goes: the person's new shortcut and the automation
/// that runs it, kept together.
///
/// NB: `ErrandStore`'s `SQLiteStore` implements it directly for now; once the automations store
/// exists, an implementation over `ShortcutLibrary.save` and that store replaces it.
public protocol SuggestedAutomationSink {
    /// Keeps `shortcut` and `automation` for `person`; replaces ones with the same identifiers.
    func save(_ shortcut: Shortcut, automation: Automation, of person: String) throws
}
