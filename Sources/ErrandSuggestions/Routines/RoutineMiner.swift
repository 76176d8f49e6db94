import Foundation

/// Finds one person's routines worth automating: an action with its usual values (or a short
/// sequence of actions) that happens at a stable time on stable weekdays, on arriving at or
/// leaving a named place, right after another action, or when a device connects.
///
/// Pure: observations in, routines out, nothing read or written.
///
/// ```swift
/// let routines = RoutineMiner().routines(in: observations)
/// ```
public struct RoutineMiner: Sendable {
    public var configuration: RoutineMinerConfiguration

    public init(configuration: RoutineMinerConfiguration = RoutineMinerConfiguration()) {
        self.configuration = configuration
    }

    /// One observation with its local day, minute and weekday (0 Monday), and resolved place.
    struct Moment {
        var index: Int
        var instant: Double
        var day: Int
        var minute: Int
        var weekday: Int
        /// Resolved place: a positive identifier for a named place, −1 elsewhere, 0 unknown.
        var place: Int
        /// The shortcut with its values (`Candidate.key`): routines are mined per shortcut, so
        /// the same action with other values (navigating to work, to the parents) never mixes.
        var actionKey: String
        /// `actionKey` as a small integer (0, 1, 2… in order of first appearance), for speed.
        var actionID: Int
    }

    /// The routines in one person's observations, strongest first.
    ///
    /// - Complexity: O(N log N + A · (N_a + 1440) · k) for N observations, A distinct actions
    ///   with N_a occurrences each and k clusters tried per action (at most 8).
    public func routines(in observations: [RoutineObservation]) -> [MinedRoutine] {
        guard !observations.isEmpty else { return [] }
        let sorted = observations.sorted { $0.instant < $1.instant }
        var places = KnownPlaces()
        for observation in sorted where observation.place?.name != nil { _ = places.learn(observation.place) }
        var moments: [Moment] = []
        moments.reserveCapacity(sorted.count)
        var actionIDs: [String: Int] = [:]
        for (index, observation) in sorted.enumerated() {
            let local = Int((observation.instant + Double(observation.utcOffset)).rounded(.down))
            let day = LocalTime.floorDivide(local, 86_400)
            let minute = (local - day * 86_400) / 60
            var place = places.identify(observation.place)
            if place > 0, places.name(of: place) == nil { place = -1 }
            let key = Candidate(app: observation.app, action: observation.action, values: observation.values).key
            let actionID = actionIDs[key] ?? actionIDs.count
            actionIDs[key] = actionID
            moments.append(
                Moment(
                    index: index, instant: observation.instant, day: day, minute: minute,
                    weekday: LocalTime.floorModulo(day + 3, 7), place: place, actionKey: key, actionID: actionID))
        }
        let span = (first: moments[0].day, last: moments[moments.count - 1].day)
        var timed = timeRoutines(moments, sorted, places: places, span: span)
        let placed = placeRoutines(moments, sorted, places: places, span: span)
        var found: [(routine: MinedRoutine, positions: [Int])] = []
        for (routine, positions) in placed {
            // A place routine explains the same action at the same place better than a time.
            if case .arrive(let name) = routine.trigger {
                timed.removeAll { $0.routine.shortcut == routine.shortcut && $0.place == name }
            } else if case .leave(let name) = routine.trigger {
                timed.removeAll { $0.routine.shortcut == routine.shortcut && $0.place == name }
            }
            found.append((routine, positions))
        }
        found += timed.map { ($0.routine, $0.positions) }
        var result = withFollowUps(found, moments, sorted)
        result += eventRoutines(moments, sorted, span: span, covered: result)
        result += deviceRoutines(moments, sorted, span: span, covered: result)
        return result.sorted {
            $0.confidence != $1.confidence ? $0.confidence > $1.confidence : $0.support > $1.support
        }
    }

    /// The most common value of each parameter among `indices`, kept when it is the value on at
    /// least half of them (and the parameter is given on at least half).
    func usualValues(_ indices: [Int], _ observations: [RoutineObservation]) -> [String: String]? {
        var counts: [String: [String: Int]] = [:]
        for index in indices {
            for (name, value) in observations[index].values { counts[name, default: [:]][value, default: 0] += 1 }
        }
        var values: [String: String] = [:]
        for (name, byValue) in counts {
            let given = byValue.values.reduce(0, +)
            guard given * 2 >= indices.count else { continue }
            guard let best = byValue.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
                best.value * 2 >= indices.count
            else { return nil }
            values[name] = best.key
        }
        return values
    }
}
