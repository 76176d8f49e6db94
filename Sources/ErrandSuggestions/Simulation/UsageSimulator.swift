import Foundation

/// Writes usage logs from simulated personas: the same log for the same seed, people count and
/// number of days.
///
/// Each person follows their routines with noise in time (and sometimes skips them), varies
/// their usual values now and then, does everyday things at random moments, tries something
/// new from time to time, may change habits part-way through, and may go on holiday.
///
/// ```swift
/// let events = UsageSimulator(seed: 7).events(people: 40, days: 56)
/// ```
public struct UsageSimulator: Sendable {
    public var seed: UInt64
    /// The first simulated day (local date), 2026-03-02 shifted by the seed modulo a week.
    public var startDay: Int
    /// Scales every source of noise — skipped routines, time spread, varied values, random
    /// use and novelties: 1 is the default mix, 0.5 a more regular population, 2 a messier one.
    public var noise: Double = 1

    public init(seed: UInt64) {
        self.seed = seed
        startDay = LocalTime.days(fromCivil: 2026, 3, 2) + Int(seed % 7)
    }

    /// The events of `people` people over `days` days, person by person, each in time order.
    public func events(people: Int, days: Int) -> [UsageEvent] {
        var result: [UsageEvent] = []
        forEachEvent(people: people, days: days) { result.append($0) }
        return result
    }

    /// Hands `body` the events of `events(people:days:)`, in the same order, as they are made:
    /// a log of any length is written without being held.
    ///
    /// - Complexity: O(people × days) time; memory for one person's day.
    public func forEachEvent(people: Int, days: Int, _ body: (UsageEvent) throws -> Void) rethrows {
        for person in 0..<max(people, 0) {
            var random = SeededRandom(seed: seed &* 1_000_003 &+ UInt64(person))
            var generator = PersonaGenerator(random: random)
            let persona = generator.persona(named: "u\(person + 1)", days: days)
            random = generator.random
            for day in 0..<max(days, 0) {
                for event in events(of: persona, onDay: day, random: &random) { try body(event) }
            }
        }
    }

    private func events(of persona: Persona, onDay day: Int, random: inout SeededRandom) -> [UsageEvent] {
        let localDay = startDay + day
        let weekday = LocalTime.floorModulo(localDay + 3, 7) + 1
        let onHoliday = persona.vacation?.contains(day) ?? false
        let routines = day >= (persona.driftDay ?? Int.max) ? persona.driftedRoutines : persona.routines
        var timed: [(hour: Double, event: UsageEvent)] = []
        func add(_ step: Persona.Step, at hour: Double, place: String, motion: String, device: String) {
            guard hour > 0, hour < 24 else { return }
            let values = vary(step, random: &random)
            var observed = place
            if onHoliday { observed = "Away" }
            let event = makeEvent(
                persona, day: localDay, hour: hour, action: step.action, values: values, place: observed,
                motion: motion,
                device: device, random: &random)
            timed.append((hour, event))
        }
        for routine in routines where routine.days.contains(weekday) {
            if onHoliday && routine.place == "Work" || onHoliday && routine.motion == "driving" { continue }
            guard random.chance(1 - (1 - routine.probability) * noise) else { continue }
            var hour = random.normal(mean: routine.hour, deviation: routine.spread * noise)
            for step in routine.steps {
                hour += step.gap / 60 * random.uniform(0.6...1.6)
                if step.gap > 0, random.chance(0.12 * noise) { continue }
                add(step, at: hour, place: routine.place, motion: routine.motion, device: routine.device)
            }
        }
        let fillerCount = random.poisson(mean: persona.fillerRate * noise * (onHoliday ? 0.6 : 1))
        for _ in 0..<fillerCount where !persona.fillers.isEmpty {
            let step = persona.fillers[random.zipfIndex(count: persona.fillers.count, exponent: 1.3)]
            let hour = random.uniform(persona.wakeHour...persona.bedHour)
            let place = whereabouts(persona, weekday: weekday, hour: hour, random: &random)
            add(step, at: hour, place: place, motion: random.chance(0.2) ? "walking" : "still", device: "phone")
        }
        if random.chance(persona.noveltyRate * noise) {
            let name = SimulatedApps.names[Int(random.unit() * Double(SimulatedApps.names.count))]
            var values: [String: String] = [:]
            for parameter in SimulatedApps.actions[name]?.parameters ?? [] {
                values[parameter.name] = parameter.values[Int(random.unit() * Double(parameter.values.count))]
            }
            let step = Persona.Step(action: name, values: values, variation: 0, gap: 0)
            let hour = random.uniform(persona.wakeHour...persona.bedHour)
            let place =
                random.chance(0.5) ? "Elsewhere" : whereabouts(persona, weekday: weekday, hour: hour, random: &random)
            add(step, at: hour, place: place, motion: random.chance(0.3) ? "walking" : "still", device: "phone")
        }
        return timed.sorted { $0.hour < $1.hour }.map(\.event)
    }

    private func whereabouts(_ persona: Persona, weekday: Int, hour: Double, random: inout SeededRandom) -> String {
        if let work = persona.workHours, persona.workDays.contains(weekday), hour >= work.start, hour < work.end {
            return "Work"
        }
        return random.chance(0.8) ? "Home" : ["Cafe", "Supermarket", "Park"][Int(random.unit() * 3) % 3]
    }

    private func vary(_ step: Persona.Step, random: inout SeededRandom) -> [String: String] {
        var values = step.values
        for parameter in SimulatedApps.actions[step.action]?.parameters ?? []
        where random.chance(step.variation * noise) {
            values[parameter.name] = parameter.values[random.zipfIndex(count: parameter.values.count, exponent: 0.7)]
        }
        return values
    }

    private func makeEvent(
        _ persona: Persona, day: Int, hour: Double, action: String, values: [String: String], place: String,
        motion: String, device: String, random: inout SeededRandom
    ) -> UsageEvent {
        let seconds = Int(hour * 3_600)
        let instant = Double(day * 86_400 + seconds - persona.utcOffset)
        let time = LocalTime(instant: instant, utcOffset: persona.utcOffset)
        var coordinates = persona.places[place]
        if coordinates == nil {
            // Somewhere new each time: a holiday spot or an errand across town.
            let home = persona.places["Home"] ?? (0, 0)
            let far = place == "Away" ? 3.0 : 0.2
            coordinates = (home.latitude + random.uniform(-far...far), home.longitude + random.uniform(-far...far))
        }
        var logged: LoggedPlace?
        if let coordinates, random.chance(0.95) {
            let jitter = 0.0003
            logged = LoggedPlace(
                lat: ((coordinates.latitude + random.uniform(-jitter...jitter)) * 10_000).rounded() / 10_000,
                lon: ((coordinates.longitude + random.uniform(-jitter...jitter)) * 10_000).rounded() / 10_000,
                name: persona.places[place] != nil && random.chance(persona.namesPlaces) ? place : nil)
        }
        let app = SimulatedApps.actions[action]?.app ?? "com.example.unknown"
        return UsageEvent(
            user: persona.user, at: time.iso8601, app: app, action: action,
            parameters: values.mapValues(LogValue.init),
            context: UsageContext(place: logged, motion: random.chance(0.92) ? motion : nil, device: device))
    }
}
