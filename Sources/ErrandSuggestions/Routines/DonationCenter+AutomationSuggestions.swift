import Foundation

extension DonationCenter {
    /// The automation suggestions for `person` at `now`, mined from their donations, leaving out
    /// what they declined or accepted and the shortcuts they already automated (read from the
    /// store when it keeps decisions, see `AutomationSuggestionDecisionStore`). Only the
    /// donations within `suggestions.history` of the person's latest are read.
    ///
    /// - Complexity: mining is O(N log N) in the person's N donations within that history.
    public func automationSuggestions(
        for person: String, now: Date, suggestions: AutomationSuggestions = AutomationSuggestions()
    ) throws -> [AutomationSuggestion] {
        let observations = try store.recentDonations(of: person, within: suggestions.history)
            .compactMap(RoutineObservation.init)
        var decided: Set<String> = []
        var automated: Set<String> = []
        if let decisions = store as? any AutomationSuggestionDecisionStore {
            decided = Set(try decisions.automationSuggestionDecisions(of: person).keys)
            automated = try decisions.automatedShortcutKeys(of: person)
        }
        return suggestions.suggestions(
            for: person, observations: observations, now: now, automated: automated, declined: decided)
    }

    /// The places the person's donations name, with the first coordinates seen for each, keyed
    /// by the lowercased name: where an arrive or leave automation's geofence goes. Reads the
    /// donations within `history` of the person's latest, those routines are mined from.
    public func namedPlaces(
        of person: String, within history: TimeInterval = AutomationSuggestions().history
    ) throws -> [String: PlaceObservation] {
        NamedPlaces.coordinates(in: try store.recentDonations(of: person, within: history).map(\.context.place))
    }
}

/// Finds coordinates for place names in what devices reported.
public enum NamedPlaces {
    /// The first coordinates seen with each name, keyed by the lowercased name.
    public static func coordinates(in places: [PlaceObservation?]) -> [String: PlaceObservation] {
        var result: [String: PlaceObservation] = [:]
        for case let place? in places {
            guard let name = place.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
                place.coordinate != nil
            else { continue }
            if result[name.lowercased()] == nil { result[name.lowercased()] = place }
        }
        return result
    }
}
