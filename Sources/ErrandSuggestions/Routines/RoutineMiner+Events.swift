import Foundation

extension RoutineMiner {
    /// Routines started by another action: an action with its usual values that followed
    /// another app action (whatever its values) within the sequence window on at least
    /// `minimumEventConfidence` of that action's occurrences since it first did, at least
    /// `minimumEventSupport` times over `minimumSpanDays`, recently. What a time or place
    /// routine already runs (`covered`) is left out. Further consistent followers become
    /// follow-up steps.
    ///
    /// - Complexity: O(N · k) for N observations and k actions within the window of each.
    func eventRoutines(
        _ moments: [Moment], _ observations: [RoutineObservation], span: (first: Int, last: Int),
        covered: [MinedRoutine]
    ) -> [MinedRoutine] {
        let coveredKeys = Set(covered.flatMap { $0.steps.map(\.key) })
        let window = Double(configuration.sequenceWindowMinutes * 60)
        var byAction: [String: [Int]] = [:]
        for position in moments.indices {
            let observation = observations[moments[position].index]
            byAction[observation.app + "\u{1F}" + observation.action, default: []].append(position)
        }
        var result: [MinedRoutine] = []
        for triggerKey in byAction.keys.sorted() {
            guard let positions = byAction[triggerKey], positions.count >= configuration.minimumEventSupport,
                let sample = positions.first
            else { continue }
            let trigger = observations[moments[sample].index]
            // For each follower, the trigger occurrences (by rank) it followed and its delays.
            var hits: [String: [(rank: Int, position: Int, delay: Double)]] = [:]
            for (rank, position) in positions.enumerated() {
                var seen: Set<String> = []
                var next = position + 1
                while next < moments.count, moments[next].instant - moments[position].instant <= window {
                    let observation = observations[moments[next].index]
                    if observation.app != trigger.app || observation.action != trigger.action,
                        seen.insert(moments[next].actionKey).inserted
                    {
                        hits[moments[next].actionKey, default: []].append(
                            (rank, next, moments[next].instant - moments[position].instant))
                    }
                    next += 1
                }
            }
            var followers: [(delay: Double, routine: MinedRoutine)] = []
            for key in hits.keys.sorted() where !coveredKeys.contains(key) {
                guard let found = hits[key], found.count >= configuration.minimumEventSupport,
                    let first = found.first, let last = found.last
                else { continue }
                let firstDay = moments[first.position].day
                let lastDay = moments[last.position].day
                guard lastDay - firstDay >= configuration.minimumSpanDays,
                    span.last - lastDay <= configuration.maximumAgeDays
                else { continue }
                let eligible = positions.count - first.rank
                let confidence = Double(found.count) / Double(max(eligible, 1))
                guard confidence >= configuration.minimumEventConfidence else { continue }
                let observation = observations[moments[first.position].index]
                let delays = found.map(\.delay).sorted()
                let routine = MinedRoutine(
                    shortcut: Candidate(app: observation.app, action: observation.action, values: observation.values),
                    trigger: .after(app: trigger.app, action: trigger.action), support: found.count,
                    confidence: confidence)
                followers.append((delays[delays.count / 2], routine))
            }
            // Several consistent followers make one sequence, in the order they come.
            followers.sort {
                $0.delay != $1.delay ? $0.delay < $1.delay : $0.routine.shortcut.key < $1.routine.shortcut.key
            }
            guard var routine = followers.first?.routine else { continue }
            routine.followUps = followers.dropFirst().prefix(configuration.maximumFollowUps).map(\.routine.shortcut)
            result.append(routine)
        }
        return result
    }
}
