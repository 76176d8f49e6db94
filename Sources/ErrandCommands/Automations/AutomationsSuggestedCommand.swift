import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import Foundation

/// `errand automations suggested`: the automations Errand suggests from a person's routines;
/// accept one (as is or edited) or decline it for good.
public struct AutomationsSuggestedCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "suggested",
        abstract: "List the automations suggested from a person's routines; accept or decline one.",
        discussion: """
            List:
              errand automations suggested [--user amy] [--now 2026-04-15T08:00:00Z]
            Accept:
              errand automations suggested --accept ID [--time 18:30] [--on mon,wed,fri] \\
                [--run-without-asking]
            Decline:
              errand automations suggested --decline ID  # never offered again

            A shortcut of yours that runs another of yours by the name the accepted one takes keeps \
            running it: that step now gives its identifier, and the accept says so.
            --at and --weekdays are older names of --now and --on.
            """)

    @OptionGroup var state: SuggestionStateOptions
    @Option(help: "The person (default: $USER).", transform: PersonArgument.read)
    var user: String = PersonArgument.defaultPerson
    // NB: named as in the other `automations` subcommands (`--now`, `--on`); the names this
    // command had first (`--at`, `--weekdays`) still work for callers that use them.
    @Option(
        name: [.customLong("now"), .customLong("at")],
        help: "The moment, ISO 8601 with offset (default: now).")
    var now: String?
    @Option(
        parsing: .unconditional,
        help: "A time zone identifier or offset (default: the offset of --now, else this machine's).")
    var timeZone: String?
    @OptionGroup(visibility: .hidden) var unusedMoment: UnusedMomentOptions
    @Option(help: "Accept the suggestion with this identifier: create its shortcut and automation.")
    var accept: String?
    @Option(help: "Decline the suggestion with this identifier; it is never offered again.") var decline: String?
    @Option(help: "When accepting, run at this local time instead, HH:MM (time suggestions only).") var time: String?
    @Option(
        name: [.customLong("on"), .customLong("weekdays")],
        help: "When accepting, run on these days instead: mon,wed,fri, weekdays, weekends, daily (or 0 … 6).")
    var weekdays: String?
    @Flag(help: "When accepting, run without asking first (asking is on by default).") var runWithoutAsking = false
    @Flag(help: "Print JSON.") var json = false

    public init() {}

    public func validate() throws {
        if accept != nil, decline != nil { throw ValidationError("give --accept ID or --decline ID, not both") }
        if accept == nil, time != nil || weekdays != nil || runWithoutAsking {
            throw ValidationError(
                "--time, --on and --run-without-asking edit a suggestion given with --accept ID")
        }
        _ = try ReferenceTime(parsing: now, timeZone: timeZone)
        _ = try edit()
    }

    public func run() async throws {
        let store = try state.openStore()
        let catalog = try state.loadCatalog()
        let center = DonationCenter(catalog: catalog, store: store)
        let now = try ReferenceTime(parsing: self.now, timeZone: timeZone).now
        let current = try center.automationSuggestions(for: user, now: now)
        if let decline {
            _ = try find(decline, in: current)
            try store.recordAutomationSuggestionDecision(.declined, suggestion: decline, of: user, at: now)
            print("declined \(decline); it will not be suggested again")
            return
        }
        if let accept {
            let suggestion = try find(accept, in: current).applying(try edit())
            let installer = SuggestedAutomationInstaller(
                builder: SuggestedAutomationBuilder(
                    catalog: catalog, places: try center.namedPlaces(of: user), acceptedAt: now),
                sink: LibraryAutomationSink(library: store, automations: store))
            let (automationID, pinned) = try installer.install(suggestion)
            try store.recordAutomationSuggestionDecision(.accepted, suggestion: accept, of: user, at: now)
            if json {
                print(try CommandJSON.text(suggestion))
                // NB: standard output stays one JSON document; what was pinned is still told.
                for pin in pinned { writeError("kept: \(pin)") }
            } else {
                print(
                    "created automation \(automationID): \(suggestion.title(in: catalog)); ask before running: "
                        + (suggestion.askBeforeRunning ? "on" : "off"))
                for pin in pinned { print("  kept: \(pin)") }
            }
            return
        }
        if json {
            print(try CommandJSON.text(current))
            return
        }
        if current.isEmpty { print("no automation suggestions yet") }
        for suggestion in current {
            print("\(suggestion.id)  \(suggestion.title(in: catalog))")
            print("    \(suggestion.reason); ask before running: \(suggestion.askBeforeRunning ? "on" : "off")")
        }
    }

    /// The edit the options describe.
    func edit() throws -> AutomationSuggestionEdit {
        var edit = AutomationSuggestionEdit()
        if let time { edit.minute = try AutomationArgumentText.minute(time, option: "--time") }
        if let weekdays { edit.weekdays = try AutomationArgumentText.weekdays(weekdays, option: "--on") }
        if runWithoutAsking { edit.askBeforeRunning = false }
        return edit
    }

    private func find(_ id: String, in current: [AutomationSuggestion]) throws -> AutomationSuggestion {
        guard let suggestion = current.first(where: { $0.id == id }) else {
            let known = current.map(\.id).joined(separator: ", ")
            throw CommandFailure(
                "no automation suggestion '\(id)' for \(user) now"
                    + (known.isEmpty
                        ? "; there are none (already accepted or declined ones are not offered)"
                        : "; "
                            + "the current ones are \(known)"))
        }
        return suggestion
    }
}

/// What `automations suggested` took from the moment options it once shared with `donate`:
/// accepted, hidden, so that callers passing them still work; a suggestion of an automation
/// depends on the moment alone.
struct UnusedMomentOptions: ParsableArguments {
    @Option(parsing: .unconditional) var place: String?
    @Option var placeName: String?
    @Option var motion: String?
    @Option var device: String?
}
