import ErrandShortcuts
import Foundation
import Testing

/// The service claims each occurrence before acting on it, asks before running when told to,
/// and ticks on an injected clock in its long-running mode.
@Suite struct AutomationServiceTests {
    typealias F = AutomationFixtures

    func service(_ automations: [Automation], runner: DryRunShortcutRunner = DryRunShortcutRunner()) throws
        -> AutomationService
    {
        let store = InMemoryAutomationStore()
        for automation in automations { try store.save(automation, of: "amy") }
        return AutomationService(store: store, runner: runner)
    }

    /// The prompt amy's Morning coffee, asking first, leaves at the 07:31 tick.
    func coffeePrompt(_ service: AutomationService) async throws -> AutomationPrompt {
        let outcomes = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:31:00-05:00"))
        let prompt: AutomationPrompt? =
            if case .waitingForAnswer(let prompt) = outcomes.first?.kind { prompt } else { nil }
        return try #require(prompt, "expected a prompt, got \(outcomes)")
    }

    // An automation fires once per occurrence: a tick repeated after a crash (the scheduler's
    // state lost, the claim kept) does not run it twice.
    @Test func anOccurrenceRunsOnceEvenWhenTheTickIsRepeatedAfterACrash() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee()], runner: runner)
        try service.store.saveSchedulerState(
            SchedulerState(lastTick: F.instant("2026-11-23T07:00:00-05:00")), of: "amy")
        let first = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:31:00-05:00"))
        #expect(first.map(\.brief) == ["ran coffee 2026-11-23T07:30"])
        // The crash: the state goes back to before the tick; the claim stays.
        try service.store.saveSchedulerState(
            SchedulerState(lastTick: F.instant("2026-11-23T07:00:00-05:00")), of: "amy")
        let again = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:32:00-05:00"))
        #expect(again.isEmpty)
        #expect(runner.calls.map(\.shortcutID) == ["usual"])
        #expect(runner.calls.first?.context.occurrence.key == "2026-11-23T07:30")
        #expect(runner.calls.first?.person == "amy")
    }

    @Test func aSkippedOccurrenceIsReportedOnceAndNotRun() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee(policy: .skip)], runner: runner)
        try service.store.saveSchedulerState(
            SchedulerState(lastTick: F.instant("2026-11-23T07:00:00-05:00")), of: "amy")
        let outcomes = try await service.tick(person: "amy", observation: F.observation("2026-11-23T09:00:00-05:00"))
        #expect(outcomes.map(\.brief) == ["skipped(missed) coffee 2026-11-23T07:30"])
        #expect(runner.calls.isEmpty)
    }

    // Automations whose occurrences overlap run their shortcut once a moment: "at 07:30 on
    // weekdays", the same only on Monday and the same every day each ran the morning order at
    // 07:30 on Monday, three paid orders. On Saturday only the every-day one fires, and runs.
    @Test func automationsThatFireTogetherRunTheirShortcutOnce() async throws {
        let runner = DryRunShortcutRunner()
        var monday = F.coffee(conditions: [.weekdays([0])])
        monday.id = "monday"
        var daily = F.coffee()
        daily.id = "daily"
        daily.trigger = .timeOfDay(minute: 7 * 60 + 30, weekdays: [])
        var other = F.coffee()
        other.id = "other"
        other.shortcutID = "news"
        let service = try service([F.coffee(), monday, daily, other], runner: runner)
        try service.store.saveSchedulerState(
            SchedulerState(lastTick: F.instant("2026-11-23T07:00:00-05:00")), of: "amy")
        let outcomes = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:31:00-05:00"))
        #expect(runner.calls.map(\.shortcutID).sorted() == ["news", "usual"])
        #expect(outcomes.filter { $0.brief.hasPrefix("ran") }.count == 2)
        #expect(outcomes.filter { $0.brief.hasPrefix("skipped(runByAnother)") }.count == 2)
        let skipped = outcomes.first { $0.brief.hasPrefix("skipped") }
        if case .skipped(let reason)? = skipped?.kind {
            #expect(
                reason.description.hasSuffix(
                    "runs the same shortcut for the same moment, and a shortcut runs once a moment"))
        }
        try service.store.saveSchedulerState(
            SchedulerState(lastTick: F.instant("2026-11-28T07:00:00-05:00")), of: "amy")
        let saturday = try await service.tick(person: "amy", observation: F.observation("2026-11-28T07:31:00-05:00"))
        #expect(saturday.map(\.brief) == ["ran daily 2026-11-28T07:30"])
    }

    // Ask before running: the person gets a prompt and runs the shortcut with one answer.
    @Test func askBeforeRunningWaitsForOneAnswer() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee(ask: true)], runner: runner)
        let outcomes = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:31:00-05:00"))
        #expect(outcomes.map(\.brief) == ["asked coffee 2026-11-23T07:30"])
        guard case .waitingForAnswer(let prompt) = outcomes.first?.kind else {
            Issue.record("expected a prompt")
            return
        }
        #expect(prompt.text == "Run 'Morning coffee'?")
        #expect(runner.calls.isEmpty)
        #expect(
            try service.pendingPrompts(of: "amy", now: F.instant("2026-11-23T07:32:00-05:00")).map(\.id) == [prompt.id])
        let answered = try await service.answer(
            promptID: prompt.id, person: "amy", yes: true, now: F.instant("2026-11-23T07:33:00-05:00"))
        #expect(answered.brief == "ran coffee 2026-11-23T07:30")
        #expect(runner.calls.map(\.shortcutID) == ["usual"])
        #expect(runner.calls.first?.context.runAt == F.instant("2026-11-23T07:33:00-05:00"))
        // A second answer finds nothing waiting: the shortcut does not run twice.
        await #expect(throws: AutomationError.self) {
            try await service.answer(
                promptID: prompt.id, person: "amy", yes: true, now: F.instant("2026-11-23T07:34:00-05:00"))
        }
        #expect(runner.calls.count == 1)
    }

    // The automation is read again at the answer: turned off or removed since it asked, a yes
    // runs nothing and takes the prompt, so it does not linger.
    @Test func aYesToThePromptOfAnAutomationDisabledOrRemovedSinceRunsNothing() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee(ask: true)], runner: runner)
        let prompt = try await coffeePrompt(service)
        var coffee = try #require(try service.store.automation(id: "coffee", of: "amy"))
        coffee.enabled = false
        try service.store.save(coffee, of: "amy")
        let now = F.instant("2026-11-23T07:33:00-05:00")
        await #expect {
            try await service.answer(promptID: prompt.id, person: "amy", yes: true, now: now)
        } throws: { error in
            "\(error)".contains("was disabled after it asked, so prompt '\(prompt.id)' is void")
        }
        #expect(try service.store.prompts(of: "amy").isEmpty)
        // A store that kept the prompt of a removed automation: the answer voids it.
        try service.store.removeAutomation(id: "coffee", of: "amy")
        try service.store.savePrompt(prompt, of: "amy")
        await #expect {
            try await service.answer(promptID: prompt.id, person: "amy", yes: true, now: now)
        } throws: { error in
            "\(error)".contains("prompt '\(prompt.id)' is void and nothing ran: its automation 'coffee' was removed")
        }
        #expect(try service.store.prompts(of: "amy").isEmpty)
        #expect(runner.calls.isEmpty)
    }

    @Test func noDismissesThePromptAndAnExpiredPromptNeverRuns() async throws {
        let runner = DryRunShortcutRunner()
        let car = Automation(
            id: "car", shortcutID: "drive", trigger: .deviceEvent("car"), askBeforeRunning: true, name: "Drive home")
        let service = try service([car], runner: runner)
        let first = try await service.tick(
            person: "amy",
            observation: F.observation("2026-11-23T17:00:00-05:00", events: [.init(id: "1", kind: .device("car"))]))
        let second = try await service.tick(
            person: "amy",
            observation: F.observation("2026-11-23T17:10:00-05:00", events: [.init(id: "2", kind: .device("car"))]))
        guard case .waitingForAnswer(let no) = first.first?.kind, case .waitingForAnswer(let late) = second.first?.kind
        else {
            Issue.record("expected two prompts, got \(first + second)")
            return
        }
        let dismissed = try await service.answer(
            promptID: no.id, person: "amy", yes: false, now: F.instant("2026-11-23T17:11:00-05:00"))
        #expect(dismissed.kind == .dismissed)
        // An hour later the other prompt has expired; the next tick reports it once.
        let expired = try await service.tick(person: "amy", observation: F.observation("2026-11-23T18:30:00-05:00"))
        #expect(expired.map(\.brief) == ["expired car event:2"])
        #expect(runner.calls.isEmpty)
        await #expect(throws: AutomationError.self) {
            try await service.answer(
                promptID: late.id, person: "amy", yes: true, now: F.instant("2026-11-23T18:31:00-05:00"))
        }
        #expect(runner.calls.isEmpty)
    }

    @Test func anAnswerToAnExpiredPromptBeforeTheNextTickDoesNotRun() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee(ask: true)], runner: runner)
        let prompt = try await coffeePrompt(service)
        let answer = try await service.answer(
            promptID: prompt.id, person: "amy", yes: true, now: F.instant("2026-11-23T09:00:00-05:00"))
        #expect(answer.kind == .expired)
        #expect(runner.calls.isEmpty)
    }

    @Test func aFailedRunIsReportedWithItsMessage() async throws {
        let runner = DryRunShortcutRunner { _ in .failed("The coffee shop is closed.") }
        let service = try service([F.coffee()], runner: runner)
        let outcomes = try await service.tick(person: "amy", observation: F.observation("2026-11-23T07:31:00-05:00"))
        #expect(outcomes.first?.kind == .ran(.failed("The coffee shop is closed.")))
    }

    @Test func onePersonsAutomationsNeverFireForAnother() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee()], runner: runner)
        let outcomes = try await service.tick(person: "bob", observation: F.observation("2026-11-23T07:31:00-05:00"))
        #expect(outcomes.isEmpty)
        #expect(runner.calls.isEmpty)
    }

    // The long-running mode ticks on an injected clock: a simulated day passes without sleeping,
    // the 07:30 occurrence runs exactly once, and cancelling stops the loop.
    @Test func watchTicksOnAnInjectedClockAndStopsWhenCancelled() async throws {
        let runner = DryRunShortcutRunner()
        let service = try service([F.coffee()], runner: runner)
        let clock = SteppingAutomationClock(now: F.instant("2026-11-23T07:00:00-05:00"))
        let end = F.instant("2026-11-24T07:00:00-05:00")
        let (stream, continuation) = AsyncStream.makeStream(of: [AutomationOutcome].self)
        let task = Task {
            await service.watch(
                person: "amy", clock: clock, interval: .seconds(60),
                observe: { now in AutomationObservation(now: now, timeZone: F.newYork) },
                report: { outcomes in
                    continuation.yield(outcomes)
                    // Cancelled from inside at a known moment, so the test does not race the loop.
                    if clock.now >= end { withUnsafeCurrentTask { $0?.cancel() } }
                })
            continuation.finish()
        }
        var ticks = 0
        var ran: [String] = []
        for await outcomes in stream {
            ticks += 1
            ran += outcomes.map(\.brief)
        }
        await task.value
        #expect(ran == ["ran coffee 2026-11-23T07:30"])
        #expect(ticks == 24 * 60 + 1)
        #expect(runner.calls.count == 1)
    }

    @Test func watchOnTheSystemClockStopsAtOnceWhenCancelled() async throws {
        let service = try service([F.coffee()])
        let started = ContinuousClock.now
        let task = Task {
            await service.watch(
                person: "amy", clock: SystemAutomationClock(), interval: .seconds(86_400),
                observe: { now in AutomationObservation(now: now, timeZone: F.newYork) }, report: { _ in })
        }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await task.value
        // Far less than the day it would have slept: it stopped at the cancellation. (The bound
        // is loose because a loaded machine holds the task back: with the whole suite running
        // on two cores, once for 22 minutes.)
        #expect(ContinuousClock.now - started < .seconds(3_600))
    }

    /// Ticks every 15 minutes from `start` for `hours`, returning what ran.
    func ranEveryQuarterHour(_ automation: Automation, from start: String, hours: Int) async throws -> [String] {
        let service = try service([automation])
        var ran: [String] = []
        for quarter in 0...(hours * 4) {
            let now = F.instant(start).addingTimeInterval(Double(quarter) * 900)
            let observation = AutomationObservation(now: now, timeZone: F.newYork)
            ran += try await service.tick(person: "amy", observation: observation).map(\.brief)
        }
        return ran
    }

    // When the clocks go back, 01:30 happens twice in New York: the automation runs once.
    @Test func aTimeRepeatedWhenClocksGoBackRunsOnce() async throws {
        let automation = Automation(
            id: "night", shortcutID: "s", trigger: .timeOfDay(minute: 90, weekdays: []),
            createdAt: F.instant("2026-10-31T12:00:00-04:00"))
        #expect(
            try await ranEveryQuarterHour(automation, from: "2026-11-01T00:00:00-04:00", hours: 4) == [
                "ran night 2026-11-01T01:30"
            ])
    }

    // When the clocks go forward, 02:30 does not exist in New York: it runs once, after the gap.
    @Test func aTimeSkippedWhenClocksGoForwardRunsOnceAfterTheGap() async throws {
        let automation = Automation(
            id: "night", shortcutID: "s", trigger: .timeOfDay(minute: 150, weekdays: []),
            createdAt: F.instant("2026-03-07T12:00:00-05:00"))
        #expect(
            try await ranEveryQuarterHour(automation, from: "2026-03-08T01:00:00-05:00", hours: 4) == [
                "ran night 2026-03-08T02:30"
            ])
    }
}
