import Foundation

/// Each candidate's lift by the moment's context, applied to the mixed score (see
/// `PredictorConfiguration.contextLift`): over the lifted features, the product of
/// (P(value | candidate) / P(value))^weight, where P(value | candidate) is the full view's
/// smoothed estimate for the moment's value and P(value) the share of the person's moments that
/// had it; and by the rates of use, (each candidate's share of the rates at this moment against
/// its share of the person's uses)^weight.
///
/// The views are mixed as posteriors, and all but the full one and the rates ignore the device
/// and the motion, and weigh the hour loosely if at all. So at a moment no routine fits — the
/// person on their phone at 15:00 — the sequence, the setting and the frequency views still hand
/// a routine of the speaker, of the car or of 07:00 a share, and it keeps a place in the list
/// that what the person does on their phone at any time should have. A product of experts on
/// top of the mixture puts back what those views leave out.
struct ContextLift {
    /// The exponent of each feature's lift, by raw value (0: not lifted).
    private let weights: [Double]
    /// The exponent of the lift by the rates of use (0: not lifted).
    private let rateWeight: Double
    /// The log of each candidate's lift so far.
    private var logLift: [Double] = []

    init(count: Int, weights: [Double], rateWeight: Double = 0) {
        self.weights = weights
        self.rateWeight = rateWeight
        if rateWeight > 0 || weights.contains(where: { $0 > 0 }) {
            logLift = [Double](repeating: 0, count: count)
        }
    }

    /// Adds the lift by `feature`, from the full view's log-likelihood of the moment's value for
    /// each candidate (`terms`) and that value's share of the person's moments.
    mutating func add(_ feature: ContextFeature, terms: [Double], share: Double) {
        let weight = feature.rawValue < weights.count ? weights[feature.rawValue] : 0
        guard weight > 0, !logLift.isEmpty else { return }
        let base = log(share)
        for id in logLift.indices where id < terms.count { logLift[id] += weight * (terms[id] - base) }
    }

    /// Adds the lift by the rates of use: each candidate's share of the rates at this moment
    /// (`rates`, summing to 1) against its share of the person's decayed uses (`counts`). A
    /// candidate with no rate here keeps a hundredth of its share, so that its lift is at least
    /// 0.01^weight and a routine met in a new setting is not ruled out.
    mutating func add(rates: [Double], counts: [Double]) {
        guard rateWeight > 0, !logLift.isEmpty else { return }
        let total = counts.reduce(0, +)
        guard total > 0 else { return }
        for id in logLift.indices where id < rates.count && id < counts.count && counts[id] > 0 {
            let share = counts[id] / total
            logLift[id] += rateWeight * log((rates[id] + Self.rateFloor * share) / share)
        }
    }

    /// The part of its share of uses a candidate keeps in the lift by rates where it has no rate.
    static let rateFloor = 0.01

    /// Multiplies each candidate's score by its lift.
    func apply(to scores: inout [Double]) {
        guard !logLift.isEmpty else { return }
        for id in scores.indices where id < logLift.count { scores[id] *= exp(logLift[id]) }
    }
}
