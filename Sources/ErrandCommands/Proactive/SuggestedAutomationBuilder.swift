import ErrandCatalog
import ErrandShortcuts
import ErrandSuggestions
import Foundation

/// Turns an automation suggestion into what accepting it creates: a shortcut (the app action with
/// its values, typed by the catalog's parameter types, then its follow-up actions, one step
/// each) and the automation that runs it, asking first unless the person turned that off. Time,
/// place, action and device triggers map to `timeOfDay`, `arrive`/`leave`, `donation` and
/// `deviceEvent`.
///
/// Lives here, where both the suggestions and the shortcuts are visible; reads values the way
/// `errand donate --value` does (`ValueText`).
///
/// ```swift
/// let builder = SuggestedAutomationBuilder(
///     catalog: catalog, places: try center.namedPlaces(of: "amy"), acceptedAt: now)
/// let (shortcut, automation) = try builder.build(suggestion)
/// ```
public struct SuggestedAutomationBuilder: Sendable {
    public var catalog: Catalog
    /// Places with coordinates, keyed by lowercased name (`DonationCenter.namedPlaces(of:)`).
    public var places: [String: PlaceObservation]
    /// The radius, in metres, of an arrive or leave automation's geofence.
    public var radius: Double = 150
    /// When the person accepted: the automation's creation, before which it never fires (an
    /// occurrence earlier that day is not run late).
    public var acceptedAt: Date

    public init(catalog: Catalog, places: [String: PlaceObservation], acceptedAt: Date) {
        self.catalog = catalog
        self.places = places
        self.acceptedAt = acceptedAt
    }

    /// The shortcut and automation for `suggestion`. The automation's identifier is the
    /// suggestion's and the person's (`auto-1f3a…-amy`: suggestion identifiers are the same for
    /// everyone with the same routine, stored identifiers are not); the shortcut's is
    /// `shortcut-` and the automation's.
    ///
    /// - Throws: `CommandFailure` naming the app, action, parameter or place that cannot be
    ///   turned into a shortcut or a trigger, and what would fix it.
    public func build(_ suggestion: AutomationSuggestion) throws -> (shortcut: Shortcut, automation: Automation) {
        let shortcut = try self.shortcut(for: suggestion)
        return (shortcut, try automation(for: suggestion, shortcutID: shortcut.id))
    }

    /// The shortcut running the suggestion's action with its values, then each follow-up
    /// (`s1`, `s2`, …): "Start a run workout, then play Gym mix" is two steps.
    public func shortcut(for suggestion: AutomationSuggestion) throws -> Shortcut {
        var steps: [ShortcutStep] = []
        for (number, candidate) in suggestion.steps.enumerated() {
            steps.append(try step("s\(number + 1)", candidate, suggestion))
        }
        return Shortcut(
            id: "shortcut-" + Self.automationID(of: suggestion),
            name: title(of: suggestion), steps: steps)
    }

    /// What the shortcut and its automation are called: "Order large latte", "Start a run
    /// workout, then play Gym mix".
    func title(of suggestion: AutomationSuggestion) -> String {
        suggestion.steps.map { ShortcutTitle.title(of: $0, in: catalog) }.joined(separator: ", then ")
    }

    /// The step running one app action of the suggestion with its values, typed by the catalog.
    private func step(_ id: String, _ candidate: Candidate, _ suggestion: AutomationSuggestion) throws
        -> ShortcutStep
    {
        guard let app = catalog.app(candidate.app) else {
            throw CommandFailure(
                "suggestion \(suggestion.id): no app '\(candidate.app)' in the catalog; load its manifest with --catalog"
            )
        }
        guard let action = app.action(named: candidate.action) else {
            throw CommandFailure(
                "suggestion \(suggestion.id): app '\(candidate.app)' has no action '\(candidate.action)' "
                    + "(an app activity cannot be automated); its actions are "
                    + app.actions.map(\.id).sorted().joined(separator: ", "))
        }
        var bindings: [String: ParameterBinding] = [:]
        for name in candidate.values.keys.sorted() {
            guard let parameter = action.parameter(named: name) else {
                throw CommandFailure(
                    "suggestion \(suggestion.id): action '\(action.id)' has no parameter '\(name)'; its parameters are "
                        + action.parameters.map(\.id).joined(separator: ", "))
            }
            do {
                let value = try ValueText.parse(candidate.values[name] ?? "", as: parameter.type, in: app, name: name)
                bindings[name] = .literal(value)
            } catch {
                throw CommandFailure("suggestion \(suggestion.id), action '\(action.id)': \(error)")
            }
        }
        return .app(id, candidate.app, candidate.action, bindings)
    }

    /// The automation running `shortcutID` on the suggestion's trigger and conditions, named as
    /// its shortcut (its prompt asks "Run 'Order large latte'?", not the shortcut's identifier).
    public func automation(for suggestion: AutomationSuggestion, shortcutID: String) throws -> Automation {
        let trigger: AutomationTrigger
        switch suggestion.trigger {
        case .time(let weekdays, let minute): trigger = .timeOfDay(minute: minute, weekdays: weekdays)
        case .arrive(let place): trigger = .arrive(try fence(place, suggestion))
        case .leave(let place): trigger = .leave(try fence(place, suggestion))
        case .after(let app, let action): trigger = .donation(app: app, action: action)
        case .device(let event): trigger = .deviceEvent(event)
        }
        let conditions = suggestion.conditions.map { condition -> TriggerCondition in
            switch condition {
            case .weekdays(let days): return .weekdays(days)
            }
        }
        return Automation(
            id: Self.automationID(of: suggestion), shortcutID: shortcutID, trigger: trigger, conditions: conditions,
            askBeforeRunning: suggestion.askBeforeRunning, name: title(of: suggestion), createdAt: acceptedAt)
    }

    /// The identifier of the automation accepting `suggestion` creates.
    public static func automationID(of suggestion: AutomationSuggestion) -> String {
        suggestion.id + "-" + suggestion.person
    }

    private func fence(_ name: String, _ suggestion: AutomationSuggestion) throws -> GeoFence {
        guard let place = places[name.lowercased()], let coordinate = place.coordinate else {
            throw CommandFailure(
                "suggestion \(suggestion.id): no coordinates are known for the place '\(name)'; "
                    + "donate an action there with --place LAT,LON --place-name \(name)")
        }
        return GeoFence(name: name, latitude: coordinate.latitude, longitude: coordinate.longitude, radius: radius)
    }
}

/// Accepting an automation suggestion: builds its shortcut and automation and keeps both,
/// through the sink — `LibraryAutomationSink`, the person's shortcut library and the
/// automations store, the same code `errand automations add` uses.
public struct SuggestedAutomationInstaller: AutomationCreating {
    public var builder: SuggestedAutomationBuilder
    public var sink: any SuggestedAutomationSink

    public init(builder: SuggestedAutomationBuilder, sink: any SuggestedAutomationSink) {
        self.builder = builder
        self.sink = sink
    }

    public func createAutomation(from suggestion: AutomationSuggestion) throws -> String {
        try install(suggestion).automationID
    }

    /// Creates the automation `suggestion` describes, as `createAutomation(from:)` does, and
    /// says which Run shortcut steps of the person's other shortcuts its shortcut's name made
    /// pin, so that they keep running what they ran.
    public func install(_ suggestion: AutomationSuggestion) throws -> (automationID: String, pinned: [PinnedReference])
    {
        let (shortcut, automation) = try builder.build(suggestion)
        let pinned = try sink.save(shortcut, automation: automation, of: suggestion.person)
        return (automation.id, pinned)
    }
}
