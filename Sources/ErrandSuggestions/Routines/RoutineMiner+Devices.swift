import Foundation

extension RoutineMiner {
    /// Routines started by a device: the action (with its usual values) that opens most of the
    /// person's sessions on a device other than their main one, as when the car connects. A
    /// session starts with an action on that device after `visitGapSeconds` without one. The
    /// action must open at least `minimumEventConfidence` of the sessions since it first did,
    /// at least `minimumEventSupport` times over `minimumSpanDays`, recently; what a time,
    /// place or after-action routine already runs (`covered`) is left out. Its trigger is
    /// `.device(event: "connected-to-DEVICE")`.
    ///
    /// - Complexity: O(N + S · k) for N observations, S sessions and k actions within the
    ///   sequence window of each.
    func deviceRoutines(
        _ moments: [Moment], _ observations: [RoutineObservation], span: (first: Int, last: Int),
        covered: [MinedRoutine]
    ) -> [MinedRoutine] {
        var counts: [String: Int] = [:]
        for observation in observations { if let device = observation.device { counts[device, default: 0] += 1 } }
        // The device used most is the one the person carries: it never "connects".
        let main = counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        var sessions: [String: [Int]] = [:]
        var lastSeen: [String: Double] = [:]
        for position in moments.indices {
            guard let device = observations[moments[position].index].device, device != main else { continue }
            if moments[position].instant - (lastSeen[device] ?? -.infinity) > configuration.visitGapSeconds {
                sessions[device, default: []].append(position)
            }
            lastSeen[device] = moments[position].instant
        }
        let coveredKeys = Set(covered.flatMap { $0.steps.map(\.key) })
        var result: [MinedRoutine] = []
        for device in sessions.keys.sorted() {
            guard let starts = sessions[device], starts.count >= configuration.minimumEventSupport else { continue }
            var byKey: [String: [(rank: Int, position: Int)]] = [:]
            for (rank, position) in starts.enumerated() {
                byKey[moments[position].actionKey, default: []].append((rank, position))
            }
            for key in byKey.keys.sorted() where !coveredKeys.contains(key) {
                guard let hits = byKey[key], hits.count >= configuration.minimumEventSupport, let first = hits.first,
                    let last = hits.last
                else { continue }
                let firstDay = moments[first.position].day
                let lastDay = moments[last.position].day
                guard lastDay - firstDay >= configuration.minimumSpanDays,
                    span.last - lastDay <= configuration.maximumAgeDays
                else { continue }
                let confidence = Double(hits.count) / Double(max(starts.count - first.rank, 1))
                guard confidence >= configuration.minimumEventConfidence else { continue }
                let observation = observations[moments[first.position].index]
                let positions = hits.map(\.position)
                let (steps, _) = followUps(after: positions, first: key, moments, observations)
                result.append(
                    MinedRoutine(
                        shortcut: Candidate(
                            app: observation.app, action: observation.action, values: observation.values),
                        trigger: .device(event: "connected-to-" + device), support: hits.count, confidence: confidence,
                        followUps: steps.filter { !coveredKeys.contains($0.key) }))
            }
        }
        return result
    }
}
