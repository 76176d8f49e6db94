import Foundation

/// Builds a persona's routines from everyday recipes — morning coffee, commutes, lunch,
/// evenings, bedtime, weekend workouts, groceries, family calls — each included by chance and
/// given the person's own favourite values, times and noise.
struct RoutineBuilder {
    typealias Routine = Persona.Routine
    var random: SeededRandom
    let wake: Double
    let bed: Double
    let workHours: (start: Double, end: Double)?
    let workDays: Set<Int>
    let drives: Bool

    static let weekdays: Set<Int> = [1, 2, 3, 4, 5]
    static let weekend: Set<Int> = [6, 7]
    static let everyDay: Set<Int> = [1, 2, 3, 4, 5, 6, 7]

    /// A step of `action` with favourite values drawn Zipf-wise from its value lists.
    static func step(
        _ action: String, random: inout SeededRandom, variation: Double, gap: Double = 0,
        fixed: [String: String] = [:]
    ) -> Persona.Step {
        var values: [String: String] = [:]
        for parameter in SimulatedApps.actions[action]?.parameters ?? [] {
            values[parameter.name] =
                fixed[parameter.name] ?? parameter.values[random.zipfIndex(count: parameter.values.count)]
        }
        return Persona.Step(action: action, values: values, variation: variation, gap: gap)
    }

    private mutating func step(_ action: String, gap: Double = 0, fixed: [String: String] = [:]) -> Persona.Step {
        let variation = random.uniform(0.02...0.18)
        return Self.step(action, random: &random, variation: variation, gap: gap, fixed: fixed)
    }

    private mutating func routine(
        _ days: Set<Int>, at hour: Double, place: String, motion: String = "still", device: String = "phone",
        chance: ClosedRange<Double> = 0.5...0.95, steps: [Persona.Step]
    ) -> Routine {
        Routine(
            days: days, hour: hour, spread: random.uniform(0.08...0.6), probability: random.uniform(chance),
            place: place, motion: motion, device: device, steps: steps)
    }

    private mutating func pick(_ options: [String]) -> String {
        options[Int(random.unit() * Double(options.count)) % options.count]
    }

