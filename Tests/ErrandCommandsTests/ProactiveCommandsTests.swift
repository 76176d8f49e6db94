import ArgumentParser
import ErrandCatalog
import ErrandCommands
import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import ErrandTestSupport
import Foundation
import Testing

/// `errand automations suggested`, `errand suggest --surface gallery|lockScreen --dismiss` and
/// `errand donate --reservation`, run in-process against a state directory.
struct ProactiveCommandsTests {
    static let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path

    /// Six weeks of donations: a run with Stride Coach on arriving at the gym, every third day
    /// at a different hour; notes at home in between.
    static func donateGymHabit(state: String) throws {
        for day in 0..<42 {
            let date = String(format: "2026-03-%02d", 2 + day % 30)
            let month = day < 30 ? date : String(format: "2026-04-%02d", day - 28)
            let noteHour = 7 + day * 37 % 12
            let note = try Donate.parse([
                "--state", state, "--catalog", catalog, "--user", "amy", "--app", "com.example.stride", "--action",
                "PauseWorkout", "--at", String(format: "%@T%02d:10:00Z", month, noteHour), "--time-zone", "UTC",
                "--place", "40.71,-74.0", "--place-name", "Home",
            ])
            try note.run()
            guard day % 3 == 0 else { continue }
            let hour = 9 + day * 7 % 10
            let run = try Donate.parse([
                "--state", state, "--catalog", catalog, "--user", "amy", "--app", "com.example.stride", "--action",
                "StartWorkout", "--value", "workout=run", "--at", String(format: "%@T%02d:40:00Z", month, hour),
                "--time-zone", "UTC", "--place", "40.7306,-73.9866", "--place-name", "Gym",
            ])
            try run.run()
        }
    }

