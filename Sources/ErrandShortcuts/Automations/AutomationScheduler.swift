import Foundation

/// Decides what fires at one tick: pure logic over a person's automations, the scheduler's
/// state and an observation, with no clock and no storage of its own.
///
/// - Times of day fire for each occurrence in (last tick, now] in the person's local time, on
///   the chosen weekdays, and on the days an "only on" condition names. One seen more than
///   `grace` after it was due was missed: its policy skips it, or runs it late once if within
///   the window (only the latest missed occurrence of an automation runs; earlier ones are
///   superseded).
/// - Arrive and leave fire when the person crosses the fence, not at every tick inside it. The
///   first location seen for an automation sets where the person is without firing.
/// - App events, device events and donations fire once per event.
/// - Nothing that happened before the automation was made (`createdAt`) fires it.
/// - Conditions are checked when an occurrence would run; disabled automations never fire.
///
/// ```swift
/// let evaluation = AutomationScheduler().evaluate(automations, state: state, observation: observation)
/// for firing in evaluation.firings { … }   // then keep evaluation.state for the next tick
/// ```
///
/// - Complexity: O(a · d + a · e) for `a` automations, `d` days looked back (bounded by
///   `catchUpLimit`) and `e` events.
public struct AutomationScheduler: Sendable {
    public var configuration: SchedulerConfiguration

    public init(configuration: SchedulerConfiguration = SchedulerConfiguration()) {
        self.configuration = configuration
    }

