import ArgumentParser
import ErrandShortcuts
import ErrandStore
import Foundation

extension AutomationsCommand {
    /// `errand automations add`: one trigger, optional conditions, the shortcut it runs.
    public struct Add: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Add an automation that runs one of the person's shortcuts.",
            discussion: """
                Give exactly one trigger: --at (with --on), --arrive, --leave, --app-event, \
                --device-event or --after-action. Conditions (--between, --near, --only-on) are \
                checked when it fires.
                """)

        @OptionGroup var options: AutomationStateOptions
        @Option(help: "The person's shortcut to run: its identifier or its name.") var shortcut: String
        @Option(help: "A name for the automation (default: the shortcut's title).") var name: String?
        @Option(help: "An identifier for the automation (default: a new one).") var id: String?
        @Flag(help: "Replace the person's automation with the same --id (without it, an existing one is kept).")
        var replace = false
        @Option(help: "Trigger: a time of day, HH:MM.") var at: String?
        @Option(help: "With --at: the days, e.g. mon,wed,fri, weekdays, weekends (default: every day).")
        var on: String?
        @Option(parsing: .unconditional, help: "Trigger: arriving at LAT,LON[,RADIUS metres, default 150].") var arrive:
            String?
        @Option(parsing: .unconditional, help: "Trigger: leaving LAT,LON[,RADIUS metres, default 150].") var leave:
            String?
        @Option(help: "The name of the place of --arrive, --leave or --near (Home, Work…).") var placeName: String?
        @Option(help: "Trigger: an app reports an event, APP/EVENT.") var appEvent: String?
        @Option(help: "Trigger: the device reports an event (connected-to-car, headphones…).") var deviceEvent: String?
        @Option(help: "Trigger: the person performs an action, APP/ACTION.") var afterAction: String?
        @Option(
            help: """
                With --after-action: manifests whose apps have the action (repeatable; default: the example apps \
                built into Errand); the ones the automation will run with.
                """)
        var catalog: [String] = []
        @Option(help: "Condition: only between HH:MM-HH:MM local time (wraps past midnight).") var between: String?
        @Option(parsing: .unconditional, help: "Condition: only near LAT,LON,RADIUS.") var near: String?
        @Option(help: "Condition: only on these days, e.g. sat,sun.") var onlyOn: String?
        @Flag(help: "Ask before running: the person gets a prompt and answers yes or no.") var ask = false
        @Option(
            help:
                "With --at: a missed run is skipped (skip, the default), or run late (within an hour) or late=MINUTES.")
        var missed: String?
        @Option(help: "When it is made, ISO 8601 (default: now); earlier occurrences never fire.") var now: String?

        public init() {}

        public func validate() throws {
            let triggers = [
                ("--at", at), ("--arrive", arrive), ("--leave", leave), ("--app-event", appEvent),
                ("--device-event", deviceEvent), ("--after-action", afterAction),
            ].filter { $0.1 != nil }.map(\.0)
            guard triggers.count == 1 else {
                throw ValidationError(
                    "give exactly one trigger: --at, --arrive, --leave, --app-event, --device-event or --after-action"
                        + (triggers.isEmpty ? "" : " (got \(triggers.joined(separator: " and ")))"))
            }
            if on != nil, at == nil { throw ValidationError("--on goes with --at: the days of a time of day") }
            if missed != nil, at == nil {
                throw ValidationError(
                    "--missed goes with --at: only a time of day can be missed; an event or a crossing runs when a "
                        + "tick sees it")
            }
            if placeName != nil, arrive == nil, leave == nil, near == nil {
                throw ValidationError("--place-name goes with --arrive, --leave or --near: it names that place")
            }
            _ = try ReferenceTime(parsing: now)
            _ = try automation(createdAt: Date(timeIntervalSince1970: 0), shortcut: nil)
        }

        public func run() async throws {
            for line in try await execute() { print(line) }
        }

        /// Adds the automation; returns what to print.
        public func execute() async throws -> [String] {
            let store = try options.openStore()
            let found: Shortcut?
            do {
                found = try store.onlyShortcut(named: shortcut, of: options.user)
            } catch let ambiguous as AmbiguousShortcutName {
                throw CommandFailure("\(options.user): \(ambiguous)")
            }
            guard let found else {
                let known = try store.shortcuts(of: options.user).map { "\($0.name) (\($0.id))" }.sorted()
                throw CommandFailure(
                    "\(options.user) has no shortcut '\(shortcut)'; "
                        + (known.isEmpty
                            ? "they have none yet: save one first (errand shortcuts import FILE)"
                            : "their shortcuts: \(known.joined(separator: ", "))"))
            }
            let automation = try automation(createdAt: try ReferenceTime(parsing: now).now, shortcut: found)
            if case .donation(let app, let action) = automation.trigger {
                // NB: an action no app has would never be performed, so the automation would never run.
                let definition = try CatalogLookup.app(
                    app, in: try ConversationSetup(catalogPaths: catalog).catalog, what: "--after-action: ")
                _ = try CatalogLookup.action(action, of: definition, what: "--after-action: ")
            }
            let existing = try store.automation(id: automation.id, of: options.user)
            if !replace, let existing {
                throw CommandFailure(
                    "\(options.user) already has an automation '\(existing.id)': \(AutomationText.describe(existing)); "
                        + "give --replace to replace it, or remove it first: errand automations remove "
                        + "\(existing.id) --user \(options.user)" + (options.state.map { " --state \($0)" } ?? ""))
            }
            if let twin = automation.duplicate(in: try store.automations(of: options.user)) {
                throw CommandFailure(Self.duplicateMessage(twin, person: options.user, state: options.state))
            }
            do {
                try automation.validate()
                try store.save(automation, of: options.user)
            } catch {
                throw CommandFailure("\(error)")
            }
            return [
                "\(existing == nil ? "added" : "replaced") automation \(automation.id): "
                    + AutomationText.describe(automation)
            ]
        }

        /// Refuses a second automation that would run the shortcut again on each occurrence.
        static func duplicateMessage(_ twin: Automation, person: String, state: String?) -> String {
            let options = " --user \(person)" + (state.map { " --state \($0)" } ?? "")
            return "\(person) already has automation '\(twin.id)' doing the same: \(AutomationText.describe(twin)); "
                + "a second would run the shortcut again each time"
                + (twin.enabled
                    ? "" : "; it is off: turn it on with errand automations enable \(twin.id)\(options)")
                + "; to change it, add with --id \(twin.id) --replace"
        }

        /// The automation the options describe, running `shortcut` (`nil`: not looked up yet).
        private func automation(createdAt: Date, shortcut found: Shortcut?) throws -> Automation {
            typealias Text = AutomationArgumentText
            let trigger: AutomationTrigger
            if let at {
                trigger = .timeOfDay(
                    minute: try Text.minute(at, option: "--at"),
                    weekdays: try on.map { try Text.weekdays($0, option: "--on") } ?? [])
            } else if let arrive {
                trigger = .arrive(try Text.fence(arrive, option: "--arrive", name: placeName, defaultRadius: 150))
            } else if let leave {
                trigger = .leave(try Text.fence(leave, option: "--leave", name: placeName, defaultRadius: 150))
            } else if let appEvent {
                let (app, event) = try Text.appAndName(appEvent, option: "--app-event", form: "APP/EVENT")
                trigger = .appEvent(app: app, event: event)
            } else if let deviceEvent, !deviceEvent.isEmpty {
                trigger = .deviceEvent(deviceEvent)
            } else if let afterAction {
                let (app, action) = try Text.appAndName(afterAction, option: "--after-action", form: "APP/ACTION")
                trigger = .donation(app: app, action: action)
            } else {
                throw ValidationError("--device-event needs a name, e.g. connected-to-car")
            }
            var conditions: [TriggerCondition] = []
            if let between { conditions.append(try Text.window(between, option: "--between")) }
            if let near {
                let isTrigger = arrive != nil || leave != nil
                conditions.append(
                    .place(
                        try Text.fence(near, option: "--near", name: isTrigger ? nil : placeName, defaultRadius: nil)))
            }
            if let onlyOn { conditions.append(.weekdays(try Text.weekdays(onlyOn, option: "--only-on"))) }
            let identifier = id ?? "auto-" + UUID().uuidString.prefix(8).lowercased()
            return Automation(
                id: identifier, shortcutID: found?.id ?? shortcut, trigger: trigger, conditions: conditions,
                askBeforeRunning: ask,
                missedRunPolicy: try Text.missedRunPolicy(missed ?? "skip"), name: name ?? found?.name,
                createdAt: createdAt)
        }
    }
}
