import Foundation

extension RoutineMiner {
    /// A time routine and the place where it mostly happened (to give way to a place routine).
    struct TimedRoutine {
        var routine: MinedRoutine
        var place: String?
        /// The positions (in the moments) of its occurrences.
        var positions: [Int]
    }

    /// Time routines: per action, clusters of occurrences around a circular median time,
    /// each kept when its weekdays, spread, span, recency and confidence pass.
    func timeRoutines(
        _ moments: [Moment], _ observations: [RoutineObservation], places: KnownPlaces, span: (first: Int, last: Int)
    ) -> [TimedRoutine] {
        var byAction: [String: [Int]] = [:]
        for (position, moment) in moments.enumerated() { byAction[moment.actionKey, default: []].append(position) }
        var result: [TimedRoutine] = []
        let window = configuration.timeWindowMinutes
        for key in byAction.keys.sorted() {
            guard var remaining = byAction[key] else { continue }
            for _ in 0..<8 {
                guard remaining.count >= configuration.minimumSupport else { break }
                var counts = [Int](repeating: 0, count: CircularTime.day)
                for position in remaining { counts[moments[position].minute] += 1 }
                let densest = CircularTime.densestWindow(counts, width: window + window / 2)
                guard densest.count >= configuration.minimumSupport else { break }
                let rough = (densest.start + (window + window / 2) / 2) % CircularTime.day
                let near = remaining.filter { abs(CircularTime.difference(moments[$0].minute, rough)) <= window }
                let center = CircularTime.median(near.map { moments[$0].minute }, around: rough)
                var taken: [Int] = []
                var kept: [Int: Int] = [:]
                for position in remaining
                where abs(CircularTime.difference(moments[position].minute, center)) <= window {
                    taken.append(position)
                    let distance = abs(CircularTime.difference(moments[position].minute, center))
                    if let other = kept[moments[position].day],
                        abs(CircularTime.difference(moments[other].minute, center)) <= distance
                    {
                        continue
                    }
                    kept[moments[position].day] = position
                }
                let takenSet = Set(taken)
                remaining.removeAll { takenSet.contains($0) }
                let members = kept.values.sorted { moments[$0].day < moments[$1].day }
                if let routine = timeRoutine(members, center: center, moments, observations, places: places, span: span)
                {
                    result.append(routine)
                }
            }
        }
        return result
    }

    private func timeRoutine(
        _ members: [Int], center: Int, _ moments: [Moment], _ observations: [RoutineObservation],
        places: KnownPlaces, span: (first: Int, last: Int)
    ) -> TimedRoutine? {
        guard members.count >= configuration.minimumSupport, let first = members.first, let last = members.last
        else { return nil }
        let firstDay = moments[first].day
        let lastDay = moments[last].day
        guard lastDay - firstDay >= configuration.minimumSpanDays, span.last - lastDay <= configuration.maximumAgeDays
        else { return nil }
        let median = CircularTime.median(members.map { moments[$0].minute }, around: center)
        let deviations = members.map { Double(abs(CircularTime.difference(moments[$0].minute, median))) }.sorted()
        let spread = deviations[deviations.count / 2]
        guard spread <= configuration.maximumSpreadMinutes else { return nil }
        var happened = [Int](repeating: 0, count: 7)
        for position in members { happened[moments[position].weekday] += 1 }
        var eligible = [Int](repeating: 0, count: 7)
        for day in firstDay...span.last { eligible[LocalTime.floorModulo(day + 3, 7)] += 1 }
        let weekdays = Self.weekdays(happened: happened, eligible: eligible)
        // Telling some weekdays from others takes several weeks of each.
        guard weekdays.count == 7 || eligible.min() ?? 0 >= configuration.minimumWeeksForWeekdays else { return nil }
        let support = weekdays.map { happened[$0] }.reduce(0, +)
        let days = weekdays.map { eligible[$0] }.reduce(0, +)
        guard !weekdays.isEmpty, support >= configuration.minimumSupport, days > 0 else { return nil }
        let confidence = Double(support) / Double(days)
        guard confidence >= configuration.minimumTimeConfidence else { return nil }
        let recentFrom = lastDay - configuration.recentValueDays
        let recent = members.filter { moments[$0].day >= recentFrom && weekdays.contains(moments[$0].weekday) }
        guard let values = usualValues(recent.map { moments[$0].index }, observations) else { return nil }
        let observation = observations[moments[first].index]
        var placeCounts: [Int: Int] = [:]
        for position in members where moments[position].place > 0 {
            placeCounts[moments[position].place, default: 0] += 1
        }
        let place = placeCounts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
        let routine = MinedRoutine(
            shortcut: Candidate(app: observation.app, action: observation.action, values: values),
            trigger: .time(weekdays: weekdays, minute: median), support: support, confidence: confidence,
            spreadMinutes: spread)
        return TimedRoutine(
            routine: routine, place: place.flatMap { places.name(of: $0.key) },
            positions: members.filter { weekdays.contains(moments[$0].weekday) })
    }

    /// The weekdays of a routine: the split of weekdays, by rate, into "its days" and "other
    /// days" that best explains the counts (two binomial rates, most likely split; a single
    /// rate for every day wins unless the split is clearly likelier: by a factor e⁹, a
    /// likelihood-ratio test well under 0.1% after trying six splits). A day needs two
    /// occurrences to count, three when the routine keeps to some days only.
    static func weekdays(happened: [Int], eligible: [Int]) -> [Int] {
        func rate(_ day: Int) -> Double { eligible[day] > 0 ? Double(happened[day]) / Double(eligible[day]) : 0 }
        let order = (0..<7).sorted { rate($0) != rate($1) ? rate($0) > rate($1) : $0 < $1 }
        func logLikelihood(_ days: ArraySlice<Int>) -> Double {
            let hits = days.map { happened[$0] }.reduce(0, +)
            let trials = days.map { eligible[$0] }.reduce(0, +)
            guard trials > 0 else { return 0 }
            let p = min(max(Double(hits) / Double(trials), 1e-6), 1 - 1e-6)
            return Double(hits) * log(p) + Double(trials - hits) * log(1 - p)
        }
        var best = (count: 7, score: logLikelihood(order[0...]))
        for count in 1..<7 {
            let score = logLikelihood(order[..<count]) + logLikelihood(order[count...]) - 9
            if score > best.score { best = (count, score) }
        }
        guard best.count < 7 else { return order.filter { happened[$0] >= 2 }.sorted() }
        // Every weekday must clearly belong or clearly not: a day as likely at either rate
        // (within a factor e²) leaves the routine's days unknown, and nothing is suggested.
        let inside = order[..<best.count].map { happened[$0] }.reduce(0, +)
        let insideDays = order[..<best.count].map { eligible[$0] }.reduce(0, +)
        let outside = order[best.count...].map { happened[$0] }.reduce(0, +)
        let outsideDays = order[best.count...].map { eligible[$0] }.reduce(0, +)
        let high = min(Double(inside) / Double(max(insideDays, 1)), 0.98)
        let low = min(max(Double(outside) / Double(max(outsideDays, 1)), 0.02), high - 0.01)
        for day in 0..<7 where eligible[day] > 0 {
            let hits = Double(happened[day])
            let misses = Double(eligible[day] - happened[day])
            let ratio = hits * log(high / low) + misses * log((1 - high) / (1 - low))
            if abs(ratio) < 2 { return [] }
        }
        return order.prefix(best.count).filter { happened[$0] >= 3 }.sorted()
    }
}
