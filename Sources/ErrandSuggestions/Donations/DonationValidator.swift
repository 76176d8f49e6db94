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
        guard DonationContext.offset(of: donation.context.timeZone, at: donation.context.date) != nil else {
            throw .badContext(
                "time zone \(QuotedText.quoted(donation.context.timeZone)) is not known; use an identifier such as America/New_York, "
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
        switch app.problem(with: value, for: parameter) {
        case .wrongType(let expected, let got)?:
            throw .wrongType(parameter.id, action: action, expected: expected, got: got)
        case .outOfRange(let number, let range)?:
            throw .outOfRange(parameter.id, action: action, value: number, range: range)
        case nil:
            return
        }
    }
}
