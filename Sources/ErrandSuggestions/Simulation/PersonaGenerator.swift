import Foundation

/// Draws varied personas: office, shift and remote workers; drivers and transit riders; early
/// and late risers; each with a random subset of everyday routines and their own favourites.
struct PersonaGenerator {
    var random: SeededRandom

    mutating func persona(named user: String, days: Int) -> Persona {
        let offsets = [-8, -7, -6, -5, -5, -4, 0, 1, 1, 2, 3, 5, 8, 9, 10]
        let offset = offsets[Int(random.unit() * Double(offsets.count))] * 3_600
        let home = (latitude: random.uniform(-40...55), longitude: random.uniform(-120...140))
        func near(_ kilometres: Double) -> (latitude: Double, longitude: Double) {
            let angle = random.uniform(0...(2 * .pi))
            let distance = random.uniform(0.5...kilometres) / 111
            return (home.latitude + distance * sin(angle), home.longitude + distance * cos(angle))
        }
        let places: [String: (latitude: Double, longitude: Double)] = [
            "Home": home, "Work": near(15), "Gym": near(4), "Cafe": near(2), "Park": near(3), "Parents": near(40),
            "Supermarket": near(3), "School": near(3),
        ]
        let kind = random.unit()
        let wake = random.normal(mean: 6.8, deviation: 0.6)
        let bed = random.normal(mean: 22.8, deviation: 0.6)
        var workDays: Set<Int> = [1, 2, 3, 4, 5]
        if random.chance(0.15) { workDays = [2, 3, 4, 5, 6] }
        var workHours: (start: Double, end: Double)?
        if kind < 0.6 {
            let start = wake + random.uniform(1.3...2.3)
            workHours = (start, start + random.uniform(7.5...9.5))
        } else if kind < 0.75 {
            let start = random.uniform(13...15)
            workHours = (start, start + 8)
        }
        let drives = random.chance(0.5)
        var builder = RoutineBuilder(
            random: random, wake: wake, bed: bed, workHours: workHours, workDays: workDays, drives: drives)
        let routines = builder.routines()
        random = builder.random
        var drifted = routines
        var driftDay: Int?
        if random.chance(0.6), days > 14 {
            driftDay = Int(Double(days) * random.uniform(0.35...0.75))
            for index in drifted.indices where random.chance(0.3) {
                drifted[index] = builder.drift(drifted[index])
            }
            random = builder.random
        }
        var fillers: [Persona.Step] = []
        for _ in 0..<(3 + Int(random.unit() * 5)) {
            let name = SimulatedApps.names[Int(random.unit() * Double(SimulatedApps.names.count))]
            fillers.append(RoutineBuilder.step(name, random: &random, variation: random.uniform(0.05...0.3)))
        }
        var vacation: Range<Int>?
        if random.chance(0.35), days > 21 {
            let start = Int(random.unit() * Double(days - 7))
            vacation = start..<start + 5 + Int(random.unit() * 5)
        }
        return Persona(
            user: user, utcOffset: offset, places: places, namesPlaces: random.uniform(0.5...1.0), routines: routines,
            driftDay: driftDay, driftedRoutines: drifted, fillers: fillers, fillerRate: random.uniform(0.3...2.5),
            noveltyRate: random.uniform(0.1...0.5), workHours: workHours, workDays: workDays, vacation: vacation,
            wakeHour: wake, bedHour: bed)
    }
}
