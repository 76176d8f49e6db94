import Foundation

/// Where donations, and the shortcuts apps offer, are kept. Every call names the person, and
/// every app-facing call the app: nothing of one person or app is reachable from another's.
///
/// Implemented on SQLite by `ErrandStore`; a call returns only once what it wrote is durable.
public protocol DonationStore: Sendable {
    /// Keeps `donations` atomically: all of them or none. A donation whose identifier is kept
    /// already is left as it was — saving the same donation again adds nothing — and is not
    /// among the identifiers returned: those newly kept.
    @discardableResult
    func save(_ donations: [Donation]) throws -> Set<String>
    /// The person's donations in time order, of one app or (for the person's own surfaces) all.
    func donations(of person: String, app: String?) throws -> [Donation]
    /// The person's donations made at most `window` seconds before their latest one (which is
    /// included), in time order: what surfaces about recent behaviour read, in time that does
    /// not grow with the person's whole history.
    func recentDonations(of person: String, within window: TimeInterval) throws -> [Donation]
    /// The person's donations made from `start` through `end` (both included), in time order:
    /// what a predictor of a past moment learns from.
    func donations(of person: String, from start: Date, through end: Date) throws -> [Donation]
    /// The person's latest interaction made by `end`, of `action` of `app` or, given neither,
    /// of any: what "the same as last time" asks for again. `nil` when there is none.
    func latestInteraction(of person: String, app: String?, action: String?, through end: Date) throws -> Donation?
    /// Deletes the person's donations of `app` that `selector` picks; returns how many. Also
    /// forgets the person's predictor snapshot, which may have learned from them.
    func deleteDonations(of person: String, app: String, matching selector: DonationSelector) throws -> Int
    /// How many donations the person has.
    func donationCount(of person: String) throws -> Int
    /// The person's donations stored after `sequence` (a store-wide number that only grows), in
    /// time order, with the highest sequence among them (or `sequence` when there are none).
    func donations(of person: String, after sequence: Int) throws -> (donations: [Donation], through: Int)
    /// What rebuilding the person's predictor replays: their donations made at most `window`
    /// seconds before their latest one, in time order, with the highest sequence among all their
    /// donations (0 when there are none), read together so that no donation falls between.
    func donationsToRelearn(of person: String, within window: TimeInterval) throws
        -> (donations: [Donation], through: Int)
    /// The person's last saved predictor snapshot.
    func predictorSnapshot(of person: String) throws -> StoredPredictorSnapshot?
    func savePredictorSnapshot(_ snapshot: StoredPredictorSnapshot, of person: String) throws

    /// Replaces every suggested shortcut `app` offers `person` with `shortcuts`.
    func replaceSuggestedShortcuts(_ shortcuts: [SuggestedShortcut], of person: String, app: String) throws
    func suggestedShortcuts(of person: String, app: String?) throws -> [(app: String, shortcut: SuggestedShortcut)]
    /// Replaces every relevant shortcut `app` offers `person` with `shortcuts`.
    func replaceRelevantShortcuts(_ shortcuts: [RelevantShortcut], of person: String, app: String) throws
    func relevantShortcuts(of person: String, app: String?) throws -> [(app: String, shortcut: RelevantShortcut)]
    /// Adds or updates a reservation (by its identifier within the app).
    func save(_ reservation: Reservation, of person: String, app: String) throws
    func reservations(of person: String, app: String?) throws -> [(app: String, reservation: Reservation)]
    func deleteReservations(of person: String, app: String, identifiers: [String]) throws -> Int
}

/// Which of an app's donations to delete.
public enum DonationSelector: Sendable, Hashable {
    case persistentIdentifiers([String])
    case groupIdentifier(String)
    /// Every donation of the app.
    case all
    /// Every donation whose values refer to an entity that no longer exists.
    case referringTo(EntityKey)
}

/// A predictor snapshot as stored: the encoded statistics and which donations they cover.
public struct StoredPredictorSnapshot: Sendable, Hashable {
    public var data: Data
    /// The highest donation sequence learned.
    public var sequence: Int
    /// How many donations the person had then.
    public var donationCount: Int

    public init(data: Data, sequence: Int, donationCount: Int) {
        self.data = data
        self.sequence = sequence
        self.donationCount = donationCount
    }
}
