import Foundation

/// The last observation a predictor saw: its candidate and when.
struct LastObservation: Sendable, Hashable, Codable {
    var candidate: Int
    var instant: Double
}

/// A predictor's learned statistics, to keep beside the donations so a person's predictor is
/// restored without replaying every donation.
public struct PredictorSnapshot: Sendable, Codable {
    /// Bumped whenever the statistics change shape; an older snapshot is ignored.
    public static let currentVersion = 8

    var version: Int
    var candidates: [Candidate]
    var counts: [Double]
    var background: [Double]
    var total: Double
    var actionCounts: [Double]
    var actionTable: PackedRows
    var table: PackedRows
    /// The rows kept sparse (see `CountTable`): each row's columns and counts.
    var sparseTable: [Int: [Int: Double]]
    var marginal: [Int: Double]
    /// Per feature, how likely each candidate is to be used whatever its value.
    var unanchored: PackedRows
    var interned: [String: Int]
    var places: KnownPlaces
    var reference: Double?
    var last: LastObservation?
    var recency: RecencyTable
    var rates: RateTable
    var weights: [Double]
    var shares: [Double]
    var observationCount: Int
    /// The half-life the counts were decayed with: a snapshot is only valid for it.
    var halfLife: Double
}

extension Predictor {
    /// How many numbers the predictor keeps for its person — its memory, 8 bytes each — which
    /// grows with the candidates and context values they used, never with their donations.
    public var storedNumberCount: Int {
        counts.count + background.count + actionCounts.count + marginal.count + weights.count + shares.count
            + unanchored.values.reduce(0) { $0 + $1.count }
            + table.numberCount + actionTable.values.reduce(0) { $0 + $1.count }
            + recency.numberCount + rates.numberCount
    }

    /// The statistics learned so far.
    public var snapshot: PredictorSnapshot {
        PredictorSnapshot(
            version: PredictorSnapshot.currentVersion, candidates: candidates, counts: counts, background: background,
            total: total,
            actionCounts: actionCounts, actionTable: PackedRows(actionTable), table: PackedRows(table.dense),
            sparseTable: table.sparse, marginal: marginal, unanchored: PackedRows(unanchored),
            interned: interned, places: places, reference: reference, last: last, recency: recency, rates: rates,
            weights: weights,
            shares: shares,
            observationCount: observationCount, halfLife: configuration.halfLife)
    }

    /// A predictor that continues from `snapshot`, or `nil` when the snapshot was made by
    /// another version or with another half-life, or is inconsistent.
    public init?(configuration: PredictorConfiguration = PredictorConfiguration(), snapshot: PredictorSnapshot) {
        guard snapshot.version == PredictorSnapshot.currentVersion, snapshot.halfLife == configuration.halfLife,
            snapshot.counts.count == snapshot.candidates.count, snapshot.background.count == snapshot.counts.count,
            snapshot.weights.count == ContextFeature.allCases.count + 1,
            snapshot.shares.count == configuration.mixture.normalized.count
        else { return nil }
        guard let actionTable = snapshot.actionTable.rows, let table = snapshot.table.rows,
            let unanchored = snapshot.unanchored.rows,
            unanchored.values.allSatisfy({ $0.count <= snapshot.candidates.count && $0.allSatisfy((0...1).contains) }),
            unanchored.keys.allSatisfy({ ContextFeature(rawValue: $0) != nil }),
            snapshot.hasSoundNumbers(actionTable: actionTable, table: table)
        else { return nil }
        self.init(configuration: configuration)
        for candidate in snapshot.candidates { _ = intern(candidate) }
        guard actionCounts.count == snapshot.actionCounts.count else { return nil }
        counts = snapshot.counts
        background = snapshot.background
        total = snapshot.total
        actionCounts = snapshot.actionCounts
        self.actionTable = actionTable
        self.table = CountTable(dense: table, sparse: snapshot.sparseTable)
        guard self.table.fits(width: candidates.count) else { return nil }
        marginal = snapshot.marginal
        self.unanchored = unanchored
        interned = snapshot.interned
        places = snapshot.places
        reference = snapshot.reference
        last = snapshot.last.flatMap { candidates.indices.contains($0.candidate) && $0.instant.isFinite ? $0 : nil }
        guard snapshot.recency.isConsistent(candidateCount: candidates.count) else { return nil }
        recency = snapshot.recency
        // NB: rates shared out with another bandwidth or mismatch are rebuilt, as counts decayed
        // with another half-life are.
        guard snapshot.rates.isConsistent(candidateCount: candidates.count),
            snapshot.rates.bandwidth == rates.bandwidth, snapshot.rates.mismatch == rates.mismatch
        else { return nil }
        rates = snapshot.rates
        weights = snapshot.weights
        shares = snapshot.shares
        observationCount = snapshot.observationCount
    }
}

extension PredictorSnapshot {
    /// Whether every key names a feature and every count is a finite number of at least 0:
    /// a snapshot damaged on disk is rebuilt from the donations rather than trusted (a key of
    /// another feature, or a count of 1e300, would stop the predictor).
    func hasSoundNumbers(actionTable: [Int: [Double]], table: [Int: [Double]]) -> Bool {
        let sound: (Double) -> Bool = { $0.isFinite && $0 >= 0 }
        let isFeatureKey: (Int) -> Bool = { $0 >= 0 && ContextFeature(rawValue: $0 >> 40) != nil }
        return counts.allSatisfy(sound) && background.allSatisfy(sound) && actionCounts.allSatisfy(sound)
            && sound(total) && weights.allSatisfy(\.isFinite) && shares.allSatisfy(sound)
            && (reference?.isFinite ?? true) && (0..<(1 << 62)).contains(observationCount)
            && marginal.allSatisfy { isFeatureKey($0.key) && sound($0.value) }
            && table.allSatisfy { isFeatureKey($0.key) && $0.value.allSatisfy(sound) }
            && actionTable.allSatisfy { isFeatureKey($0.key) && $0.value.allSatisfy(sound) }
            && sparseTable.allSatisfy { row in
                isFeatureKey(row.key)
                    && row.value.allSatisfy { $0.key >= 0 && $0.key < candidates.count && sound($0.value) }
            }
            && places.isConsistent && interned.values.allSatisfy { (0..<(1 << 40)).contains($0) }
    }
}
