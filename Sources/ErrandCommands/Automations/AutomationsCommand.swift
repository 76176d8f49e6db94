import ArgumentParser

/// `errand automations`: a person's automations — what starts them, what they run, and a
/// scheduler to tick by hand (`tick --now …`) or leave running (`watch`).
public struct AutomationsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "automations",
        abstract: "Add, list and remove automations; tick the scheduler, answer its prompts, or watch.",
        discussion: """
            Every morning:
              errand automations add --user amy --shortcut usual --at 07:30 \\
                --on mon,tue,wed,thu,fri
            Arriving home:
              errand automations add --user amy --shortcut lights \\
                --arrive 40.71,-74.0,150 --place-name Home
            At one moment:
              errand automations tick --user amy --now 2026-11-23T07:31:00-05:00 \\
                --event device:car
            """,
        subcommands: [
            Add.self, List.self, Remove.self, Enable.self, Disable.self, Tick.self, Answer.self, Watch.self,
            AutomationsSuggestedCommand.self,
        ]
    )

    public init() {}
}
