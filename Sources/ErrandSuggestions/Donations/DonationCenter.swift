import ErrandCatalog
import Foundation

/// The entry point apps and the conversation engine donate through: checks each donation
/// against the catalog, keeps it in the store, and keeps each person's predictor up to date.
///
/// ```swift
/// let center = DonationCenter(catalog: catalog, store: try SQLiteStore(directory: state))
/// try center.donate(donation)
/// let ranked = try center.predictions(for: "amy", in: context)
/// ```
public final class DonationCenter: DonationSink, @unchecked Sendable {
    public let catalog: Catalog
    public let store: any DonationStore
    public let configuration: PredictorConfiguration
    private let validator: DonationValidator
    // NB: guards `predictors`; the store has its own concurrency control.
    private let lock = NSLock()
    private var predictors: [String: Predictor] = [:]
    private var offersByPerson: [String: Offers] = [:]

    public init(
        catalog: Catalog, store: any DonationStore, configuration: PredictorConfiguration = PredictorConfiguration()
    ) {
        self.catalog = catalog
        self.store = store
        self.configuration = configuration
        self.validator = DonationValidator(catalog: catalog)
    }

    /// Checks and keeps one donation. Returns once it is durable.
    public func donate(_ donation: Donation) throws(DonationError) {
        try donate([donation])
    }

    /// Checks every donation, then keeps them all in one transaction (or none, if any is
    /// refused). Returns once they are durable, with how many were new: a donation whose
    /// identifier is kept already (the same usage log donated again) is not kept twice.
    @discardableResult
    public func donate(_ donations: [Donation]) throws(DonationError) -> Int {
        for donation in donations { try validator.validate(donation) }
        let added: Set<String>
        do {
            added = try store.save(donations)
        } catch {
            throw .storage("\(error)")
        }
        lock.withLock {
            for donation in donations.sorted(by: { $0.context.date < $1.context.date })
            where added.contains(donation.id) {
                guard var predictor = predictors[donation.person] else { continue }
                predictor.learn(from: [donation])
                predictors[donation.person] = predictor
            }
        }
        return added.count
    }

    /// Deletes `person`'s donations of `app` picked by `selector`; returns how many. Shortcuts
    /// the person created are never touched.
    @discardableResult
    public func deleteDonations(of person: String, app: String, matching selector: DonationSelector) throws -> Int {
        let deleted = try store.deleteDonations(of: person, app: app, matching: selector)
        lock.withLock { predictors[person] = nil }
        return deleted
    }

    func cachedOffers(of person: String) -> Offers? {
        lock.withLock { offersByPerson[person] }
    }

    func remember(_ offers: Offers, of person: String) {
        lock.withLock { offersByPerson[person] = offers }
    }

    func forgetOffers(of person: String) {
        _ = lock.withLock { offersByPerson.removeValue(forKey: person) }
    }

    /// How far back, in half-lives of the predictor, a rebuild replays donations (20: the
    /// oldest replayed weighs about a millionth of a new one).
    public static let relearnedHalfLives = 20.0

    /// The person's predictor: restored from its stored snapshot plus the donations made since,
    /// or rebuilt when there is no usable snapshot (then saved) from the donations of the
    /// `relearnedHalfLives` half-lives before the person's latest: older ones would weigh less
    /// than a millionth of a new one, and replaying years of them made the first suggestion
    /// after a deletion wait seconds.
    ///
    /// - Complexity: O(N · C · F) for the N donations not yet in the snapshot (at most those of
    ///   the window when rebuilding); then cached and updated online.
    public func predictor(for person: String) throws -> Predictor {
        if let cached = lock.withLock({ predictors[person] }) { return cached }
        var newer: [Donation] = []
        var through = 0
        let count = try store.donationCount(of: person)
        var predictor = Predictor(configuration: configuration)
        var isRestored = false
        if let stored = try store.predictorSnapshot(of: person),
            let snapshot = try? JSONDecoder().decode(PredictorSnapshot.self, from: stored.data),
            let restored = Predictor(configuration: configuration, snapshot: snapshot)
        {
            (newer, through) = try store.donations(of: person, after: stored.sequence)
            // NB: a snapshot that does not match the donations (deleted behind its back) is rebuilt.
            isRestored = stored.donationCount == count - newer.count
            if isRestored { predictor = restored }
        }
        if !isRestored {
            (newer, through) = try store.donationsToRelearn(
                of: person, within: configuration.halfLife * Self.relearnedHalfLives)
        }
        predictor.learn(from: newer)
        if !newer.isEmpty, let data = try? JSONEncoder().encode(predictor.snapshot) {
            let stored = StoredPredictorSnapshot(data: data, sequence: through, donationCount: count)
            try? store.savePredictorSnapshot(stored, of: person)
        }
        let built = predictor
        lock.withLock { predictors[person] = built }
        return built
    }

    /// The person's predictor as it stood at `instant`: the current one, unless the person's
    /// latest action came after that moment; then one learned, and not kept, from what they had
    /// done by then — a suggestion asked about a past moment is not explained by what followed.
    ///
    /// - Complexity: O(1) for the present; for a past moment O(N · C · F) over the N donations of
    ///   the `relearnedHalfLives` half-lives before it.
    public func predictor(for person: String, at instant: Double) throws -> Predictor {
        let current = try predictor(for: person)
        guard let latest = current.last?.instant, latest > instant else { return current }
        let end = Date(timeIntervalSince1970: instant)
        var past = Predictor(configuration: configuration)
        past.learn(
            from: try store.donations(
                of: person, from: end.addingTimeInterval(-configuration.halfLife * Self.relearnedHalfLives),
                through: end))
        return past
    }

    /// The person's candidates ranked for `context`, restricted to one app when `app` is given
    /// (an app sees predictions of its own actions only).
    public func predictions(for person: String, in context: PredictionContext, app: String? = nil, limit: Int = 5)
        throws -> [RankedCandidate]
    {
        let predictor = try predictor(for: person, at: context.time.instant)
        guard let app else { return predictor.rank(in: context, limit: limit) }
        return predictor.rank(in: context, limit: predictor.candidates.count).filter { $0.candidate.app == app }
            .prefix(limit).map { $0 }
    }
}
