import ErrandCatalog
import Foundation

/// Checks a donation against the catalog before it is kept: the app and action exist, every
/// value belongs to a parameter of the action and has its type, activities carry their
/// required keys, and the context's time zone is one Errand can read.
public struct DonationValidator: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// Throws a `DonationError` saying what is wrong, or returns when the donation is valid.
    public func validate(_ donation: Donation) throws(DonationError) {
        guard !donation.person.isEmpty else { throw .badContext("a donation needs the person who acted") }
        guard let app = catalog.app(donation.app) else {
            throw .unknownApp(donation.app, known: catalog.apps.map(\.id))
        }
        guard DonationContext.offset(of: donation.context.timeZone, at: donation.context.date) != nil else {
            throw .badContext(
                "time zone '\(donation.context.timeZone)' is not known; use an identifier such as America/New_York, "
                    + "UTC, or an offset such as -05:00")
        }
        let seconds = donation.context.date.timeIntervalSince1970
        guard seconds.isFinite, (LocalTime.earliest...LocalTime.latest).contains(seconds) else {
            throw .badContext("the donation's date must be between the years 1 and 9999")
        }
        if let place = donation.context.place, place.latitude != nil || place.longitude != nil,
            place.coordinate == nil
        {
            throw .badContext("the place needs both a latitude in -90...90 and a longitude in -180...180")
        }
        switch donation.content {
        case .interaction(let interaction):
            guard let action = app.action(named: interaction.action) else {
                throw .unknownAction(interaction.action, app: app.id, known: app.actions.map(\.id))
            }
            for (name, value) in interaction.values {
                guard let parameter = action.parameter(named: name) else {
                    throw .unknownParameter(name, action: action.id, known: action.parameters.map(\.id))
                }
                try check(value, of: parameter, action: action.id, app: app)
            }
        case .activity(let activity):
            for key in activity.requiredKeys where activity.userInfo[key] == nil {
                throw .missingRequiredKey(key, activity: activity.activityType)
            }
            guard !activity.persistentIdentifier.isEmpty else {
                throw .badContext("activity '\(activity.activityType)' needs a persistent identifier")
            }
        }
    }

    private func check(_ value: Value, of parameter: ParameterDefinition, action: String, app: AppDefinition)
        throws(DonationError)
    {
        guard Self.matches(value, parameter.type, app: app) else {
            throw .wrongType(
                parameter.id, action: action, expected: describe(parameter.type, app: app), got: describe(value))
        }
        if let number = value.number, parameter.minimum != nil || parameter.maximum != nil {
            if number < (parameter.minimum ?? -.infinity) || number > (parameter.maximum ?? .infinity) {
                let low = parameter.minimum.map { "\($0)" } ?? "any"
                let high = parameter.maximum.map { "\($0)" } ?? "any"
                throw .outOfRange(parameter.id, action: action, value: number, range: "\(low) to \(high)")
            }
        }
    }

    /// Whether `value` has `type` in `app` (declared enums by case, entities by type name).
    static func matches(_ value: Value, _ type: ValueType, app: AppDefinition) -> Bool {
        switch (type, value) {
        case (.string, .string), (.integer, .integer), (.decimal, .decimal), (.decimal, .integer),
            (.boolean, .boolean), (.date, .date), (.time, .time), (.dateTime, .dateTime), (.duration, .duration),
            (.currency, .currency), (.temperature, .temperature), (.percentage, .percentage), (.place, .place),
            (.person, .person), (.url, .url), (.file, .file):
            return true
        case (.list(let element), .list(let items)):
            return items.allSatisfy { matches($0, element, app: app) }
        case (.custom(let name), _):
            guard let declared = app.type(named: name) else { return false }
            switch (declared.kind, value) {
            case (.enumeration(let cases), .enumCase(let id)): return cases.contains { $0.id == id }
            case (.entity(let values, let dynamic), .entity(let reference)):
                return reference.type == name
                    && (dynamic || values.isEmpty || values.contains { $0.id == reference.id })
            default: return false
            }
        default:
            return false
        }
    }

    private func describe(_ type: ValueType, app: AppDefinition) -> String {
        guard let name = type.customTypeName, case .custom = type, let declared = app.type(named: name) else {
            return "a \(type.name)"
        }
        switch declared.kind {
        case .enumeration(let cases): return "a \(name) (one of \(cases.map(\.id).joined(separator: ", ")))"
        case .entity(let values, _):
            let known = values.map(\.id).joined(separator: ", ")
            return known.isEmpty ? "a \(name) entity" : "a \(name) (one of \(known))"
        }
    }

    private func describe(_ value: Value) -> String {
        switch value {
        case .enumCase(let id): return "the enum case '\(id)'"
        case .entity(let reference): return "the \(reference.type) '\(reference.id)', which the app does not declare"
        default: return "a \(value.typeName)"
        }
    }
}
