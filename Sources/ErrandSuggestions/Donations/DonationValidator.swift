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
        guard !donation.person.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .badContext("a donation needs the person who acted")
        }
        guard let app = catalog.app(donation.app) else {
            throw .unknownApp(donation.app, known: catalog.apps.map(\.id))
        }
        guard let offset = DonationContext.offset(of: donation.context.timeZone, at: donation.context.date) else {
            throw .badContext(
                "time zone \(QuotedText.quoted(donation.context.timeZone)) is not known; use an identifier such as America/New_York, "
                    + "UTC, or an offset such as -05:00")
        }
        // NB: the local reading is checked, so 9999-12-31T23:59:59Z is kept and no offset moves a
        // time out of the years a `LocalTime` reads.
        let reading = donation.context.date.timeIntervalSince1970 + Double(offset)
        guard reading.isFinite, (LocalTime.earliestLocal...LocalTime.latestLocal).contains(reading) else {
            throw .badContext("the donation's date must be between the years 1 and 9999")
        }
        if let place = donation.context.place, place.latitude != nil || place.longitude != nil,
            place.coordinate == nil
        {
            throw .badContext("the place needs both a latitude in -90...90 and a longitude in -180...180")
        }
        switch donation.content {
        case .interaction(let interaction):
            try validate(interaction.action, values: interaction.values, of: app)
        case .activity(let activity):
            for key in activity.requiredKeys where activity.userInfo[key] == nil {
                throw .missingRequiredKey(key, activity: activity.activityType)
            }
            guard !activity.persistentIdentifier.isEmpty else {
                throw .badContext("activity '\(activity.activityType)' needs a persistent identifier")
            }
        }
    }

    /// Throws a `DonationError` unless `app` (by identifier) has `action` and every value is of
    /// its parameter's type: what an app's suggested or relevant shortcut must hold to be run.
    public func validate(_ action: String, values: [String: Value], app: String) throws(DonationError) {
        guard let definition = catalog.app(app) else { throw .unknownApp(app, known: catalog.apps.map(\.id)) }
        try validate(action, values: values, of: definition)
    }

    private func validate(_ action: String, values: [String: Value], of app: AppDefinition) throws(DonationError) {
        guard let definition = app.action(named: action) else {
            throw .unknownAction(action, app: app.id, known: app.actions.map(\.id))
        }
        for (name, value) in values {
            guard let parameter = definition.parameter(named: name) else {
                throw .unknownParameter(name, action: definition.id, known: definition.parameters.map(\.id))
            }
            try check(value, of: parameter, action: definition.id, app: app)
        }
    }

    private func check(_ value: Value, of parameter: ParameterDefinition, action: String, app: AppDefinition)
        throws(DonationError)
    {
        if let problem = app.problem(with: value, for: parameter) {
            throw .unfitValue(problem, name: parameter.id, action: action)
        }
    }
}
