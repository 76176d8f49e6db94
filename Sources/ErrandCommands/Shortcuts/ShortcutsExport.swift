import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

/// `errand shortcuts export`: a shortcut's share file, with every shortcut it runs.
public struct ShortcutsExport: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a shortcut's share file (with the shortcuts it runs), leaving out the answers to its "
            + "import questions.")

    @Argument(help: "The shortcut's identifier or name.") var shortcut: String
    @OptionGroup var options: ShortcutsOptions
    @Option(name: [.customShort("o"), .long], help: "The file to write (default: standard output).") var output: String?

    public init() {}

    public func run() throws {
        let data = try shareFile()
        if let output {
            try OutputFile.write(data, toPath: output, option: "--output")
            writeError("wrote \(output)")
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    /// The share file's bytes.
    public func shareFile() throws -> Data {
        let store = try options.openStore()
        let found = try options.shortcut(shortcut, in: store)
        do {
            return try ShareFileExporter().shareFile(for: found, of: options.person, library: store).encoded()
        } catch let error as ShareFileError {
            // NB: prefixed with the person, as `show` and `run` refuse a name that is theirs.
            throw CommandFailure("\(options.person): \(error.description)")
        }
    }
}
