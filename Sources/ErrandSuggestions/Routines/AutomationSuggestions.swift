import Foundation

/// Turns a person's actions into automation suggestions: mines their routines, leaves out the
/// shortcuts they already automated and the suggestions they declined, and words the rest.
///
/// Pure: everything it needs, including the clock, is passed in. Declined suggestions stay
/// declined: an identifier (or a routine signature) once declined is never offered again,
/// whatever time the routine drifts to.
public struct AutomationSuggestions: Sendable {
    public var miner: RoutineMiner
    /// How long a suggestion is shown before it must be mined again.
    public var lifetime: TimeInterval = 14 * 86_400
    /// The most suggestions offered to one person at once.
    public var limit = 10
    /// How far back before the person's latest action their routines are mined from: a habit
    /// dropped months ago is not one to automate, and mining then takes the same time after a
    /// month of use as after years.
    public var history: TimeInterval = 16 * 7 * 86_400

    public init(miner: RoutineMiner = RoutineMiner()) {
        self.miner = miner
    }

    /// The suggestions for `person`, strongest first.
    ///
    /// - Parameters:
    ///   - automated: `Candidate.key`s of the shortcuts the person already automated.
    ///   - declined: identifiers of suggestions the person declined.
    public func suggestions(
        for person: String, observations: [RoutineObservation], now: Date, automated: Set<String> = [],
        declined: Set<String> = []
    ) -> [AutomationSuggestion] {
        let routines = miner.routines(in: observations)
        return Array(
            Self.offerable(routines, automated: automated, declined: declined).prefix(limit).map {
                AutomationSuggestion($0, person: person, now: now, lifetime: lifetime)
            })
    }

    /// The routines that may be offered: not a shortcut already automated, not declined, and
    /// one suggestion per identifier (the strongest).
    public static func offerable(
        _ routines: [MinedRoutine], automated: Set<String>, declined: Set<String>
    ) -> [MinedRoutine] {
        var offered: Set<String> = []
        var result: [MinedRoutine] = []
        for routine in routines {
            let key = routine.shortcut.key
            guard !automated.contains(key), !declined.contains(routine.id), !declined.contains(routine.signature)
            else { continue }
            guard offered.insert(routine.id).inserted else { continue }
            result.append(routine)
        }
        return result
    }

    /// The declined set after declining `id`: it stays there for good.
    public static func declining(_ id: String, in declined: Set<String>) -> Set<String> {
        declined.union([id])
    }
}

/// What accepting an automation suggestion calls: the automations code creates the automation
/// (trigger, conditions, shortcut, ask before running) and returns its identifier. The
/// command-line tool's `SuggestedAutomationInstaller` implements it, keeping the shortcut and
/// the automation through the shortcut library and the automations store
/// (`LibraryAutomationSink`); suggestions only describe what to create.
public protocol AutomationCreating {
    /// Creates the automation `suggestion` describes, possibly edited by the person.
    func createAutomation(from suggestion: AutomationSuggestion) throws -> String
}
