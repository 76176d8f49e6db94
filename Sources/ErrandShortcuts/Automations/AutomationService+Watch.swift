import Foundation

extension AutomationService {
    /// Ticks the person's automations every `interval` on `clock` until the task is cancelled:
    /// the long-running mode a server hosts.
    ///
    /// `observe` gives the observation at each tick (where the person is, what happened since
    /// the last one); `report` receives each tick's outcomes. A tick that fails (the store is
    /// busy) is reported to `failed` and the loop goes on.
    ///
    /// ```swift
    /// let task = Task {
    ///     try await service.watch(person: "amy", clock: SystemAutomationClock(), interval: .seconds(30),
    ///         observe: { now in AutomationObservation(now: now, timeZone: .current) },
    ///         report: { outcomes in print(outcomes) })
    /// }
    /// task.cancel()   // stops it at its next sleep
    /// ```
    public func watch(
        person: String, clock: any AutomationClock, interval: Duration,
        observe: @Sendable (Date) async -> AutomationObservation,
        report: @Sendable ([AutomationOutcome]) async -> Void,
        failed: @Sendable (any Error) async -> Void = { _ in }
    ) async {
        while !Task.isCancelled {
            do {
                let outcomes = try await tick(person: person, observation: await observe(clock.now))
                await report(outcomes)
            } catch {
                await failed(error)
            }
            do {
                try await clock.sleep(for: interval)
            } catch {
                return
            }
        }
    }
}
