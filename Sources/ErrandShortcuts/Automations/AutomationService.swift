import Foundation

/// Runs a person's automations: asks the scheduler what fires, claims each occurrence in the
/// store, then runs its shortcut through `ShortcutRunning` — or, for Ask before running, leaves
/// a prompt that the person answers with one word.
///
/// Each occurrence is claimed *before* anything is done with it, so a crash or a restart never
/// runs it twice: at worst, a crash between the claim and the run loses that one run.
///
/// ```swift
/// let service = AutomationService(store: store, runner: runner)
/// let outcomes = try await service.tick(person: "amy", observation: AutomationObservation(now: now, timeZone: zone))
/// try await service.answer(promptID: "1f2e3d4c", person: "amy", yes: true, now: now)
/// ```
public struct AutomationService: Sendable {
    public let store: any AutomationStore
    public let runner: any ShortcutRunning
    public var scheduler: AutomationScheduler

    public init(
        store: any AutomationStore, runner: any ShortcutRunning,
        configuration: SchedulerConfiguration = SchedulerConfiguration()
    ) {
        self.store = store
        self.runner = runner
        self.scheduler = AutomationScheduler(configuration: configuration)
    }

    /// Evaluates the person's automations at `observation.now` and acts on what fires: what ran,
    /// what was skipped (and why), what waits for an answer, and prompts that expired unanswered.
    public func tick(person: String, observation: AutomationObservation) async throws -> [AutomationOutcome] {
        let automations = try store.automations(of: person)
        var outcomes = try expirePrompts(of: person, now: observation.now, automations: automations)
        let evaluation = scheduler.evaluate(
            automations, state: try store.schedulerState(of: person), observation: observation)
        var runs: [(Firing, AutomationRunContext)] = []
        // NB: automations whose occurrences overlap ("at 8:00 on Monday" and "at 8:00 every
        // day") run their shortcut once a moment, not once each: three coffee orders at 8:00
        // were placed so.
        var firedFor: [String: String] = [:]
        for firing in evaluation.firings {
            guard try store.claim(firing.occurrence, of: person) else { continue }
            let automation = firing.automation
            func outcome(_ kind: AutomationOutcome.Kind) -> AutomationOutcome {
                AutomationOutcome(
                    automationID: automation.id, automationName: automation.displayName,
                    shortcutID: automation.shortcutID, occurrence: firing.occurrence,
                    scheduledAt: firing.scheduledAt, kind: kind)
            }
            if case .skip(let reason) = firing.decision {
                outcomes.append(outcome(.skipped(reason)))
                continue
            }
            let moment = "\(automation.shortcutID)@\(firing.scheduledAt.timeIntervalSince1970)"
            if let first = firedFor[moment] {
                outcomes.append(outcome(.skipped(.runByAnother(automation: first))))
                continue
            }
            firedFor[moment] = automation.displayName
            let context = AutomationRunContext(
                occurrence: firing.occurrence, scheduledAt: firing.scheduledAt, runAt: observation.now,
                timeZone: observation.timeZone, location: observation.location, event: firing.event)
            if automation.askBeforeRunning {
                let prompt = AutomationPrompt(
                    id: AutomationPrompt.identifier(for: firing.occurrence), automationID: automation.id,
                    shortcutID: automation.shortcutID, text: "Run '\(automation.displayName)'?",
                    createdAt: observation.now,
                    expiresAt: observation.now.addingTimeInterval(scheduler.configuration.promptLifetime),
                    context: context)
                try store.savePrompt(prompt, of: person)
                outcomes.append(outcome(.waitingForAnswer(prompt)))
            } else {
                runs.append((firing, context))
            }
        }
        // NB: the state is saved after the claims and before the runs: a crash during a run
        // does not make the next tick look back over occurrences already claimed.
        try store.saveSchedulerState(evaluation.state, of: person)
        for (firing, context) in runs {
            let automation = firing.automation
            let result = await runner.runShortcut(
                id: automation.shortcutID, person: person, automation: automation, context: context)
            outcomes.append(
                AutomationOutcome(
                    automationID: automation.id, automationName: automation.displayName,
                    shortcutID: automation.shortcutID, occurrence: firing.occurrence,
                    scheduledAt: firing.scheduledAt, kind: .ran(result)))
        }
        return outcomes
    }

    /// Answers an Ask-before-running prompt: yes runs the shortcut now, no dismisses it. A
    /// prompt is answered once; an expired one does not run.
    ///
    /// The automation is read again when the person answers: a yes to the prompt of an
    /// automation disabled or removed since it asked runs nothing, and the prompt is void (it
    /// is taken, so it does not linger). A no still dismisses it.
    ///
    /// - Throws: `AutomationError` when no such prompt waits (never asked, already answered,
    ///   or removed with its automation), naming the prompts that do; when its automation was
    ///   removed since; or, for a yes, when it was disabled since (saying how to enable it).
    public func answer(promptID: String, person: String, yes: Bool, now: Date) async throws -> AutomationOutcome {
        guard let prompt = try store.takePrompt(id: promptID, of: person) else {
            throw AutomationError.noPrompt(promptID, pending: try pendingPrompts(of: person, now: now))
        }
        guard let automation = try store.automation(id: prompt.automationID, of: person) else {
            throw AutomationError.removedPrompt(prompt)
        }
        func outcome(_ kind: AutomationOutcome.Kind) -> AutomationOutcome {
            AutomationOutcome(
                automationID: automation.id, automationName: automation.displayName, shortcutID: prompt.shortcutID,
                occurrence: prompt.context.occurrence, scheduledAt: prompt.context.scheduledAt, kind: kind)
        }
        if prompt.isExpired(at: now) { return outcome(.expired) }
        guard yes else { return outcome(.dismissed) }
        // NB: checked at the answer, not only at the tick: a person who turned the automation
        // off after it asked does not expect an old prompt to run it.
        guard automation.enabled else { throw AutomationError.disabledPrompt(prompt, of: automation) }
        var context = prompt.context
        context.runAt = now
        let result = await runner.runShortcut(
            id: prompt.shortcutID, person: person, automation: automation, context: context)
        return outcome(.ran(result))
    }

    /// The person's prompts still waiting for an answer at `now`, oldest first.
    public func pendingPrompts(of person: String, now: Date) throws -> [AutomationPrompt] {
        try store.prompts(of: person).filter { !$0.isExpired(at: now) }
    }

    /// Removes the person's expired prompts, reporting each once; `automations` (the person's,
    /// read once per tick) name them.
    private func expirePrompts(of person: String, now: Date, automations list: [Automation]) throws
        -> [AutomationOutcome]
    {
        let expired = try store.prompts(of: person).filter { $0.isExpired(at: now) }
        guard !expired.isEmpty else { return [] }
        var outcomes: [AutomationOutcome] = []
        let automations = Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for prompt in expired {
            guard let taken = try store.takePrompt(id: prompt.id, of: person) else { continue }
            outcomes.append(
                AutomationOutcome(
                    automationID: taken.automationID,
                    automationName: automations[taken.automationID]?.displayName ?? taken.shortcutID,
                    shortcutID: taken.shortcutID, occurrence: taken.context.occurrence,
                    scheduledAt: taken.context.scheduledAt, kind: .expired))
        }
        return outcomes
    }
}
