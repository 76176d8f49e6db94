import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts show`: one shortcut's steps, readable, or as JSON.
public struct ShortcutsShow: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a shortcut's steps and where each parameter's value comes from.")

    @Argument(help: "The shortcut's identifier or name.") var shortcut: String
    @OptionGroup var options: ShortcutsOptions
    @Flag(help: "Print the shortcut as JSON (its share-format body).") var json = false

    public init() {}

    public func run() throws {
        print(try output())
    }

    /// What `run` prints.
    public func output() throws -> String {
        let found = try options.shortcut(shortcut, in: try options.openStore())
        if json { return try CommandJSON.text(found) }
        return ShortcutListing(catalog: try options.loadCatalog()).text(of: found)
    }
}
