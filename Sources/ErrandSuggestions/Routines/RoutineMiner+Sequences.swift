import Foundation

extension RoutineMiner {
    /// The actions that follow a routine's occurrences within the sequence window, with the
    /// same values, on at least `minimumFollowUpConfidence` of them, in the order they come
    /// (by median delay), at most `maximumFollowUps`; and the positions of those follow-ups.
    ///
    /// - Complexity: O(n · k) for n occurrences and k ≤ `maximumActionsInWindow` actions within
    ///   the window of each.
    func followUps(after positions: [Int], first: String, _ moments: [Moment], _ observations: [RoutineObservation])
        -> (steps: [Candidate], covered: Set<Int>)
    {
        let window = Double(configuration.sequenceWindowMinutes * 60)
        var hits: [String: [(delay: Double, position: Int)]] = [:]
        var seen: [Int] = []
        for position in positions {
            seen.removeAll(keepingCapacity: true)
            var next = position + 1
            let end = min(moments.count, position + 1 + configuration.maximumActionsInWindow)
            while next < end, moments[next].instant - moments[position].instant <= window {
                let key = moments[next].actionKey
                if key != first, !seen.contains(moments[next].actionID) {
                    seen.append(moments[next].actionID)
                    hits[key, default: []].append((moments[next].instant - moments[position].instant, next))
                }
                next += 1
            }
        }
        let needed = max(
            configuration.minimumSupport,
            Int((configuration.minimumFollowUpConfidence * Double(positions.count)).rounded(.up)))
        var chosen: [(delay: Double, key: String, hits: [(delay: Double, position: Int)])] = []
        for key in hits.keys.sorted() {
            guard let found = hits[key], found.count >= needed else { continue }
            let delays = found.map(\.delay).sorted()
            chosen.append((delays[delays.count / 2], key, found))
        }
        chosen.sort { $0.delay != $1.delay ? $0.delay < $1.delay : $0.key < $1.key }
        var steps: [Candidate] = []
        var covered: Set<Int> = []
        for entry in chosen.prefix(configuration.maximumFollowUps) {
            guard let sample = entry.hits.first else { continue }
            let observation = observations[moments[sample.position].index]
            steps.append(Candidate(app: observation.app, action: observation.action, values: observation.values))
            covered.formUnion(entry.hits.map(\.position))
        }
        return (steps, covered)
    }

    /// The routines with their follow-up steps. A routine whose occurrences are mostly the
    /// follow-ups of another routine's is part of that sequence, and is not suggested alone.
    func withFollowUps(
        _ found: [(routine: MinedRoutine, positions: [Int])], _ moments: [Moment],
        _ observations: [RoutineObservation]
    ) -> [MinedRoutine] {
        let followed = found.map { entry -> (routine: MinedRoutine, positions: [Int], covered: Set<Int>) in
            var routine = entry.routine
            let (steps, covered) = followUps(
                after: entry.positions, first: routine.shortcut.key, moments, observations)
            routine.followUps = steps
            return (routine, entry.positions, covered)
        }
        var result: [MinedRoutine] = []
        for (number, entry) in followed.enumerated() {
            let absorbed = followed.indices.contains { other in
                guard other != number, followed[other].routine.followUps.contains(entry.routine.shortcut),
                    !entry.routine.followUps.contains(followed[other].routine.shortcut)
                else { return false }
                let inside = entry.positions.filter { followed[other].covered.contains($0) }.count
                return inside * 2 >= entry.positions.count
            }
            if !absorbed { result.append(entry.routine) }
        }
        return result
    }
}
