import Foundation

/// A time-bound suggestion made from a donated reservation: leave by, check in, turn on Do
/// Not Disturb, get a ride home, add to calendar. It appears at one moment and expires at
/// another, says why in one line, and once acted on or dismissed is never offered again.
public struct ProactiveSuggestion: Sendable, Hashable, Codable, Identifiable {
    /// What the suggestion helps with.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Leave now to be there on time (start − travel time).
        case leaveBy
        /// Check in for a flight or train.
        case checkIn
        /// Turn on Do Not Disturb shortly before a show.
        case doNotDisturb
        /// Get a ride home on arriving at a home-bound trip's destination.
        case rideHome
        /// Add the reservation to a calendar.
        case addToCalendar
    }

    /// Stable for the same reservation and kind (see `ProactiveSuggestion.identifier`), so an
    /// outcome recorded once holds however often the suggestion is planned again.
    public var id: String
    public var kind: Kind
    /// The app that donated the reservation, and the reservation's identifier in it.
    public var reservationApp: String
    public var reservationID: String
    /// What accepting it runs.
    public var action: ProactiveAction
    /// A brief instruction starting with a verb ("Turn on Do Not Disturb").
    public var title: String
    /// One line saying why now ("Hamilton starts at 8 pm").
    public var explanation: String
    /// Shown from this instant…
    public var appearsAt: Date
    /// …until just before this one.
    public var expiresAt: Date

    public init(
        id: String, kind: Kind, reservationApp: String, reservationID: String, action: ProactiveAction, title: String,
        explanation: String, appearsAt: Date, expiresAt: Date
    ) {
        self.id = id
        self.kind = kind
        self.reservationApp = reservationApp
        self.reservationID = reservationID
        self.action = action
        self.title = title
        self.explanation = explanation
        self.appearsAt = appearsAt
        self.expiresAt = expiresAt
    }

    /// Whether `now` falls in the suggestion's window: at or after it appears, before it expires.
    public func isShown(at now: Date) -> Bool { appearsAt <= now && now < expiresAt }

    /// The identifier of the suggestion of `kind` for a reservation: `pro-` and a 64-bit FNV-1a
    /// hash of the kind, the app and the reservation's identifier.
    public static func identifier(kind: Kind, app: String, reservationID: String) -> String {
        StableIdentifier.make("pro-", from: kind.rawValue + "\u{1E}" + app + "\u{1E}" + reservationID)
    }
}

/// What a proactive suggestion runs: one of an app's actions with its values, or something the
/// device does itself, which no app in the catalog offers.
public enum ProactiveAction: Sendable, Hashable, Codable {
    /// An app action with its values, as a candidate (values as text).
    case app(Candidate)
    /// A device action.
    case device(DeviceAction)

    /// The candidate shown on a surface: the app action, or the device action under the
    /// pseudo-app `errand.device`.
    public var candidate: Candidate {
        switch self {
        case .app(let candidate): return candidate
        case .device(let action): return Candidate(app: DeviceAction.app, action: action.rawValue)
        }
    }
}

/// Something the device does itself rather than an app.
public enum DeviceAction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Silence calls and notifications until the reservation ends.
    case turnOnDoNotDisturb
    /// Show a reminder (leave now).
    case remind
    /// Open the reservation's app (when it offers no action for the moment).
    case openApp

    /// The pseudo-app identifier device actions are shown under.
    public static let app = "errand.device"
}
