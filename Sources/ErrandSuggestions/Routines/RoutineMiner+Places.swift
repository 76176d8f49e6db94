import Foundation

extension RoutineMiner {
    /// A stay at one named place: the positions of the actions performed there, in order.
    struct Visit {
        var place: Int
        var positions: [Int]
    }

    /// The person's visits: a visit starts with the first action at a named place after an
    /// action elsewhere (or after a long gap) and lasts while the actions stay there. Actions
    /// with no known place neither start nor end a visit.
    func visits(_ moments: [Moment]) -> [Visit] {
        var result: [Visit] = []
        var current: Visit?
        var lastInstant = -Double.infinity
        for (position, moment) in moments.enumerated() where moment.place != 0 {
            if var visit = current, visit.place == moment.place,
                moment.instant - lastInstant <= configuration.visitGapSeconds
            {
                visit.positions.append(position)
                current = visit
            } else {
                if let visit = current, visit.place > 0 { result.append(visit) }
                current = Visit(place: moment.place, positions: [position])
            }
            lastInstant = moment.instant
        }
        if let visit = current, visit.place > 0 { result.append(visit) }
        return result
    }

    /// Arrival and departure routines at places the person visits on few days: an action (with
    /// its usual values) done within minutes of arriving, or before leaving, on most visits
    /// since it first happened.
    func placeRoutines(
        _ moments: [Moment], _ observations: [RoutineObservation], places: KnownPlaces, span: (first: Int, last: Int)
    ) -> [(routine: MinedRoutine, positions: [Int])] {
        let visits = visits(moments)
        var visitsByPlace: [Int: [Int]] = [:]
        for (number, visit) in visits.enumerated() { visitsByPlace[visit.place, default: []].append(number) }
        let totalDays = Double(span.last - span.first + 1)
        let everywhere = [true, false].map { arriving in
            var counts: [String: Int] = [:]
            for visit in visits {
                for (key, _) in edgeActions(visit, arriving: arriving, moments) { counts[key, default: 0] += 1 }
            }
            return counts
        }
        var shares: [String: Double] = [:]
        for moment in moments { shares[moment.actionKey, default: 0] += 1 / Double(moments.count) }
        var result: [(routine: MinedRoutine, positions: [Int])] = []
        for place in visitsByPlace.keys.sorted() {
            guard let numbers = visitsByPlace[place], let name = places.name(of: place) else { continue }
            let days = Set(numbers.compactMap { visits[$0].positions.first.map { moments[$0].day } })
            guard Double(days.count) / totalDays < configuration.maximumPlaceDayShare else { continue }
            var best: [String: (routine: MinedRoutine, positions: [Int])] = [:]
            for arriving in [true, false] {
                // For each action, the visits (by rank among this place's visits) it was part of.
                var byAction: [String: [(rank: Int, position: Int)]] = [:]
                for (rank, number) in numbers.enumerated() {
                    for (key, position) in edgeActions(visits[number], arriving: arriving, moments) {
                        byAction[key, default: []].append((rank, position))
                    }
                }
                for key in byAction.keys.sorted() {
                    guard let hits = byAction[key] else { continue }
                    // The chance level: how often the action opens (or closes) a visit elsewhere,
                    // or how common it is among everything the person does, whichever is higher.
                    let elsewhere = (everywhere[arriving ? 0 : 1][key] ?? 0) - hits.count
                    let rate = Double(elsewhere) / Double(max(visits.count - numbers.count, 1))
                    let base = max(rate, shares[key] ?? 0, 0.02)
                    guard
                        let routine = placeRoutine(
                            hits, numbers: numbers, arriving: arriving, name: name, base: base, moments, observations,
                            span: span)
                    else { continue }
                    let signature = routine.shortcut.key
                    if let other = best[signature], other.routine.confidence >= routine.confidence { continue }
                    best[signature] = (routine, hits.map(\.position))
                }
            }
            result += best.keys.sorted().compactMap { best[$0] }
        }
        return result
    }

    /// The shortcuts done within minutes of arriving at (or leaving) a visit, each once, with
    /// the position of its first (or last) occurrence.
    func edgeActions(_ visit: Visit, arriving: Bool, _ moments: [Moment]) -> [(key: String, position: Int)] {
        let window = Double(configuration.visitWindowMinutes * 60)
        guard let edge = arriving ? visit.positions.first : visit.positions.last else { return [] }
        var seen: Set<String> = []
        var result: [(key: String, position: Int)] = []
        for position in arriving ? visit.positions : visit.positions.reversed() {
            guard abs(moments[position].instant - moments[edge].instant) <= window else { break }
            if seen.insert(moments[position].actionKey).inserted {
                result.append((moments[position].actionKey, position))
            }
        }
        return result
    }

    /// The chance of at least `successes` successes in `trials` draws of probability
    /// `probability`. O(trials − successes).
    static func binomialTail(_ successes: Int, _ trials: Int, _ probability: Double) -> Double {
        guard successes > 0 else { return 1 }
        guard successes <= trials, probability > 0 else { return 0 }
        guard probability < 1 else { return 1 }
        let n = Double(trials)
        var total = 0.0
        for k in successes...trials {
            let x = Double(k)
            let logProbability = Foundation.log(probability)
            let logComplement = Foundation.log(1 - probability)
            let choose: Double = lgamma(n + 1) - lgamma(x + 1) - lgamma(n - x + 1)
            let term = exp(choose + x * logProbability + (n - x) * logComplement)
            total += term
            if term < total * 1e-12 { break }
        }
        return min(total, 1)
    }

    private func placeRoutine(
        _ hits: [(rank: Int, position: Int)], numbers: [Int], arriving: Bool, name: String, base: Double,
        _ moments: [Moment],
        _ observations: [RoutineObservation], span: (first: Int, last: Int)
    ) -> MinedRoutine? {
        guard hits.count >= configuration.minimumSupport, let first = hits.first, let last = hits.last else {
            return nil
        }
        let firstDay = moments[first.position].day
        let lastDay = moments[last.position].day
        guard lastDay - firstDay >= configuration.minimumSpanDays, span.last - lastDay <= configuration.maximumAgeDays
        else { return nil }
        let eligible = numbers.count - first.rank
        let confidence = Double(hits.count) / Double(max(eligible, 1))
        guard confidence >= configuration.minimumPlaceConfidence,
            Self.binomialTail(hits.count, eligible, base) <= configuration.placeSignificance
        else { return nil }
        let recentFrom = lastDay - configuration.recentValueDays
        let recent = hits.filter { moments[$0.position].day >= recentFrom }.map { moments[$0.position].index }
        guard let values = usualValues(recent, observations) else { return nil }
        var weekdayCounts = [Int](repeating: 0, count: 7)
        for hit in hits { weekdayCounts[moments[hit.position].weekday] += 1 }
        let weekdays = (0..<7).filter { weekdayCounts[$0] >= 2 }
        let observation = observations[moments[first.position].index]
        return MinedRoutine(
            shortcut: Candidate(app: observation.app, action: observation.action, values: values),
            trigger: arriving ? .arrive(place: name) : .leave(place: name), support: hits.count,
            confidence: confidence, placeWeekdays: weekdays.count == 7 ? [] : weekdays)
    }
}
