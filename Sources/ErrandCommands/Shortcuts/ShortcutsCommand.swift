import ArgumentParser

/// `errand shortcuts`: a person's own multi-step shortcuts — list, show, run, import, export, delete.
public struct ShortcutsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "List, show, run, import, export and delete a person's shortcuts.",
        discussion: """
            Share a shortcut:   errand shortcuts export "Running late" --user amy --output late.shortcut
            Import it:          errand shortcuts import late.shortcut --user ben --answer send.recipients=Amy
            """,
        subcommands: [
            ShortcutsList.self, ShortcutsShow.self, ShortcutsRun.self, ShortcutsImport.self, ShortcutsExport.self,
            ShortcutsDelete.self,
        ]
    )

    public init() {}
}