    mutating func routines() -> [Routine] {
        var result: [Routine] = []
        let morningDays = workHours == nil ? Self.everyDay : workDays
        if random.chance(0.55) {
            let place = random.chance(0.6) ? "Home" : "Cafe"
            result.append(routine(morningDays, at: wake + 0.5, place: place, steps: [step("OrderCoffee")]))
        }
        if random.chance(0.5) {
            let first = pick(["ShowForecast", "ReadHeadlines", "ShowAgenda", "StartMeditation"])
            var steps = [step(first, fixed: ["day": "today"])]
            if random.chance(0.4) { steps.append(step(pick(["ReadHeadlines", "ShowTasks"]), gap: 5)) }
            result.append(routine(Self.everyDay, at: wake + 0.2, place: "Home", steps: steps))
        }
        if random.chance(0.35) {
            let device = random.chance(0.5) ? "speaker" : "phone"
            result.append(
                routine(
                    morningDays, at: wake, place: "Home", device: device,
                    steps: [step("SetScene", fixed: ["scene": "morning"])]))
        }
        if let work = workHours {
            if drives {
                var steps = [step("StartNavigation", fixed: ["destination": "Work"])]
                if random.chance(0.7) { steps.append(step(pick(["PlayEpisode", "PlayPlaylist"]), gap: 2)) }
                result.append(
                    routine(
                        workDays, at: work.start - 0.5, place: "Home", motion: "driving", device: "car", steps: steps))
                var back = [step("StartNavigation", fixed: ["destination": "Home"])]
                if random.chance(0.5) { back.append(step("SendMessage", gap: 1)) }
                result.append(
                    routine(workDays, at: work.end, place: "Work", motion: "driving", device: "car", steps: back))
                if random.chance(0.3) {
                    result.append(
                        routine(
                            workDays, at: work.start - 0.1, place: "Work", motion: "walking",
                            steps: [step("PayParking")]))
                }
            } else {
                var steps = [step("ShowDepartures")]
                if random.chance(0.7) { steps.append(step(pick(["PlayEpisode", "PlayPlaylist"]), gap: 6)) }
                result.append(routine(workDays, at: work.start - 0.6, place: "Home", motion: "walking", steps: steps))
                result.append(
                    routine(
                        workDays, at: work.end + 0.1, place: "Work", motion: "walking",
                        steps: [step("ShowDepartures"), step("PlayPlaylist", gap: 8)]))
            }
            if random.chance(0.5) {
                result.append(
                    routine(
                        workDays, at: work.start + 0.2, place: "Work",
                        steps: [step(pick(["ShowAgenda", "ShowTasks"]), fixed: ["day": "today", "project": "Work"])]))
            }
            if random.chance(0.45) {
                let lunch = pick(["OrderFood", "OrderCoffee"])
                let days = random.chance(0.5) ? workDays : Set(workDays.sorted().filter { _ in random.chance(0.6) })
                result.append(routine(days, at: work.start + 4, place: "Work", steps: [step(lunch)]))
            }
        }
        if random.chance(0.6) {
            let device = random.chance(0.4) ? "speaker" : "phone"
            let first = pick(["SetScene", "SetThermostat", "PlayPlaylist"])
            var steps = [step(first, fixed: ["scene": "evening"])]
            if random.chance(0.4) { steps.append(step(pick(["PlayPlaylist", "SetThermostat"]), gap: 3)) }
            result.append(
                routine(Self.everyDay, at: random.uniform(18...20.5), place: "Home", device: device, steps: steps))
        }
        if random.chance(0.4) {
            let day = Set([pick(["5", "6", "7", "3"])].compactMap(Int.init))
            result.append(routine(day, at: random.uniform(18.5...20), place: "Home", steps: [step("OrderFood")]))
        }
        if random.chance(0.55) {
            let alarmDays: Set<Int> = Set(workDays.map { $0 == 1 ? 7 : $0 - 1 })
            var steps = [step("SetAlarm")]
            if random.chance(0.4) {
                steps.append(
                    step(pick(["SetScene", "OpenBook", "StartMeditation"]), gap: 4, fixed: ["scene": "night"]))
            }
            result.append(routine(alarmDays, at: bed - 0.3, place: "Home", steps: steps))
        }
        if random.chance(0.55) {
            let days = random.chance(0.5) ? Self.weekend : [Int(random.uniform(6...7.99))]
            let place = random.chance(0.6) ? "Park" : "Gym"
            var steps = [step("StartWorkout")]
            if random.chance(0.6) { steps.append(step("PlayPlaylist", gap: 1, fixed: ["playlist": "Workout Mix"])) }
            result.append(
                routine(
                    days, at: random.uniform(8...11), place: place, motion: "running", device: "watch", steps: steps))
        }
        if random.chance(0.3) {
            let days: Set<Int> = random.chance(0.5) ? [1, 3, 5] : [2, 4]
            let hour = (workHours?.end ?? 17.5) + 0.4
            result.append(routine(days, at: hour, place: "Gym", device: "watch", steps: [step("StartWorkout")]))
        }
        if random.chance(0.5) {
            let day = Int(random.uniform(6...7.99))
            result.append(
                routine(
                    [day], at: random.uniform(9...17), place: "Home",
                    steps: [step("AddToList", fixed: ["list": "Groceries"])]))
        }
        if random.chance(0.35) {
            let steps = [
                step("StartNavigation", fixed: ["destination": "Parents"]),
                step("StartCall", gap: 30, fixed: ["contact": "Mom"]),
            ]
            result.append(
                routine(
                    [7], at: random.uniform(10...15), place: "Home", motion: "driving", device: "car",
                    chance: 0.3...0.7, steps: steps))
        }
        if random.chance(0.35) {
            let day = Int(random.uniform(1...7.99))
            result.append(routine([day], at: random.uniform(17...21), place: "Home", steps: [step("StartCall")]))
        }
        if random.chance(0.25) {
            result.append(
                routine(
                    Self.weekdays, at: random.uniform(20...22), place: "Home", chance: 0.2...0.5,
                    steps: [step("CheckBalance")]))
        }
        return result
    }

    /// The routine after a change of habit: another usual value, or another time.
    mutating func drift(_ routine: Routine) -> Routine {
        var changed = routine
        if random.chance(0.6), let first = changed.steps.first {
            changed.steps[0] = step(first.action)
        } else {
            changed.hour += random.chance(0.5) ? random.uniform(0.75...2) : -random.uniform(0.75...2)
        }
        return changed
    }
}
