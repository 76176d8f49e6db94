import Foundation

extension UsageSimulator {
    /// The routines planted in the personas of `events(people:days:)` with the same seed,
    /// noise, people count and days: one per step of each routine recipe, with its trigger.
    ///
    /// Read from the recipes, never from the log. A routine at Home or Work is a time habit;
    /// one at another place (a gym, a park) is an arrival habit when the person goes there
    /// rarely and mostly for it, a time habit when the place is part of their every day, and
    /// both (each optional) when it is in between. A routine is optional when it is weak: the
    /// usual action with its usual values happens on less than 60% of its days, its time
    /// varies by more than half an hour, it has fewer than four expected occurrences, or it
    /// was only a habit for less than three weeks (a habit before a change is always optional).
    ///
    /// A later step that follows an earlier one within the sequence window on most days is
    /// optional (it may be mined as that routine's follow-up); it is also planted, optional, as
    /// a routine started by the earlier step's action (`after`), since how reliably it follows
    /// that action depends on the person's other uses of it. The first step of a routine on a
    /// car, watch or speaker is planted, optional, as started by that device connecting.
    public func plantedRoutines(people: Int, days: Int) -> [PlantedRoutine] {
        var result: [PlantedRoutine] = []
        forEachPlantedRoutine(people: people, days: days) { result.append($0) }
        return result
    }

    /// Hands `body` the routines of `plantedRoutines(people:days:)`, in the same order, one
    /// person's at a time.
    public func forEachPlantedRoutine(people: Int, days: Int, _ body: (PlantedRoutine) throws -> Void) rethrows {
        for person in 0..<max(people, 0) {
            let random = SeededRandom(seed: seed &* 1_000_003 &+ UInt64(person))
            var generator = PersonaGenerator(random: random)
            let persona = generator.persona(named: "u\(person + 1)", days: days)
            for routine in planted(persona, days: days) { try body(routine) }
        }
    }

    private func planted(_ persona: Persona, days: Int) -> [PlantedRoutine] {
        let drift = min(persona.driftDay ?? days, days)
        var result: [PlantedRoutine] = []
        for (index, routine) in persona.routines.enumerated() {
            let later = index < persona.driftedRoutines.count ? persona.driftedRoutines[index] : routine
            let changed = later.hour != routine.hour || later.steps.first?.values != routine.steps.first?.values
            let versions: [(Persona.Routine, Range<Int>, Bool)] =
                changed ? [(routine, 0..<drift, true), (later, drift..<days, false)] : [(routine, 0..<days, false)]
            for (version, period, before) in versions where !period.isEmpty {
                for entry in plant(version, of: persona, period: period, before: before) {
                    // The same habit from two recipes (the same shortcut and trigger, times
                    // within 45 minutes) is planted once, required if either is.
                    if let same = result.firstIndex(where: { Self.sameHabit($0, entry) }) {
                        result[same].optional = result[same].optional && entry.optional
                    } else {
                        result.append(entry)
                    }
                }
            }
        }
        return result
    }

    /// The window (minutes) within which the miner joins actions into a sequence
    /// (`RoutineMinerConfiguration.sequenceWindowMinutes`).
    static let sequenceWindowMinutes = Double(RoutineMinerConfiguration().sequenceWindowMinutes)

    private static func sameHabit(_ a: PlantedRoutine, _ b: PlantedRoutine) -> Bool {
        guard a.app == b.app, a.action == b.action, a.parameters == b.parameters else { return false }
        switch (a.trigger, b.trigger) {
        case (.time(let daysA, let minuteA), .time(let daysB, let minuteB)):
            return daysA == daysB && abs(CircularTime.difference(minuteA, minuteB)) <= 45
        default:
            return a.trigger == b.trigger
        }
    }

