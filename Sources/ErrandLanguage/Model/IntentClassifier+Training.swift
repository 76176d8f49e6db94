/// Training the intent classifier: softmax regression by stochastic gradient descent with
/// per-weight AdaGrad step sizes and an L2 penalty, in an order fixed by the seed and each
/// example's words (`TrainingOrder`), not by where the example stands.
extension IntentClassifier {
    /// Settings of classifier training.
    struct Training: Sendable {
        var epochs: Int
        var learningRate: Float
        var l2: Float
        var seed: UInt64
    }

    /// The most intents one training step updates.
    static let updatedIntents = 16

    /// A classifier trained on utterances' features and their intent labels (indices into
    /// `intents`); `keys` (`TrainingOrder.keys`) fix the order each epoch visits them in.
    ///
    /// - Complexity: O(epochs · (Σ f · K + n log n)) for n utterances of f features and K intents.
    static func trained(
        intents: [String], samples: [(features: [Feature], label: Int)], keys: [UInt64], training: Training
    ) -> IntentClassifier {
        var table = FeatureTable()
        let rows: [[(row: Int32, value: Float)]] = samples.map { sample in
            sample.features.map { (Int32(table.insert($0.key)), $0.value) }
        }
        let classes = intents.count
        var weights = [Float](repeating: 0, count: table.count * classes)
        var squares = [Float](repeating: 0, count: table.count * classes)
        var bias = [Float](repeating: 0, count: classes)
        var biasSquares = [Float](repeating: 0, count: classes)
        let rate = training.learningRate
        let epsilon: Float = 1e-6

        for epoch in 0..<max(training.epochs, 0) {
            for index in TrainingOrder.order(of: keys, seed: FeatureHash.combine(training.seed, UInt64(epoch))) {
                let features = rows[index]
                let probabilities = Self.probabilities(of: features, weights: weights, bias: bias)
                let label = samples[index].label
                var errors = probabilities.map(Float.init)
                errors[label] -= 1
                // NB: with many intents, a step updates only the gold intent and the most probable
                // others (as in sampled softmax), keeping it O(f · 16) instead of O(f · K); errors
                // that are ~0 are skipped too.
                let candidates =
                    classes <= Self.updatedIntents
                    ? Array(0..<classes) : IntentModel.best(Self.updatedIntents, of: probabilities) + [label]
                let active = Set(candidates).sorted().filter { abs(errors[$0]) >= 1e-4 }
                for (row, value) in features {
                    let base = Int(row) * classes
                    for intent in active {
                        let gradient = errors[intent] * value + training.l2 * weights[base + intent]
                        guard gradient != 0 else { continue }
                        squares[base + intent] += gradient * gradient
                        weights[base + intent] -= rate * gradient / (squares[base + intent].squareRoot() + epsilon)
                    }
                }
                for intent in active {
                    let gradient = errors[intent]
                    biasSquares[intent] += gradient * gradient
                    bias[intent] -= rate * gradient / (biasSquares[intent].squareRoot() + epsilon)
                }
            }
        }
        return IntentClassifier(intents: intents, features: table, weights: weights, bias: bias)
    }
}
