import ArgumentParser

/// `errand shortcuts`: a person's own multi-step shortcuts — list, show, import, export, delete.
public struct ShortcutsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "List, show, import, export and delete a person's shortcuts.",
        discussion: """
            Share a shortcut:   errand shortcuts export "Running late" --user amy --output late.shortcut
            Import it:          errand shortcuts import late.shortcut --user ben --answer send.recipients=Amy
            """,
        // NB: `run` joins these when the runner lands.
        subcommands: [
            ShortcutsList.self, ShortcutsShow.self, ShortcutsImport.self, ShortcutsExport.self, ShortcutsDelete.self,
        ]
    )

    public init() {}
}
