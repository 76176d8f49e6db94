import Foundation

/// How likely each candidate is given how long ago it was last used: the rhythm of a habit
/// that neither the hour nor the place shows — a daily action is rarely done again an hour
/// after it was done, a call is often followed by another to the same person within minutes.
///
/// For every candidate and every bucket of time since its last use, the table keeps two decayed
/// counts: how often the person did something while the candidate was in that bucket
/// (exposure) and how often what they did was that candidate (hits). Their ratio, against the
/// candidate's overall share, is the candidate's lift in that bucket.
struct RecencyTable: Sendable, Codable, Hashable {
    /// Upper bounds of the buckets, in seconds since the last use; past the last, one more.
    static let bounds: [Double] = [
        5 * 60, 30 * 60, 2 * 3_600, 6 * 3_600, 18 * 3_600, 30 * 3_600, 3 * 86_400, 6 * 86_400, 8 * 86_400,
    ]
    static let bucketCount = bounds.count + 1

    /// The instant each candidate was last used.
    private(set) var lastUse: [Double] = []
    /// Decayed counts, `bucketCount` per candidate.
    private(set) var hits: [Double] = []
    private(set) var exposure: [Double] = []

    static func bucket(since seconds: Double) -> Int {
        bounds.firstIndex { seconds < $0 } ?? bounds.count
    }

    /// Learns that `id` was used at `instant`, with the decayed `weight` of that moment: every
    /// known candidate was exposed in its bucket, and `id` (when known before) hit in its own.
    /// Candidates `0..<candidateCount` exist; those beyond the table are new and only start
    /// their clock.
    mutating func observe(_ id: Int, at instant: Double, weight: Double, candidateCount: Int) {
        let known = lastUse.count
        for other in 0..<known {
            let cell = other * Self.bucketCount + Self.bucket(since: instant - lastUse[other])
            exposure[cell] += weight
            if other == id { hits[cell] += weight }
        }
        if candidateCount > known {
            lastUse.append(contentsOf: repeatElement(-.greatestFiniteMagnitude, count: candidateCount - known))
            let added = (candidateCount - known) * Self.bucketCount
            hits.append(contentsOf: repeatElement(0, count: added))
            exposure.append(contentsOf: repeatElement(0, count: added))
        }
        if id < lastUse.count { lastUse[id] = max(lastUse[id], instant) }
    }

    /// Each candidate's lift at `instant`: the smoothed share of moments in its current bucket
    /// when it was the one used, over its overall share `counts[id] / total`. A bucket seen
    /// rarely stays near no lift; `smoothing` is in (decayed) moments.
    func lifts(at instant: Double, counts: [Double], total: Double, smoothing: Double) -> [Double] {
        var lifts = [Double](repeating: 1, count: counts.count)
        guard total > 0 else { return lifts }
        for id in 0..<min(counts.count, lastUse.count) {
            let base = max(counts[id] / total, 1e-9)
            let cell = id * Self.bucketCount + Self.bucket(since: instant - lastUse[id])
            lifts[id] = (hits[cell] + smoothing * base) / (exposure[cell] + smoothing) / base
        }
        return lifts
    }

    /// How many numbers the table keeps.
    var numberCount: Int { lastUse.count + hits.count + exposure.count }

    /// Whether the table fits `candidateCount` candidates (a snapshot read back is checked).
    func isConsistent(candidateCount: Int) -> Bool {
        lastUse.count <= candidateCount && hits.count == lastUse.count * Self.bucketCount
            && exposure.count == hits.count
    }

    /// Keeps only the candidates `kept` (ascending, known to the table or not), renumbered
    /// `0..<kept.count`.
    mutating func keep(_ kept: [Int]) {
        let known = kept.filter { $0 < lastUse.count }
        let cells = known.flatMap { ($0 * Self.bucketCount)..<(($0 + 1) * Self.bucketCount) }
        lastUse = known.map { lastUse[$0] }
        hits = cells.map { hits[$0] }
        exposure = cells.map { exposure[$0] }
    }

    /// Multiplies every count by `factor` (when the predictor moves its reference time).
    mutating func rescale(by factor: Double) {
        for index in hits.indices {
            hits[index] *= factor
            exposure[index] *= factor
        }
    }
}
