import ErrandCatalog
import ErrandConversation
import ErrandShortcuts
import Foundation
import Testing

/// The guidelines' examples run by automation: the scheduler fires, the shortcut runs through
/// the same runner (and so the same conversation) as by phrase or by tap, each question is put
/// to the person, and the occurrence never runs twice.
struct AutomationExampleTests {
    static let person = ShortcutTestKit.person
    static let now = ShortcutTestKit.now
    static let utc = ShortcutTestKit.utc

    /// Every day at the kit's reference time of day (9:00 UTC), made an hour before.
    static func daily(_ shortcut: Shortcut, ask: Bool = false) -> Automation {
        Automation(
            id: "auto-\(shortcut.id)", shortcutID: shortcut.id,
            trigger: .timeOfDay(minute: 9 * 60, weekdays: Array(0...6)), askBeforeRunning: ask,
            createdAt: now.addingTimeInterval(-3600))
    }

    static func service(_ kit: ShortcutTestKit, store: InMemoryAutomationStore, answers: [String])
        -> (AutomationService, ScriptedAutomationAnswers)
    {
        let scripted = ScriptedAutomationAnswers(answers)
        let runner = AutomationShortcutRunner(runner: kit.runner, answers: scripted, modality: .voiceOnly)
        return (AutomationService(store: store, runner: runner), scripted)
    }

    static func tick(_ service: AutomationService, at instant: Date) async throws -> [AutomationOutcome] {
        try await service.tick(person: person, observation: AutomationObservation(now: instant, timeZone: utc))
    }

    static func ranOK(_ outcomes: [AutomationOutcome]) -> Bool {
        guard outcomes.count == 1, case .ran(let result) = outcomes[0].kind else { return false }
        return result.status == .completed
    }

    @Test func archivingOldTasksAsksItsOneConfirmationAndRunsOnce() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        try store.save(Self.daily(GuidelineExampleTests.archiveOldTasks), of: Self.person)
        let (service, answers) = Self.service(kit, store: store, answers: ["yes"])
        let outcomes = try await Self.tick(service, at: Self.now.addingTimeInterval(30))
        #expect(Self.ranOK(outcomes))
        #expect(answers.questions == ["Archive \"Send the report\" and \"Renew passport\"?"])
        #expect(kit.apps.todo.archivedTitles == ["Send the report", "Renew passport"])
        // The same moment again (a restart, a second tick): the occurrence is not run twice.
        #expect(try await Self.tick(service, at: Self.now.addingTimeInterval(30)).isEmpty)
        #expect(answers.questions.count == 1)
    }

    @Test func runningLateMessagesTheNextEventsAttendeesAfterConfirmingTheMessage() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        try store.save(Self.daily(GuidelineExampleTests.runningLate), of: Self.person)
        let (service, answers) = Self.service(kit, store: store, answers: ["yes"])
        #expect(Self.ranOK(try await Self.tick(service, at: Self.now.addingTimeInterval(30))))
        #expect(answers.questions == ["Send \"I'm running late\" to Amy Lee and Bob Smith?"])
        #expect(kit.apps.messages.sentMessages == ["Amy Lee, Bob Smith: I'm running late"])
    }

    @Test func theUsualCoffeeIsOrderedOnlyAfterThePersonConfirms() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        try store.save(Self.daily(GuidelineExampleTests.usualCoffee), of: Self.person)
        let (service, answers) = Self.service(kit, store: store, answers: ["yes"])
        #expect(Self.ranOK(try await Self.tick(service, at: Self.now.addingTimeInterval(30))))
        #expect(answers.questions.count == 1)
        #expect(kit.apps.coffee.placedOrders.count == 1)
    }

    /// An order always confirms: with no one to answer, an automation never places it.
    @Test func withNoOneToAnswerTheOrderIsNotPlaced() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        try store.save(Self.daily(GuidelineExampleTests.usualCoffee), of: Self.person)
        let runner = AutomationShortcutRunner(runner: kit.runner)
        let service = AutomationService(store: store, runner: runner)
        let outcomes = try await Self.tick(service, at: Self.now.addingTimeInterval(30))
        guard outcomes.count == 1, case .ran(let result) = outcomes[0].kind else {
            Issue.record("expected one run, got \(outcomes.map(\.kind))")
            return
        }
        #expect(result.status == .failed)
        #expect(result.message.contains("with no answer; nothing more was done"))
        #expect(kit.apps.coffee.placedOrders.isEmpty)
    }

    @Test func breathingStartsWithItsDefaultFifteenMinutesAfterAskingBeforeRunning() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        try store.save(Self.daily(GuidelineExampleTests.breathe, ask: true), of: Self.person)
        let (service, _) = Self.service(kit, store: store, answers: [])
        let outcomes = try await Self.tick(service, at: Self.now.addingTimeInterval(30))
        guard outcomes.count == 1, case .waitingForAnswer(let prompt) = outcomes[0].kind else {
            Issue.record("expected a prompt, got \(outcomes.map(\.kind))")
            return
        }
        // Nothing runs until the person answers, with one answer.
        #expect(kit.apps.breathe.startedSessions.isEmpty)
        let answered = try await service.answer(
            promptID: prompt.id, person: Self.person, yes: true, now: Self.now.addingTimeInterval(60))
        guard case .ran(let result) = answered.kind else {
            Issue.record("expected a run, got \(answered.kind)")
            return
        }
        #expect(result.status == .completed)
        #expect(kit.apps.breathe.startedSessions == [900])
    }

    @Test func aDeviceEventRunsItsShortcutOncePerEvent() async throws {
        let kit = GuidelineExampleTests.kit()
        let store = InMemoryAutomationStore()
        let automation = Automation(
            id: "car", shortcutID: GuidelineExampleTests.runningLate.id, trigger: .deviceEvent("car connected"),
            createdAt: Self.now.addingTimeInterval(-3600))
        try store.save(automation, of: Self.person)
        let (service, _) = Self.service(kit, store: store, answers: ["yes"])
        let event = AutomationEvent(id: "e1", kind: .device("car connected"))
        let observation = AutomationObservation(now: Self.now, timeZone: Self.utc, events: [event])
        #expect(Self.ranOK(try await service.tick(person: Self.person, observation: observation)))
        #expect(try await service.tick(person: Self.person, observation: observation).isEmpty)
        #expect(kit.apps.messages.sentMessages.count == 1)
    }
}
