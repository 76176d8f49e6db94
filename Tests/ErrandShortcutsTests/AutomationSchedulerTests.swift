import ErrandShortcuts
import Foundation
import Testing

/// The scheduler's pure decisions: what fires at a moment, given what it remembers.
@Suite struct AutomationSchedulerTests {
    typealias F = AutomationFixtures
    let scheduler = AutomationScheduler()

    func fired(
        _ automations: [Automation], last: String?, now: String, location: Coordinate? = nil,
        events: [AutomationEvent] = [], fences: [String: FenceState] = [:]
    ) -> [String] {
        let state = SchedulerState(lastTick: last.map(F.instant), fences: fences)
        return scheduler.evaluate(
            automations, state: state, observation: F.observation(now, at: location, events: events)
        ).firings.map { firing in
            switch firing.decision {
            case .run: return "run \(firing.occurrence.key)"
            case .skip(let reason): return "skip \(firing.occurrence.key): \(reason)"
            }
        }
    }

    // A time-of-day automation runs at its time, in the person's local time, on its weekdays.
    @Test func aTimeOfDayFiresInThePersonsLocalTimeOnItsWeekdays() {
        // 07:30 in New York is 12:30 UTC; Monday 2026-11-23.
        #expect(
            fired([F.coffee()], last: "2026-11-23T12:29:00Z", now: "2026-11-23T12:31:00Z") == [
                "run 2026-11-23T07:30"
            ])
        #expect(fired([F.coffee()], last: "2026-11-23T12:31:00Z", now: "2026-11-23T12:33:00Z").isEmpty)
        // Saturday 2026-11-28 is not one of its weekdays.
        #expect(fired([F.coffee()], last: "2026-11-28T12:29:00Z", now: "2026-11-28T12:31:00Z").isEmpty)
    }

    @Test func emptyWeekdaysMeanEveryDay() {
        let daily = Automation(id: "d", shortcutID: "s", trigger: .timeOfDay(minute: 0, weekdays: []))
        #expect(
            fired([daily], last: "2026-11-28T23:59:00-05:00", now: "2026-11-29T00:01:00-05:00") == [
                "run 2026-11-29T00:00"
            ])
    }

    // A day the "only on" days leave out has no occurrence: an automation for weekends, ticked
    // on Saturday after a week down, was "missed" on each weekday before.
    @Test func aDayTheOnlyOnDaysLeaveOutHasNoOccurrence() {
        let weekend = Automation(
            id: "w", shortcutID: "s", trigger: .timeOfDay(minute: 8 * 60, weekdays: []),
            conditions: [.weekdays([5, 6])])
        #expect(
            fired([weekend], last: "2026-11-23T07:00:00-05:00", now: "2026-11-28T08:01:00-05:00") == [
                "run 2026-11-28T08:00"
            ])
        #expect(fired([weekend], last: "2026-11-23T07:00:00-05:00", now: "2026-11-27T09:00:00-05:00").isEmpty)
    }

    // A missed occurrence follows its policy: skip it, or run it late once within the window.
    @Test func aMissedOccurrenceIsSkippedOrRunLateAsItsPolicySays() {
        let last = "2026-11-23T07:00:00-05:00"
        let now = "2026-11-23T08:00:00-05:00"
        #expect(
            fired([F.coffee(policy: .skip)], last: last, now: now) == [
                "skip 2026-11-23T07:30: missed by 30 min; its missed-run policy is to skip"
            ])
        #expect(fired([F.coffee(policy: .runLate(within: 3600))], last: last, now: now) == ["run 2026-11-23T07:30"])
        #expect(
            fired([F.coffee(policy: .runLate(within: 600))], last: last, now: now) == [
                "skip 2026-11-23T07:30: missed by 30 min, more than the 10 min it may run late"
            ])
    }

    @Test func anOccurrenceSeenWithinTheGraceIsOnTimeWhateverThePolicy() {
        #expect(
            fired([F.coffee(policy: .skip)], last: "2026-11-23T07:00:00-05:00", now: "2026-11-23T07:34:00-05:00") == [
                "run 2026-11-23T07:30"
            ])
    }

    // Run late runs once: after three days down, only the latest missed occurrence runs.
    @Test func runLateRunsOnlyTheLatestMissedOccurrence() {
        let automation = F.coffee(policy: .runLate(within: 4 * 86_400))
        #expect(
            fired([automation], last: "2026-11-23T07:00:00-05:00", now: "2026-11-25T09:00:00-05:00") == [
                "skip 2026-11-23T07:30: missed; a later missed occurrence runs instead",
                "skip 2026-11-24T07:30: missed; a later missed occurrence runs instead",
                "run 2026-11-25T07:30",
            ])
    }

    // The first tick never fires the whole past: it starts from the automation's creation.
    @Test func theFirstTickStartsAtTheAutomationsCreation() {
        let made = F.coffee(policy: .runLate(within: 30 * 86_400), createdAt: F.instant("2026-11-25T07:00:00-05:00"))
        #expect(
            fired([made], last: nil, now: "2026-11-26T09:00:00-05:00") == [
                "skip 2026-11-25T07:30: missed; a later missed occurrence runs instead",
                "run 2026-11-26T07:30",
            ])
        // Without a creation time, only what is due within the lookback fires.
        let undated = F.coffee(policy: .runLate(within: 30 * 86_400), createdAt: nil)
        #expect(fired([undated], last: nil, now: "2026-11-26T09:00:00-05:00").isEmpty)
        #expect(fired([undated], last: nil, now: "2026-11-26T07:32:00-05:00") == ["run 2026-11-26T07:30"])
    }

    @Test func aLongOutageIsBoundedByTheCatchUpLimit() {
        let automation = F.coffee(policy: .skip, createdAt: nil)
        let firings = fired([automation], last: "2025-01-01T00:00:00Z", now: "2026-11-27T09:00:00-05:00")
        #expect(firings.count == 5)  // the weekdays of the last seven days
    }

    @Test func aDisabledAutomationNeverFires() {
        var coffee = F.coffee()
        coffee.enabled = false
        #expect(fired([coffee], last: "2026-11-23T07:00:00-05:00", now: "2026-11-23T07:31:00-05:00").isEmpty)
        var ordered = Automation(id: "o", shortcutID: "s", trigger: .deviceEvent("car"))
        ordered.enabled = false
        let event = AutomationEvent(id: "e1", kind: .device("car"))
        #expect(fired([ordered], last: nil, now: "2026-11-23T07:31:00-05:00", events: [event]).isEmpty)
    }

    // Arriving fires when the person crosses into the place, not at every tick inside it.
    @Test func arriveAndLeaveFireOnCrossingsOnly() {
        let arrive = Automation(id: "arrive", shortcutID: "s", trigger: .arrive(F.home))
        let leave = Automation(id: "leave", shortcutID: "s", trigger: .leave(F.home))
        var state = SchedulerState(lastTick: F.instant("2026-11-23T07:00:00-05:00"))
        var log: [String] = []
        for (time, place) in [
            ("07:01", F.atWork), ("07:02", F.atHome), ("07:03", F.atHome), ("07:04", F.atWork), ("07:05", F.atWork),
            ("07:06", F.atHome),
        ] {
            let evaluation = scheduler.evaluate(
                [arrive, leave], state: state, observation: F.observation("2026-11-23T\(time):00-05:00", at: place))
            log += evaluation.firings.map { "\(time) \($0.occurrence.automationID) \($0.occurrence.key)" }
            state = evaluation.state
        }
        // The first location only sets where the person is; then one firing per crossing.
        #expect(log == ["07:02 arrive arrive#1", "07:04 leave leave#2", "07:06 arrive arrive#3"])
    }

    @Test func aTickWithoutALocationLeavesFencesAsTheyWere() {
        let arrive = Automation(id: "arrive", shortcutID: "s", trigger: .arrive(F.home))
        let fences = ["arrive": FenceState(inside: false, crossings: 4)]
        let evaluation = scheduler.evaluate(
            [arrive], state: SchedulerState(fences: fences), observation: F.observation("2026-11-23T07:01:00-05:00"))
        #expect(evaluation.firings.isEmpty)
        #expect(evaluation.state.fences == fences)
    }

    // App events, device events and donations fire once per event that matches.
    @Test func eventsFireTheAutomationsListeningForThem() {
        let ready = Automation(
            id: "ready", shortcutID: "s", trigger: .appEvent(app: "com.example.coffee", event: "orderReady"))
        let car = Automation(id: "car", shortcutID: "s", trigger: .deviceEvent("connectedToCar"))
        let after = Automation(
            id: "after", shortcutID: "s", trigger: .donation(app: "com.example.coffee", action: "OrderCoffee"))
        let events = [
            AutomationEvent(id: "e1", kind: .app(app: "com.example.coffee", event: "orderReady")),
            AutomationEvent(id: "e2", kind: .app(app: "com.example.tea", event: "orderReady")),
            AutomationEvent(id: "e3", kind: .device("connectedToCar")),
            AutomationEvent(id: "e4", kind: .donation(app: "com.example.coffee", action: "OrderCoffee")),
            AutomationEvent(id: "e5", kind: .app(app: "com.example.coffee", event: "orderReady")),
        ]
        #expect(
            fired([ready, car, after], last: nil, now: "2026-11-23T07:01:00-05:00", events: events) == [
                "run event:e1", "run event:e5", "run event:e3", "run event:e4",
            ])
    }

    // An event before the automation was made never fires it, however the tick's clock is set.
    @Test func anEventBeforeTheAutomationWasMadeDoesNotFireIt() {
        let car = Automation(
            id: "car", shortcutID: "s", trigger: .deviceEvent("car"), createdAt: F.instant("2026-11-23T00:00:00-05:00"))
        let event = [AutomationEvent(id: "e", kind: .device("car"))]
        #expect(
            fired([car], last: nil, now: "2026-11-20T07:31:00-05:00", events: event) == [
                "skip event:e: it happened before the automation was made (2026-11-23T05:00:00Z); only what happens "
                    + "after that fires it"
            ])
        #expect(fired([car], last: nil, now: "2026-11-23T07:31:00-05:00", events: event) == ["run event:e"])
        // Nor does a crossing the tick dates before it.
        let arrive = Automation(
            id: "arrive", shortcutID: "s", trigger: .arrive(F.home), createdAt: F.instant("2026-11-23T00:00:00-05:00"))
        let away = ["arrive": FenceState(inside: false)]
        #expect(
            fired([arrive], last: nil, now: "2026-11-20T07:31:00-05:00", location: F.atHome, fences: away).first?
                .hasPrefix("skip arrive#1: it happened before the automation was made") == true)
    }

    // Conditions are checked when the trigger fires: time window, place, weekdays.
    @Test func conditionsAreCheckedWhenTheTriggerFires() {
        let car = { (conditions: [TriggerCondition]) in
            Automation(id: "car", shortcutID: "s", trigger: .deviceEvent("car"), conditions: conditions)
        }
        let event = [AutomationEvent(id: "e", kind: .device("car"))]
        let monday8 = "2026-11-23T08:00:00-05:00"
        let window = TriggerCondition.timeWindow(startMinute: 7 * 60, endMinute: 9 * 60)
        #expect(fired([car([window])], last: nil, now: monday8, events: event) == ["run event:e"])
        #expect(
            fired([car([window])], last: nil, now: "2026-11-23T09:00:00-05:00", events: event) == [
                "skip event:e: its condition did not hold: only between 07:00 and 09:00"
            ])
        let overnight = TriggerCondition.timeWindow(startMinute: 22 * 60, endMinute: 6 * 60)
        #expect(
            fired([car([overnight])], last: nil, now: "2026-11-23T23:30:00-05:00", events: event) == ["run event:e"])
        #expect(fired([car([overnight])], last: nil, now: monday8, events: event).count == 1)
        #expect(fired([car([overnight])], last: nil, now: monday8, events: event).first?.hasPrefix("skip") == true)
        let place = TriggerCondition.place(F.home)
        #expect(fired([car([place])], last: nil, now: monday8, location: F.atHome, events: event) == ["run event:e"])
        #expect(
            fired([car([place])], last: nil, now: monday8, location: F.atWork, events: event).first?.hasPrefix("skip")
                == true)
        // An unknown location does not satisfy a place condition.
        #expect(fired([car([place])], last: nil, now: monday8, events: event).first?.hasPrefix("skip") == true)
        #expect(
            fired([car([.weekdays([5, 6])])], last: nil, now: monday8, events: event).first?.hasPrefix("skip") == true)
        #expect(fired([car([.weekdays([0])])], last: nil, now: monday8, events: event) == ["run event:e"])
    }

    @Test func distancesAreGreatCircleDistances() {
        // One degree of latitude is about 111.2 km.
        let one = Coordinate(latitude: 0, longitude: 0).distance(to: Coordinate(latitude: 1, longitude: 0))
        #expect(abs(one - 111_195) < 10)
        #expect(F.home.contains(F.atHome))
        #expect(!F.home.contains(F.atWork))
    }

    @Test func anInvalidAutomationIsRefusedWithItsReason() {
        let bad = Automation(id: "x", shortcutID: "s", trigger: .timeOfDay(minute: 1500, weekdays: [7]))
        #expect {
            try bad.validate()
        } throws: { error in
            "\(error)"
                == "automation 'x': the time of day is minute 1500 of the day; it must be 0 (00:00) to 1439 (23:59)"
        }
        let far = Automation(id: "y", shortcutID: "s", trigger: .arrive(GeoFence(latitude: 95, longitude: 0)))
        #expect(throws: AutomationError.self) { try far.validate() }
        // The scheduler does not crash on it either: it never fires.
        #expect(fired([bad], last: "2026-11-23T00:00:00Z", now: "2026-11-24T00:00:00Z").isEmpty)
    }

    @Test func anAutomationRoundTripsThroughJSON() throws {
        let automation = F.coffee(
            policy: .runLate(within: 900), ask: true,
            conditions: [.place(F.home), .timeWindow(startMinute: 1, endMinute: 2)])
        let data = try JSONEncoder().encode(automation)
        #expect(try JSONDecoder().decode(Automation.self, from: data) == automation)
        // A definition saved before `name` and `createdAt` existed still reads.
        let old =
            #"{"id":"a","shortcutID":"s","trigger":{"deviceEvent":{"_0":"car"}},"conditions":[],"#
            + #""askBeforeRunning":false,"missedRunPolicy":{"skip":{}},"enabled":true}"#
        #expect(try JSONDecoder().decode(Automation.self, from: Data(old.utf8)).name == nil)
    }

    // A week of catch-up for a thousand automations is evaluated well within one tick interval.
    @Test func aThousandAutomationsAfterAWeekDownEvaluateQuickly() {
        let automations = (0..<1000).map { index in
            Automation(
                id: "a\(index)", shortcutID: "s", trigger: .timeOfDay(minute: index % 1440, weekdays: []),
                missedRunPolicy: index.isMultiple(of: 2) ? .skip : .runLate(within: 86_400))
        }
        let state = SchedulerState(lastTick: F.instant("2026-11-16T12:00:00-05:00"))
        let observation = F.observation("2026-11-23T12:00:00-05:00")
        let started = ContinuousClock.now
        let evaluation = scheduler.evaluate(automations, state: state, observation: observation)
        let elapsed = ContinuousClock.now - started
        print("evaluated 1,000 automations over 7 days (\(evaluation.firings.count) occurrences) in \(elapsed)")
        #expect(evaluation.firings.count == 7000)
        #expect(elapsed < .seconds(30))  // no hang (a bound, not a benchmark)
    }
}
