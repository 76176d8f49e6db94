import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts delete`: deletes one of the person's shortcuts — a call on their behalf.
public struct ShortcutsDelete: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a person's shortcut.")

    @Argument(help: "The shortcut's identifier or name.") var shortcut: String
    @OptionGroup var options: ShortcutsOptions

    public init() {}

    public func run() throws {
        print(try output())
    }

    /// What `run` prints: the shortcut, and the automations and phrases that went with it (the
    /// store deletes them with the shortcut; a person should not find them gone unannounced),
    /// then a warning for each Run shortcut step of their other shortcuts that ran it.
    public func output() throws -> String {
        let store = try options.openStore()
        let found = try options.shortcut(shortcut, in: store)
        let automations = try store.automations(of: options.person).filter { $0.shortcutID == found.id }.map(\.id)
        let phrases = try store.phrases(of: options.person).filter { $0.shortcutID == found.id }.map {
            "'\($0.phrase)'"
        }
        let callers = try store.callers(of: found.id, person: options.person)
        try store.deleteShortcut(id: found.id, of: options.person)
        let went = [Self.list(automations, "automation"), Self.list(phrases, "phrase")].compactMap { $0 }
        // NB: the steps that ran it are left as they are (the shortcut may be imported again);
        // the person is told which will stop.
        let stopping = callers.map {
            "\n  warning: \($0) runs '\(found.name)', so a run of it now stops there; import '\(found.name)' "
                + "again, or change that step"
        }
        return "deleted '\(found.name)' (\(found.id))"
            + (went.isEmpty ? "" : "; with it went " + went.joined(separator: " and ")) + stopping.joined()
    }

    /// "its automation a1", "its phrases 'x', 'y'"; `nil` for none.
    private static func list(_ items: [String], _ noun: String) -> String? {
        items.isEmpty ? nil : "its \(noun)\(items.count == 1 ? "" : "s") " + items.joined(separator: ", ")
    }
}