    // Guideline: an automation that starts a workout as the person enters their usual gym is
    // suggested; accepting creates it (asking before it runs), declining keeps it away. The
    // moment and days are spelled as in the other automations subcommands, or as before.
    @Test(arguments: [("--now", "--on"), ("--at", "--weekdays")])
    func anAcceptedGymAutomationIsCreatedAndNotSuggestedAgain(moment: String, days: String) async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try Self.donateGymHabit(state: state.path)
        let gallery = try Suggest.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--surface", "gallery", "--at",
            "2026-04-15T08:00:00Z", "--json",
        ])
        try gallery.run()
        let id = try #require(try Self.suggestionIDs(state: state.path).first)
        let accept = try AutomationsSuggestedCommand.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", moment, "2026-04-15T08:00:00Z",
            "--accept", id, days, "mon,wed,fri",
        ])
        try await accept.run()
        #expect(try Self.suggestionIDs(state: state.path).isEmpty)
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        let automation = try #require(try store.automations(of: "amy").first)
        guard case .arrive(let fence) = automation.trigger else {
            Issue.record("expected an arrive trigger, got \(automation.trigger)")
            return
        }
        #expect(fence.name == "Gym" && fence.latitude == 40.7306 && fence.longitude == -73.9866)
        #expect(automation.conditions == [.weekdays([0, 2, 4])])
        #expect(automation.askBeforeRunning)
        #expect(automation.id == id + "-amy")
        #expect(automation.shortcutID == "shortcut-" + id + "-amy")
        let run = Candidate(app: "com.example.stride", action: "StartWorkout", values: ["workout": "run"])
        #expect(try store.automatedShortcutKeys(of: "amy") == [run.key])
        #expect(try store.automationSuggestionDecisions(of: "amy") == [id: .accepted])
        // Accepting twice is refused with the reason.
        let again = try AutomationsSuggestedCommand.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--at", "2026-04-15T08:00:00Z",
            "--accept", id,
        ])
        await #expect {
            try await again.run()
        } throws: { error in
            "\(error)".contains("no automation suggestion '\(id)' for amy now")
        }
    }

    @Test func aDeclinedSuggestionIsNotListedAgain() async throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try Self.donateGymHabit(state: state.path)
        let id = try #require(try Self.suggestionIDs(state: state.path).first)
        let decline = try AutomationsSuggestedCommand.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--at", "2026-04-15T08:00:00Z",
            "--decline", id,
        ])
        try await decline.run()
        #expect(try Self.suggestionIDs(state: state.path).isEmpty)
    }

    @Test func theBuilderTypesValuesByTheCatalogAndKeepsEachPersonsAutomationApart() throws {
        let catalog = try ManifestLoader().load(paths: [Self.catalog]).catalog
        let expires = Date(timeIntervalSince1970: 1_800_000_000)
        let run = AutomationSuggestion(
            id: "auto-1", person: "amy", trigger: .time(weekdays: [0, 2, 4], minute: 1_080),
            conditions: [],
            shortcut: Candidate(app: "com.example.stride", action: "StartWorkout", values: ["workout": "run"]),
            reason: "You start workout (run) on Monday, Wednesday and Friday around 6 pm", support: 12, confidence: 0.9,
            expires: expires)
        let accepted = Date(timeIntervalSince1970: 1_799_000_000)
        let builder = SuggestedAutomationBuilder(catalog: catalog, places: [:], acceptedAt: accepted)
        let (shortcut, automation) = try builder.build(run)
        // Created when accepted: an occurrence earlier that day is not run late.
        #expect(automation.createdAt == accepted)
        #expect(
            shortcut.steps == [
                .app("s1", "com.example.stride", "StartWorkout", ["workout": .literal(.enumCase("run"))])
            ])
        #expect(automation.trigger == .timeOfDay(minute: 1_080, weekdays: [0, 2, 4]))
        #expect(automation.askBeforeRunning)
        // Its prompt asks "Run 'Start a run workout'?", not the shortcut's identifier.
        #expect(automation.name == shortcut.name)
        #expect(automation.displayName != shortcut.id)
        var bobs = run
        bobs.person = "bob"
        #expect(try builder.build(bobs).automation.id != automation.id)
        // A place with no coordinates cannot be fenced: say how to teach it.
        var gym = run
        gym.trigger = .arrive(place: "Gym")
        #expect {
            try builder.build(gym)
        } throws: { error in
            "\(error)".contains("no coordinates are known for the place 'Gym'")
                && "\(error)".contains("--place LAT,LON --place-name Gym")
        }
        var unknown = run
        unknown.shortcut.values = ["tempo": "fast"]
        #expect {
            try builder.build(unknown)
        } throws: { error in
            "\(error)".contains("action 'StartWorkout' has no parameter 'tempo'")
        }
    }

    @Test func editsAreCheckedBeforeAnythingIsStored() {
        #expect(throws: (any Error).self) {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--accept", "a", "--decline", "a"])
        }
        #expect(throws: (any Error).self) {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--accept", "a", "--time", "25:00"])
        }
        #expect(throws: (any Error).self) {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--accept", "a", "--weekdays", "0,9"])
        }
        // Days are written as for `automations add --on`: names, or 0 (Monday) … 6 (Sunday).
        #expect {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--accept", "a", "--weekdays", "mon,funday"])
        } throws: { error in
            AutomationsSuggestedCommand.message(for: error).contains(
                "'funday' is not a day; write days like mon,wed,fri")
        }
        #expect(throws: Never.self) {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--accept", "a", "--weekdays", "0,2,4"])
        }
        #expect(throws: (any Error).self) {
            try AutomationsSuggestedCommand.parse(["--user", "amy", "--time", "18:00"])
        }
    }

    @Test func aDonatedShowIsSuggestedOnTheLockScreenUntilDismissed() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let donate = try Donate.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.daybook",
            "--reservation",
            #"{"id":"dune","kind":"movie","title":"Dune","startsAt":"2026-03-02T20:00:00Z","place":{"name":"Ritz"}}"#,
        ])
        try donate.run()
        let bad = try Donate.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.daybook",
            "--reservation", #"{"id":"x","kind":"concert","title":"X","startsAt":"2026-03-02T20:00:00Z"}"#,
        ])
        #expect {
            try bad.run()
        } throws: { error in
            "\(error)".contains("cannot read the reservation") && "\(error)".contains("flight")
        }
        let show = try Suggest.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--at", "2026-03-02T19:50:00Z",
            "--travel-minutes", "20", "--json",
        ])
        try show.run()
        let context = try #require(LocalTime(iso8601: "2026-03-02T19:50:00Z"))
        func shown() throws -> [ProactiveSuggestion] {
            try Self.center(state: state.path).proactiveSuggestions(
                for: "amy", in: PredictionContext(time: context), travelTime: 20 * 60)
        }
        // Ten minutes before the film: leave now, Do Not Disturb, and (Daybook is a calendar)
        // add it to the calendar.
        #expect(Set(try shown().map(\.kind)) == [.leaveBy, .doNotDisturb, .addToCalendar])
        let dnd = try #require(try shown().first { $0.kind == .doNotDisturb })
        let dismiss = try Suggest.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--at", "2026-03-02T19:50:00Z",
            "--dismiss", dnd.id,
        ])
        try dismiss.run()
        #expect(!(try shown()).contains { $0.id == dnd.id })
        #expect(try shown().count == 2)
    }

    // A mistyped identifier is not "dismissed": the command says no suggestion has it, how to
    // see the identifiers, and fails, and the real suggestions stay.
    @Test(arguments: ["--dismiss", "--done"])
    func anIdentifierNoSuggestionHasIsRefused(option: String) throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try Donate.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.daybook",
            "--reservation",
            #"{"id":"dune","kind":"movie","title":"Dune","startsAt":"2026-03-02T20:00:00Z","place":{"name":"Ritz"}}"#,
        ]).run()
        let command = try Suggest.parse([
            "--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--at", "2026-03-02T19:50:00Z",
            option, "nope",
        ])
        #expect {
            try command.run()
        } throws: { error in
            let message = Suggest.message(for: error)
            return message.contains("no proactive suggestion of amy has the identifier 'nope'")
                && message.contains("errand suggest --user amy --surface lockScreen")
        }
        let context = try #require(LocalTime(iso8601: "2026-03-02T19:50:00Z"))
        let shown = try Self.center(state: state.path).proactiveSuggestions(
            for: "amy", in: PredictionContext(time: context), travelTime: 20 * 60)
        #expect(shown.count == 3)
    }

    static func center(state: String) throws -> DonationCenter {
        DonationCenter(
            catalog: try ManifestLoader().load(paths: [catalog]).catalog,
            store: try SQLiteStore(directory: StateDirectory(url: URL(fileURLWithPath: state))))
    }

    /// The automation suggestions for amy on 2026-04-15, as the command lists them.
    static func suggestionIDs(state: String) throws -> [String] {
        let now = try #require(LocalTime(iso8601: "2026-04-15T08:00:00Z"))
        return try center(state: state).automationSuggestions(
            for: "amy", now: Date(timeIntervalSince1970: now.instant)
        ).map(\.id)
    }
}

