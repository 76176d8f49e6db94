import Foundation

/// Whether each shortcut keeps a habit of its own on each feature of the moment — an hour, a
/// place, a device — or is used whatever that feature's value, as the person's moments fall.
///
/// A shortcut done five times at five different hours says little about the hour it will be
/// done next, yet a naive Bayes reads each empty hour as "never then" and ranks it below a
/// routine of another hour. So for each shortcut and feature the predictor weighs two accounts
/// of its uses: drawn from the person's moments overall (the feature's marginal), or from a
/// distribution of its own (a Dirichlet–multinomial centred on that marginal). The posterior
/// probability of the first — the shortcut is *unanchored* on that feature — mixes the
/// marginal into the shortcut's estimate, so what a person does at any time stays in the list
/// at any time, and a routine keeps its hour.
extension Predictor {
    /// Recomputes how likely each of `ids` is to be unanchored on each feature, at `instant`:
    /// the shortcut just used after each observation, and every shortcut at each forgetting
    /// interval, so that one not used for a while follows the person's moments as they change.
    ///
    /// - Complexity: O(V) per shortcut for the V feature values the person has seen.
    mutating func updateAnchoring(of ids: some Sequence<Int>, at instant: Double) {
        let anchoring = configuration.anchoring
        guard anchoring < 1, let reference else { return }
        let scale = exp(min((instant - reference) / tau, 600))
        let featureCount = ContextFeature.allCases.count
        var featureMass = [Double](repeating: 0, count: featureCount)
        for (key, mass) in marginal where key >> 40 < featureCount { featureMass[key >> 40] += mass }
        for feature in 0..<featureCount { unanchored[feature, default: []].grow(to: candidates.count) }
        for id in ids where id < candidates.count {
            var observed = [[(count: Double, share: Double)]](repeating: [], count: featureCount)
            for (key, count) in table.column(id) where key >> 40 < featureCount {
                let feature = key >> 40
                let share = (marginal[key] ?? 0) / max(featureMass[feature], .leastNormalMagnitude)
                observed[feature].append((count / scale, share))
            }
            for feature in 0..<featureCount {
                unanchored[feature]?[id] = Self.unanchoredProbability(
                    uses: observed[feature], anchoring: anchoring,
                    concentration: configuration.anchoringConcentration)
            }
        }
    }

    /// The posterior probability that uses counted `count` times at values holding `share` of
    /// the person's moments were drawn from those moments overall rather than from a habit of
    /// their own, when a shortcut keeps one with prior probability `anchoring`. Counts may be
    /// fractional (decayed); values never used may be left out.
    static func unanchoredProbability(
        uses: [(count: Double, share: Double)], anchoring: Double, concentration: Double
    ) -> Double {
        guard anchoring < 1 else { return 0 }
        guard anchoring > 0 else { return 1 }
        // NB: a concentration of 0 would make every habit of its own infinitely likely.
        let concentration = max(concentration, 1e-6)
        var logOverall = 0.0
        var logOwn = 0.0
        var total = 0.0
        for use in uses where use.count > 0 {
            let share = max(use.share, 1e-9)
            logOverall += use.count * log(share)
            let pseudo = concentration * share
            logOwn += lgamma(pseudo + use.count) - lgamma(pseudo)
            total += use.count
        }
        logOwn += lgamma(concentration) - lgamma(concentration + total)
        let logOdds = log(1 - anchoring) - log(anchoring) + logOverall - logOwn
        return 1 / (1 + exp(-min(max(logOdds, -50), 50)))
    }
}
