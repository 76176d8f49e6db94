import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts list`: the person's shortcuts, by name.
public struct ShortcutsList: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List a person's shortcuts.")

    @OptionGroup var options: ShortcutsOptions
    @Flag(help: "Print JSON.") var json = false

    public init() {}

    public func run() throws {
        print(try output())
    }

    /// What `run` prints.
    public func output() throws -> String {
        let shortcuts = try options.openStore().shortcuts(of: options.person)
        if json {
            return try CommandJSON.text(
                shortcuts.map { Entry(id: $0.id, name: $0.name, phrase: $0.phrase, steps: $0.allSteps.count) })
        }
        guard !shortcuts.isEmpty else {
            return "\(options.person) has no shortcuts yet; \(ShortcutsOptions.howToMakeOne)"
        }
        return shortcuts.map { shortcut in
            let phrase = shortcut.phrase.map { " — say \"\($0)\"" } ?? ""
            let count = shortcut.allSteps.count
            return "\(shortcut.name) (\(shortcut.id)): \(count) step\(count == 1 ? "" : "s")\(phrase)"
        }.joined(separator: "\n")
    }

    private struct Entry: Encodable {
        var id: String
        var name: String
        var phrase: String?
        var steps: Int
    }
}
