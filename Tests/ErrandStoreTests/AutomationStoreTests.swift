import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// Automations in the SQLite file: an occurrence fires once across a restart (the file closed
/// and opened again), missed runs follow their policy, and fence crossings are remembered.
struct AutomationStoreTests {
    static let newYork = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600) ?? .current
    static let home = GeoFence(name: "Home", latitude: 40.7128, longitude: -74.0060, radius: 150)

    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? .distantPast
    }

    static func observation(_ text: String, at location: Coordinate? = nil) -> AutomationObservation {
        AutomationObservation(now: instant(text), timeZone: newYork, location: location)
    }

    static func coffee(_ policy: MissedRunPolicy) -> Automation {
        Automation(
            id: "coffee", shortcutID: "usual", trigger: .timeOfDay(minute: 7 * 60 + 30, weekdays: []),
            missedRunPolicy: policy, name: "Morning coffee", createdAt: instant("2026-11-23T06:00:00-05:00"))
    }

    /// A store file in a fresh directory, with amy's "usual" shortcut that automations run.
    static func storeFile() throws -> (directory: URL, path: String) {
        let directory = Fixtures.temporaryDirectory()
        let path = directory.appendingPathComponent("errand.sqlite").path
        let store = try SQLiteStore(path: path)
        try store.save(Shortcut(id: "usual", name: "Order my usual", steps: []), of: "amy")
        return (directory, path)
    }

    /// One process's life: opens the file, ticks once, closes it.
    static func tick(_ path: String, at now: String, location: Coordinate? = nil, runner: DryRunShortcutRunner)
        async throws -> [String]
    {
        let service = AutomationService(store: try SQLiteStore(path: path), runner: runner)
        return try await service.tick(person: "amy", observation: observation(now, at: location)).map { outcome in
            switch outcome.kind {
            case .ran: return "ran \(outcome.occurrence.key)"
            case .skipped(let reason): return "skipped \(outcome.occurrence.key): \(reason)"
            case .waitingForAnswer(let prompt): return "asked \(prompt.text)"
            case .dismissed, .expired: return "\(outcome.kind)"
            }
        }
    }

    // Never twice after a restart: the claim is on disk before the shortcut runs.
    @Test func anOccurrenceFiresOnceAcrossARestart() async throws {
        let (directory, path) = try Self.storeFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SQLiteStore(path: path).save(Self.coffee(.skip), of: "amy")
        let runner = DryRunShortcutRunner()
        #expect(try await Self.tick(path, at: "2026-11-23T07:31:00-05:00", runner: runner) == ["ran 2026-11-23T07:30"])
        // The restart: a new store on the same file, ticking at the same moment.
        #expect(try await Self.tick(path, at: "2026-11-23T07:31:00-05:00", runner: runner).isEmpty)
        // Even with the scheduler's state lost (a crash before it was saved), the claim holds.
        try SQLiteStore(path: path).saveSchedulerState(SchedulerState(), of: "amy")
        #expect(try await Self.tick(path, at: "2026-11-23T07:32:00-05:00", runner: runner).isEmpty)
        #expect(runner.calls.count == 1)
    }

    // Missed while down: with run late, the occurrence runs once when Errand comes back.
    @Test func aMissedOccurrenceRunsLateAfterARestartWithinItsWindow() async throws {
        let (directory, path) = try Self.storeFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SQLiteStore(path: path).save(Self.coffee(.runLate(within: 2 * 3600)), of: "amy")
        let runner = DryRunShortcutRunner()
        #expect(try await Self.tick(path, at: "2026-11-23T07:00:00-05:00", runner: runner).isEmpty)
        // Down from 07:00 to 08:30: the 07:30 occurrence was missed.
        #expect(try await Self.tick(path, at: "2026-11-23T08:30:00-05:00", runner: runner) == ["ran 2026-11-23T07:30"])
        #expect(try await Self.tick(path, at: "2026-11-23T08:30:00-05:00", runner: runner).isEmpty)
        #expect(runner.calls.map(\.context.scheduledAt) == [Self.instant("2026-11-23T07:30:00-05:00")])
        #expect(runner.calls.map(\.context.runAt) == [Self.instant("2026-11-23T08:30:00-05:00")])
    }

    // Missed while down: with skip, it is recorded as skipped and never runs.
    @Test func aMissedOccurrenceIsSkippedAfterARestartWhenItsPolicyIsSkip() async throws {
        let (directory, path) = try Self.storeFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SQLiteStore(path: path).save(Self.coffee(.skip), of: "amy")
        let runner = DryRunShortcutRunner()
        #expect(try await Self.tick(path, at: "2026-11-23T07:00:00-05:00", runner: runner).isEmpty)
        #expect(
            try await Self.tick(path, at: "2026-11-23T08:30:00-05:00", runner: runner) == [
                "skipped 2026-11-23T07:30: missed by 1 h; its missed-run policy is to skip"
            ])
        #expect(try await Self.tick(path, at: "2026-11-23T08:31:00-05:00", runner: runner).isEmpty)
        #expect(runner.calls.isEmpty)
    }

    // Arrive fires on the crossing, and where the person was survives a restart: reopening the
    // file while still at home does not fire it again.
    @Test func fenceCrossingsArePersistedAcrossARestart() async throws {
        let (directory, path) = try Self.storeFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arrive = Automation(id: "arrive", shortcutID: "usual", trigger: .arrive(Self.home))
        let leave = Automation(id: "leave", shortcutID: "usual", trigger: .leave(Self.home))
        try SQLiteStore(path: path).save(arrive, of: "amy")
        try SQLiteStore(path: path).save(leave, of: "amy")
        let away = Coordinate(latitude: 40.7580, longitude: -73.9855)
        let home = Coordinate(latitude: 40.7129, longitude: -74.0061)
        let runner = DryRunShortcutRunner()
        #expect(try await Self.tick(path, at: "2026-11-23T17:00:00-05:00", location: away, runner: runner).isEmpty)
        #expect(
            try await Self.tick(path, at: "2026-11-23T17:30:00-05:00", location: home, runner: runner) == [
                "ran arrive#1"
            ])
        #expect(try await Self.tick(path, at: "2026-11-23T17:31:00-05:00", location: home, runner: runner).isEmpty)
        #expect(
            try await Self.tick(path, at: "2026-11-24T08:00:00-05:00", location: away, runner: runner) == [
                "ran leave#2"
            ])
        #expect(runner.calls.map(\.automationID) == ["arrive", "leave"])
    }

    @Test func promptsWaitInTheFileAndAreAnsweredOnce() async throws {
        let (directory, path) = try Self.storeFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        var coffee = Self.coffee(.skip)
        coffee.askBeforeRunning = true
        try SQLiteStore(path: path).save(coffee, of: "amy")
        let runner = DryRunShortcutRunner()
        #expect(
            try await Self.tick(path, at: "2026-11-23T07:31:00-05:00", runner: runner) == [
                "asked Run 'Morning coffee'?"
            ])
        let reopened = AutomationService(store: try SQLiteStore(path: path), runner: runner)
        let prompts = try reopened.pendingPrompts(of: "amy", now: Self.instant("2026-11-23T07:32:00-05:00"))
        let prompt = try #require(prompts.first)
        _ = try await reopened.answer(
            promptID: prompt.id, person: "amy", yes: true, now: Self.instant("2026-11-23T07:32:00-05:00"))
        await #expect(throws: AutomationError.self) {
            try await reopened.answer(
                promptID: prompt.id, person: "amy", yes: true, now: Self.instant("2026-11-23T07:33:00-05:00"))
        }
        #expect(runner.calls.count == 1)
    }

    @Test func automationsArePersonScopedAndFollowTheirShortcut() throws {
        let store = try SQLiteStore()
        try store.save(Shortcut(id: "usual", name: "Order my usual", steps: []), of: "amy")
        try store.save(Shortcut(id: "bobs", name: "Bob's", steps: []), of: "bob")
        let coffee = Self.coffee(.runLate(within: 600))
        try store.save(coffee, of: "amy")
        #expect(try store.automations(of: "amy") == [coffee])
        #expect(try store.automations(of: "bob").isEmpty)
        // Bob cannot run amy's shortcut.
        #expect {
            try store.save(Automation(id: "b1", shortcutID: "usual", trigger: .deviceEvent("car")), of: "bob")
        } throws: { error in
            "\(error)".contains("runs shortcut 'usual', which bob does not have")
        }
        #expect(try store.claim(AutomationOccurrence(automationID: "coffee", key: "k"), of: "bob") == false)
        #expect(try store.claim(AutomationOccurrence(automationID: "coffee", key: "k"), of: "amy"))
        #expect(try store.claim(AutomationOccurrence(automationID: "coffee", key: "k"), of: "amy") == false)
        // Deleting the shortcut deletes the automations that run it.
        try store.deleteShortcut(id: "usual", of: "amy")
        #expect(try store.automations(of: "amy").isEmpty)
        #expect(try store.removeAutomation(id: "coffee", of: "amy") == false)
    }

    // Identifiers are each person's own: the same automation identifier, on a shortcut each
    // calls `usual`, is two automations; claims and deletions of one leave the other alone.
    @Test func twoPeopleMayUseTheSameIdentifiers() throws {
        let store = try SQLiteStore()
        try store.save(Shortcut(id: "usual", name: "Order my usual", steps: []), of: "amy")
        try store.save(Shortcut(id: "usual", name: "Call home", steps: []), of: "bob")
        let amys = Self.coffee(.skip)
        var bobs = Self.coffee(.runLate(within: 600))
        bobs.name = "Call home at 7:30"
        try store.save(amys, of: "amy")
        try store.save(bobs, of: "bob")
        #expect(try store.automations(of: "amy") == [amys])
        #expect(try store.automations(of: "bob") == [bobs])
        let occurrence = AutomationOccurrence(automationID: "coffee", key: "2026-11-23T07:30")
        #expect(try store.claim(occurrence, of: "amy"))
        #expect(try store.claim(occurrence, of: "bob"))
        #expect(try store.claim(occurrence, of: "bob") == false)
        try store.deleteShortcut(id: "usual", of: "amy")
        #expect(try store.automations(of: "amy").isEmpty)
        #expect(try store.automations(of: "bob") == [bobs])
    }
}