struct SuggestedSequenceBuilderTests {
    // Accepting a sequence suggestion creates one shortcut with a step per action, in order,
    // each with its values; a routine started by an action runs on that action's donations.
    @Test func aTwoStepSuggestionBuildsATwoStepShortcutAndAnAfterTriggerADonationTrigger() throws {
        let catalog = try ManifestLoader().load(paths: [ProactiveCommandsTests.catalog]).catalog
        let suggestion = AutomationSuggestion(
            id: "auto-2", person: "amy", trigger: .after(app: "com.example.coffee", action: "OrderCoffee"),
            shortcut: Candidate(app: "com.example.stride", action: "StartWorkout", values: ["workout": "run"]),
            followUps: [Candidate(app: "com.example.awebreath", action: "StartBreathing")],
            reason: "You start workout (run), then start breathing, after you order coffee", support: 9,
            confidence: 0.9, expires: Date(timeIntervalSince1970: 1_800_000_000))
        let builder = SuggestedAutomationBuilder(
            catalog: catalog, places: [:], acceptedAt: Date(timeIntervalSince1970: 1_799_000_000))
        let (shortcut, automation) = try builder.build(suggestion)
        #expect(
            shortcut.steps == [
                .app("s1", "com.example.stride", "StartWorkout", ["workout": .literal(.enumCase("run"))]),
                .app("s2", "com.example.awebreath", "StartBreathing"),
            ])
        #expect(shortcut.name.contains(", then "))
        #expect(automation.trigger == .donation(app: "com.example.coffee", action: "OrderCoffee"))
        #expect(automation.askBeforeRunning)
        var device = suggestion
        device.trigger = .device(event: "connected-to-car")
        #expect(try builder.build(device).automation.trigger == .deviceEvent("connected-to-car"))
        // A follow-up the catalog does not know is named, with where to fix it.
        var unknown = suggestion
        unknown.followUps = [Candidate(app: "com.example.nowhere", action: "Play")]
        #expect {
            try builder.build(unknown)
        } throws: { error in
            "\(error)".contains("no app 'com.example.nowhere'")
        }
    }

    // Accepting saves the shortcut as every other save does: amy's "Morning", which runs her own
    // shortcut by the name the new one takes, keeps running hers, and the accept says so.
    @Test func acceptingPinsTheStepsTheNewShortcutsNameWouldChange() throws {
        let catalog = try ManifestLoader().load(paths: [ProactiveCommandsTests.catalog]).catalog
        let suggestion = AutomationSuggestion(
            id: "auto-3", person: "amy", trigger: .time(weekdays: [0], minute: 480),
            shortcut: Candidate(app: "com.example.stride", action: "StartWorkout", values: ["workout": "run"]),
            reason: "You start a run on Mondays around 8 am", support: 9, confidence: 0.9,
            expires: Date(timeIntervalSince1970: 1_800_000_000))
        let builder = SuggestedAutomationBuilder(
            catalog: catalog, places: [:], acceptedAt: Date(timeIntervalSince1970: 1_799_000_000))
        let name = try builder.build(suggestion).shortcut.name
        let mine = Shortcut(id: "my-run", name: name, steps: [.app("s1", "com.example.stride", "StartWorkout")])
        let morning = Shortcut(
            id: "morning", name: "Morning",
            steps: [.builtIn("go", .runShortcut, ["shortcut": .literal(.string(name))])])
        let library = InMemoryShortcutLibrary([mine, morning], of: "amy")
        let installer = SuggestedAutomationInstaller(
            builder: builder, sink: LibraryAutomationSink(library: library, automations: InMemoryAutomationStore()))
        let (automationID, pinned) = try installer.install(suggestion)
        #expect(automationID == "auto-3-amy")
        #expect(pinned.map(\.caller) == [RunShortcutCaller(shortcut: "morning", shortcutName: "Morning", step: "go")])
        #expect(try library.shortcut(id: "morning", of: "amy")?.steps[0].runShortcutReference == "my-run")
        #expect(try library.shortcuts(named: name, of: "amy").count == 2)
    }
}
