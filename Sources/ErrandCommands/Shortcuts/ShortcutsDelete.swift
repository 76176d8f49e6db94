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

    /// What `run` prints.
    public func output() throws -> String {
        let store = try options.openStore()
        let found = try options.shortcut(shortcut, in: store)
        try store.deleteShortcut(id: found.id, of: options.person)
        return "deleted '\(found.name)' (\(found.id))"
    }
}