    /// What fires at `observation.now`, and the state to keep for the next tick.
    public func evaluate(_ automations: [Automation], state: SchedulerState, observation: AutomationObservation)
        -> SchedulerEvaluation
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = observation.timeZone
        var firings: [Firing] = []
        var next = state
        next.lastTick = max(state.lastTick ?? observation.now, observation.now)
        let known = Set(automations.map(\.id))
        next.fences = next.fences.filter { known.contains($0.key) }
        for automation in automations {
            switch automation.trigger {
            case .timeOfDay(let minute, let weekdays):
                guard automation.enabled else { continue }
                firings += timeOfDayFirings(
                    automation, minute: minute, weekdays: weekdays, state: state, observation: observation,
                    calendar: calendar)
            case .arrive(let fence), .leave(let fence):
                guard let location = observation.location else { continue }
                let inside = fence.contains(location)
                guard let previous = next.fences[automation.id] else {
                    next.fences[automation.id] = FenceState(inside: inside)
                    continue
                }
                guard previous.inside != inside else { continue }
                let crossing = FenceState(inside: inside, crossings: previous.crossings + 1)
                next.fences[automation.id] = crossing
                let arriving: Bool
                if case .arrive = automation.trigger { arriving = true } else { arriving = false }
                guard automation.enabled, arriving == inside else { continue }
                let key = "\(arriving ? "arrive" : "leave")#\(crossing.crossings)"
                firings.append(
                    firing(automation, key: key, at: observation.now, event: nil, observation, calendar))
            case .appEvent, .deviceEvent, .donation:
                guard automation.enabled else { continue }
                for event in observation.events where automation.trigger.isTriggered(by: event) {
                    firings.append(
                        firing(
                            automation, key: "event:\(event.id)", at: observation.now, event: event, observation,
                            calendar))
                }
            }
        }
        return SchedulerEvaluation(firings: firings, state: next)
    }

    /// An occurrence that runs now unless it came before the automation was made or a
    /// condition fails.
    private func firing(
        _ automation: Automation, key: String, at date: Date, event: AutomationEvent?,
        _ observation: AutomationObservation, _ calendar: Calendar
    ) -> Firing {
        let occurrence = AutomationOccurrence(automationID: automation.id, key: key)
        // NB: times of day already start looking at `createdAt`; an event or a crossing is
        // dated by the tick that observes it, which a clock given by hand can put before it.
        if let createdAt = automation.createdAt, date < createdAt {
            return Firing(
                automation: automation, occurrence: occurrence, scheduledAt: date, event: event,
                decision: .skip(.beforeCreation(createdAt: createdAt)))
        }
        if let failed = automation.failedCondition(at: observation, calendar: calendar) {
            return Firing(
                automation: automation, occurrence: occurrence, scheduledAt: date, event: event,
                decision: .skip(.conditionNotMet(failed)))
        }
        return Firing(
            automation: automation, occurrence: occurrence, scheduledAt: date, event: event,
            decision: .run(late: max(0, observation.now.timeIntervalSince(date))))
    }

    private func timeOfDayFirings(
        _ automation: Automation, minute: Int, weekdays: [Int], state: SchedulerState,
        observation: AutomationObservation, calendar: Calendar
    ) -> [Firing] {
        let now = observation.now
        var lower = now.addingTimeInterval(-configuration.catchUpLimit)
        if let lastTick = state.lastTick {
            lower = max(lower, lastTick)
        } else if automation.createdAt == nil {
            lower = max(lower, now.addingTimeInterval(-configuration.firstTickLookback))
        }
        if let createdAt = automation.createdAt { lower = max(lower, createdAt) }
        // NB: a day the automation's "only on" days leave out has no occurrence to miss: one
        // for weekends is not "missed" on a Wednesday.
        let due = LocalOccurrences.timeOfDay(
            minute: minute, weekdays: weekdays, after: lower, through: now, calendar: calendar
        ).filter { occurrence in
            automation.conditions.allSatisfy { condition in
                guard case .weekdays = condition else { return true }
                var due = observation
                due.now = occurrence.date
                return condition.holds(at: due, calendar: calendar)
            }
        }
        // The latest occurrence that may run: on time, or missed but within its run-late window.
        let runnable = due.last { occurrence in
            let late = now.timeIntervalSince(occurrence.date)
            if late <= configuration.grace { return true }
            if case .runLate(let window) = automation.missedRunPolicy { return late <= window }
            return false
        }
        return due.map { occurrence in
            let late = now.timeIntervalSince(occurrence.date)
            if occurrence == runnable {
                return firing(automation, key: occurrence.key, at: occurrence.date, event: nil, observation, calendar)
            }
            let reason: SkipReason
            switch automation.missedRunPolicy {
            case .skip: reason = .missed(late: late)
            case .runLate(let window): reason = late <= window ? .superseded : .tooLate(late: late, window: window)
            }
            return skipped(automation, occurrence, reason)
        }
    }

    private func skipped(_ automation: Automation, _ occurrence: LocalOccurrence, _ reason: SkipReason) -> Firing {
        Firing(
            automation: automation, occurrence: AutomationOccurrence(automationID: automation.id, key: occurrence.key),
            scheduledAt: occurrence.date, event: nil, decision: .skip(reason))
    }
}

/// The result of one evaluation: what fires, and the state to save for the next tick.
public struct SchedulerEvaluation: Sendable, Hashable {
    public var firings: [Firing]
    public var state: SchedulerState
}

/// One occurrence the scheduler decided on.
public struct Firing: Sendable, Hashable {
    public enum Decision: Sendable, Hashable {
        /// Run it (or ask first), `late` seconds after it was due.
        case run(late: TimeInterval)
        /// Record it as skipped, for this reason; do not run it.
        case skip(SkipReason)
    }

    public var automation: Automation
    public var occurrence: AutomationOccurrence
    /// When it was due, or observed.
    public var scheduledAt: Date
    /// The event that fired it, for event triggers.
    public var event: AutomationEvent?
    public var decision: Decision
}

extension AutomationTrigger {
    /// Whether this trigger listens for `event`.
    public func isTriggered(by event: AutomationEvent) -> Bool {
        switch (self, event.kind) {
        case (.appEvent(let app, let name), .app(let eventApp, let eventName)):
            return app == eventApp && name == eventName
        case (.deviceEvent(let name), .device(let eventName)):
            return name == eventName
        case (.donation(let app, let action), .donation(let eventApp, let eventAction)):
            return app == eventApp && action == eventAction
        default:
            return false
        }
    }
}
