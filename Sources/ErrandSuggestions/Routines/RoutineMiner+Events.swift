import Foundation

extension RoutineMiner {
    /// Routines started by another action: an action with its usual values that followed
    /// another app action (whatever its values) within the sequence window on at least
    /// `minimumEventConfidence` of that action's occurrences since it first did, at least
    /// `minimumEventSupport` times over `minimumSpanDays`, recently. What a time or place
    /// routine already runs (`covered`) is left out. Further consistent followers become
    /// follow-up steps.
    ///
    /// - Complexity: O(N · k) for N observations and k ≤ `maximumActionsInWindow` actions within
    ///   the window of each.
    func eventRoutines(
        _ moments: [Moment], _ observations: [RoutineObservation], span: (first: Int, last: Int),
        covered: [MinedRoutine]
    ) -> [MinedRoutine] {
        let coveredKeys = Set(covered.flatMap { $0.steps.map(\.key) })
        let window = Double(configuration.sequenceWindowMinutes * 60)
        // The app action (any values) of each shortcut, as an integer.
        var triggerOf: [Int: Int] = [:]
        var triggerIDs: [String: Int] = [:]
        var byAction: [Int: [Int]] = [:]
        var triggerKeys: [Int: String] = [:]
        for position in moments.indices {
            let actionID = moments[position].actionID
            if triggerOf[actionID] == nil {
                let observation = observations[moments[position].index]
                let key = observation.app + "\u{1F}" + observation.action
                let id = triggerIDs[key] ?? triggerIDs.count
                triggerIDs[key] = id
                triggerKeys[id] = key
                triggerOf[actionID] = id
            }
            byAction[triggerOf[actionID] ?? 0, default: []].append(position)
        }
        var result: [MinedRoutine] = []
        for triggerID in byAction.keys.sorted(by: { (triggerKeys[$0] ?? "") < (triggerKeys[$1] ?? "") }) {
            guard let positions = byAction[triggerID], positions.count >= configuration.minimumEventSupport,
                let sample = positions.first
            else { continue }
            let trigger = observations[moments[sample].index]
            // For each follower, the trigger occurrences (by rank) it followed and its delays.
            var hits: [Int: [(rank: Int, position: Int, delay: Double)]] = [:]
            var seen: [Int] = []
            for (rank, position) in positions.enumerated() {
                seen.removeAll(keepingCapacity: true)
                var next = position + 1
                let end = min(moments.count, position + 1 + configuration.maximumActionsInWindow)
                while next < end, moments[next].instant - moments[position].instant <= window {
                    let follower = moments[next].actionID
                    if triggerOf[follower] != triggerID, !seen.contains(follower) {
                        seen.append(follower)
                        hits[follower, default: []].append(
                            (rank, next, moments[next].instant - moments[position].instant))
                    }
                    next += 1
                }
            }
            var followers: [(delay: Double, routine: MinedRoutine)] = []
            for follower in hits.keys.sorted() {
                guard let found = hits[follower], found.count >= configuration.minimumEventSupport,
                    let first = found.first, let last = found.last,
                    !coveredKeys.contains(moments[first.position].actionKey)
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