    private func plant(_ routine: Persona.Routine, of persona: Persona, period: Range<Int>, before: Bool)
        -> [PlantedRoutine]
    {
        let taken = min(max(1 - (1 - routine.probability) * noise, 0), 1)
        let eligible = Double(period.count) * Double(routine.days.count) / 7
        let weakTime = routine.spread * noise > 0.5
        let short = before || period.count < 21
        let weekdays = routine.days.map { $0 - 1 }.sorted()
        let (arrival, ambiguous) = arrivalHabit(routine, of: persona)
        var result: [PlantedRoutine] = []
        var hour = routine.hour
        var survives = taken
        // Minutes from each earlier step (at most) to this one: within the sequence window, this
        // step may run as a follow-up of that one, or right after its action.
        var earlier: [(step: Persona.Step, minutes: Double)] = []
        for step in routine.steps {
            if step.gap > 0 {
                hour += step.gap / 60 * 1.1
                survives *= 1 - 0.12 * noise
            }
            earlier = earlier.map { ($0.step, $0.minutes + step.gap * 1.6) }
            let parameters = SimulatedApps.actions[step.action]?.parameters.count ?? 0
            let consistent = (1 - 0.12 * noise) * pow(max(1 - step.variation * noise, 0), Double(parameters))
            let usual = survives * pow(max(1 - step.variation * noise, 0), Double(parameters))
            // A step that follows the first within minutes on most days may be mined as part of
            // that sequence rather than alone: suggesting it alone is no error, missing it no miss.
            let followUp =
                step.gap > 0 && consistent >= 0.7 && earlier.contains { $0.minutes <= Self.sequenceWindowMinutes }
            let weak = usual < 0.6 || eligible * usual < 4 || short || followUp
            let app = SimulatedApps.actions[step.action]?.app ?? "com.example.unknown"
            func entry(_ trigger: RoutineTrigger, optional: Bool) -> PlantedRoutine {
                PlantedRoutine(
                    user: persona.user, app: app, action: step.action, parameters: step.values, trigger: trigger,
                    optional: optional)
            }
            for previous in earlier where previous.minutes <= Self.sequenceWindowMinutes {
                let previousApp = SimulatedApps.actions[previous.step.action]?.app ?? "com.example.unknown"
                result.append(entry(.after(app: previousApp, action: previous.step.action), optional: true))
            }
            if earlier.isEmpty, routine.device != "phone" {
                // The first action on the car, watch or speaker may be mined as started by it.
                result.append(entry(.device(event: "connected-to-" + routine.device), optional: true))
            }
            earlier.append((step, 0))
            let minute = Int((hour * 60).rounded())
            guard minute >= 0, minute < 1_440 else { continue }
            let time = RoutineTrigger.time(weekdays: weekdays, minute: minute)
            if arrival {
                result.append(entry(.arrive(place: routine.place), optional: weak || ambiguous))
                if ambiguous { result.append(entry(time, optional: true)) }
            } else {
                result.append(entry(time, optional: weak || weakTime || ambiguous))
                if ambiguous { result.append(entry(.arrive(place: routine.place), optional: true)) }
            }
        }
        return result
    }

    /// Whether a routine is an arrival habit, and whether that is ambiguous: its place is not
    /// Home or Work, visited on few days, and mostly for this routine.
    private func arrivalHabit(_ routine: Persona.Routine, of persona: Persona) -> (arrival: Bool, ambiguous: Bool) {
        guard routine.place != "Home", routine.place != "Work" else { return (false, false) }
        func visits(_ candidate: Persona.Routine) -> Double {
            Double(candidate.days.count) * min(max(1 - (1 - candidate.probability) * noise, 0), 1) / 7
        }
        let routineVisits = persona.routines.filter { $0.place == routine.place }.map(visits).reduce(0, +)
        // Everyday errands land at a café, a supermarket or a park on a fifth of the moments
        // out of work, spread over three places.
        let errands = ["Cafe", "Supermarket", "Park"].contains(routine.place)
        let otherVisits = errands ? min(persona.fillerRate * noise * 0.2 / 3, 1) : 0
        let share = min(routineVisits + otherVisits, 1)
        let confidence = visits(routine) / max(routineVisits + otherVisits, 1e-9)
        let clear = share <= 0.35 && confidence >= 0.85
        let clearlyNot = share >= 0.75 || confidence < 0.5
        return (share < 0.5 && confidence >= 0.7, !clear && !clearlyNot)
    }
}
