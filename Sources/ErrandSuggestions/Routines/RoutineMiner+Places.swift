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
    ) -> [MinedRoutine] {
        let visits = visits(moments)
        var visitsByPlace: [Int: [Int]] = [:]
        for (number, visit) in visits.enumerated() { visitsByPlace[visit.place, default: []].append(number) }
        let totalDays = Double(span.last - span.first + 1)
        let window = Double(configuration.visitWindowMinutes * 60)
        var result: [MinedRoutine] = []
        for place in visitsByPlace.keys.sorted() {
            guard let numbers = visitsByPlace[place], let name = places.name(of: place) else { continue }
            let days = Set(numbers.compactMap { visits[$0].positions.first.map { moments[$0].day } })
            guard Double(days.count) / totalDays < configuration.maximumPlaceDayShare else { continue }
            var best: [String: MinedRoutine] = [:]
            for arriving in [true, false] {
                // For each action, the visits (by rank among this place's visits) it was part of.
                var byAction: [String: [(rank: Int, position: Int)]] = [:]
                for (rank, number) in numbers.enumerated() {
                    let positions = visits[number].positions
                    guard let edge = arriving ? positions.first : positions.last else { continue }
                    var seen: Set<String> = []
                    for position in arriving ? positions : positions.reversed() {
                        guard abs(moments[position].instant - moments[edge].instant) <= window else { break }
                        if seen.insert(moments[position].actionKey).inserted {
                            byAction[moments[position].actionKey, default: []].append((rank, position))
                        }
                    }
                }
                for key in byAction.keys.sorted() {
                    guard let hits = byAction[key],
                        let routine = placeRoutine(
                            hits, numbers: numbers, arriving: arriving, name: name, moments, observations, span: span)
                    else { continue }
                    let signature = routine.shortcut.key
                    if let other = best[signature], other.confidence >= routine.confidence { continue }
                    best[signature] = routine
                }
            }
            result += best.keys.sorted().compactMap { best[$0] }
        }
        return result
    }

    private func placeRoutine(
        _ hits: [(rank: Int, position: Int)], numbers: [Int], arriving: Bool, name: String, _ moments: [Moment],
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
        guard confidence >= configuration.minimumPlaceConfidence else { return nil }
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
