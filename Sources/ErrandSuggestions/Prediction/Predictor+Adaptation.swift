import Foundation

extension Predictor {
    /// Learns from the person doing `id` in `context`: moves each view's share toward its
    /// responsibility for `id` (an online EM step on the mixture), and the feature weights a
    /// step toward those that would have ranked `id` higher (the gradient of its
    /// log-probability under the full naive Bayes). Returns the frequency view's responsibility
    /// for `id` — how far nothing but the person's background use explains it — or `nil` when
    /// too little is known yet to tell.
    mutating func adapt(toward id: Int, in context: PredictionContext) -> Double? {
        let frequency = PredictorConfiguration.Mixture.frequencyIndex
        guard configuration.learningRate > 0 || configuration.mixtureRate > 0 || shares[frequency] > 0,
            id < candidates.count, observationCount >= 5, let views = views(of: context, ranking: false)
        else { return nil }
        let joint = zip(shares, views.perView).map { $0 * $1[id] }
        let evidence = joint.reduce(0, +)
        guard evidence > 0 else { return nil }
        if configuration.mixtureRate > 0 {
            // NB: one online EM step: each view's share moves toward its responsibility for `id`,
            // smoothed toward equal shares so that no view falls below `leastShare` for good.
            let active = Double(shares.filter { $0 > 0 }.count)
            let rate = configuration.mixtureRate
            let smoothing = Self.leastShare * active
            for view in shares.indices where shares[view] > 0 {
                let responsibility = (1 - smoothing) * joint[view] / evidence + Self.leastShare
                shares[view] = (1 - rate) * shares[view] + rate * responsibility
            }
        }
        if configuration.learningRate > 0 { adaptWeights(toward: id, views: views) }
        return joint[frequency] / evidence
    }

    /// Moves each feature weight, and the prior's, a step up the gradient of the log-probability
    /// of `id` under the full naive Bayes.
    private mutating func adaptWeights(toward id: Int, views: Views) {
        let rate = configuration.learningRate
        for (feature, terms) in views.features {
            var expected = 0.0
            for (probability, term) in zip(views.full, terms) { expected += probability * term }
            let step = rate * (terms[id] - expected)
            weights[feature.rawValue] = min(max(weights[feature.rawValue] + step, 0), 3)
        }
        var expected = 0.0
        for (probability, term) in zip(views.full, views.prior) { expected += probability * term }
        let last = weights.count - 1
        weights[last] = min(max(weights[last] + rate * (views.prior[id] - expected), 0), 3)
    }

    /// The share toward which a view that foresees nothing tends, never below: it can come
    /// back when the person's habits change.
    static let leastShare = 0.01
}
