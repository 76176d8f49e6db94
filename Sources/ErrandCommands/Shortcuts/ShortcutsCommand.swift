import ArgumentParser

/// `errand shortcuts`: a person's own multi-step shortcuts — create, list, show, run, import, export, delete.
public struct ShortcutsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "Create, list, show, run, import, export and delete a person's shortcuts.",
        discussion: """
            Make a shortcut:
              errand shortcuts create "Heading home" --step "text amy I'm on my way" \\
                --step "play some jazz"
            Share a shortcut:
              errand shortcuts export "Running late" --user amy --output late.shortcut
            Import it:
              errand shortcuts import late.shortcut --user ben --answer send.recipients=Amy
            """,
        subcommands: [
            ShortcutsCreate.self, ShortcutsList.self, ShortcutsShow.self, ShortcutsRun.self, ShortcutsImport.self,
            ShortcutsExport.self,
            ShortcutsDelete.self,
        ]
    )

    public init() {}
}
