import ErrandCatalog
import Foundation

/// A donation Errand refused, or could not keep, with what was wrong and what would be accepted.
public struct DonationError: Error, CustomStringConvertible, Sendable, Hashable {
    private enum Code: Sendable, Hashable {
        case unknownApp, unknownAction, unknownParameter, wrongType, outOfRange, missingRequiredKey, badContext
        case unknownProactiveSuggestion
        case repeatedOffer, blankTitle, badReservation
        case storage
    }

    private let code: Code
    public let description: String

    /// Whether the donation itself was at fault (as opposed to the storage).
    public var isInvalidDonation: Bool { code != .storage }

    static func unknownApp(_ app: String, known: [String]) -> Self {
        Self(code: .unknownApp, description: UnknownName.app(app, known: known))
    }

    static func unknownAction(_ action: String, app: String, known: [String]) -> Self {
        Self(code: .unknownAction, description: UnknownName.action(action, app: app, known: known))
    }

    static func unknownParameter(_ name: String, action: String, known: [String]) -> Self {
        Self(code: .unknownParameter, description: UnknownName.parameter(name, action: action, known: known))
    }

    static func unfitValue(_ problem: ParameterValueProblem, name: String, action: String) -> Self {
        let code: Code
        switch problem {
        case .wrongType: code = .wrongType
        case .outOfRange: code = .outOfRange
        }
        return Self(code: code, description: problem.description(parameter: name, action: action))
    }

    static func missingRequiredKey(_ key: String, activity: String) -> Self {
        Self(
            code: .missingRequiredKey,
            description: "activity \(QuotedText.quoted(activity)) requires the user info key '\(key)', which is missing"
        )
    }

    /// The shortcut at `position` (0-based) of an app's offered list is refused for `error`.
    static func offer(position: Int, id: String, _ error: DonationError) -> Self {
        Self(
            code: error.code,
            description: "shortcut \(position + 1) (\(QuotedText.quoted(id))) of the list: \(error.description)")
    }

    /// Shortcuts at `positions` (0-based) of an app's offered list share the identifier `id`.
    static func repeatedOffer(id: String, positions: (Int, Int)) -> Self {
        Self(
            code: .repeatedOffer,
            description: "shortcuts \(positions.0 + 1) and \(positions.1 + 1) of the list share the id "
                + "\(QuotedText.quoted(id)); give each shortcut an id of its own")
    }

    /// The shortcut at `position` (0-based) of an app's offered list has no title to show.
    static func blankTitle(position: Int, id: String) -> Self {
        Self(
            code: .blankTitle,
            description: "shortcut \(position + 1) (\(QuotedText.quoted(id))) of the list has a blank title, which "
                + "would show as an empty line; give it a title that starts with a verb (\"Order my usual\")")
    }

    /// The reservation `id` is refused for `problem`.
    static func badReservation(_ id: String, _ problem: String) -> Self {
        Self(code: .badReservation, description: "reservation \(QuotedText.quoted(id)): \(problem)")
    }

    static func badContext(_ problem: String) -> Self {
        Self(code: .badContext, description: problem)
    }

    /// No reservation of `person` makes a proactive suggestion with the identifier `id`.
    static func unknownProactiveSuggestion(_ id: String, person: String) -> Self {
        Self(
            code: .unknownProactiveSuggestion,
            description: "no proactive suggestion of \(person) has the identifier \(QuotedText.quoted(id))")
    }

    /// The store could not keep the donation (nothing was acknowledged).
    public static func storage(_ problem: String) -> Self {
        Self(code: .storage, description: "the donation was not stored: \(problem)")
    }
}
