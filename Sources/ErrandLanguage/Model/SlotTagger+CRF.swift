import Foundation

/// Training a slot tagger as a linear-chain conditional random field.
///
/// Each step takes one sentence, computes the label marginals with the forward–backward
/// algorithm (in scaled probabilities, under the same BIO constraint as decoding) and moves
/// every weight against the gradient of the sentence's negative log-likelihood, with a
/// per-weight AdaGrad step size and an L2 penalty on the weights it touches. Unlike the
/// perceptron, which stops learning from a sentence once it is right, the likelihood keeps
/// spreading weight over every feature that predicts a label — the gazetteer and context
/// features included — which is what lets unseen values be found.
extension SlotTagger {
    /// Settings of CRF training.
    struct CRFTraining: Sendable {
        var epochs: Int
        var learningRate: Double
        var l2: Double
        var seed: UInt64
    }

    /// A tagger trained as a CRF on `samples` for `slots` (sorted names; labels index into them).
    ///
    /// - Complexity: O(epochs · Σ n · (f · L + L²)).
    static func trainedCRF(slots: [String], samples: [Sample], training: CRFTraining) -> SlotTagger {
        var features = FeatureTable()
        for sample in samples { for key in sample.keys { features.insert(key) } }
        let labels = 1 + 2 * slots.count
        let rows: [[Int32]] = samples.map { sample in sample.keys.map { Int32(features.row(of: $0) ?? 0) } }

        var state = CRFState(features: features.count, labels: labels, training: training)
        var generator = SeededGenerator(seed: training.seed)
        for _ in 0..<max(training.epochs, 0) {
            for index in generator.permutation(of: samples.count) {
                state.step(rows: rows[index], starts: samples[index].starts, gold: samples[index].labels)
            }
        }
        // NB: rows whose weights all stayed tiny change no decision; dropping them keeps the
        // saved model small.
        var kept = FeatureTable()
        var keptWeights: [Float] = []
        for (row, key) in features.keys.enumerated() {
            let weights = state.weights[(row * labels)..<((row + 1) * labels)]
            guard weights.contains(where: { abs($0) >= 1e-3 }) else { continue }
            kept.insert(key)
            keptWeights.append(contentsOf: weights.map(Float.init))
        }
        return SlotTagger(
            slots: slots, features: kept, weights: keptWeights, transitions: state.transitions.map(Float.init))
    }
}

/// The weights of a CRF in training, and one stochastic gradient step.
private struct CRFState {
    let labels: Int
    let training: SlotTagger.CRFTraining
    var weights: [Double]
    var squares: [Double]
    var transitions: [Double]
    var transitionSquares: [Double]
    /// Whether each transition (row `labels` is the start) is allowed by the BIO constraint.
    let allowed: [Bool]

    init(features: Int, labels: Int, training: SlotTagger.CRFTraining) {
        self.labels = labels
        self.training = training
        weights = Array(repeating: 0, count: features * labels)
        squares = Array(repeating: 0, count: features * labels)
        transitions = Array(repeating: 0, count: (labels + 1) * labels)
        transitionSquares = Array(repeating: 0, count: (labels + 1) * labels)
        allowed = (0..<((labels + 1) * labels)).map {
            SlotTagger.allows(from: $0 / labels, to: $0 % labels, labelCount: labels)
        }
    }

    /// One AdaGrad step on the negative log-likelihood of one sentence.
    mutating func step(rows: [Int32], starts: [Int], gold: [Int]) {
        let count = gold.count
        guard count > 0 else { return }
        let labels = self.labels
        // Emission scores, shifted by each position's maximum so the exponentials stay finite.
        var potentials = [Double](repeating: 0, count: count * labels)
        for position in 0..<count {
            let base = position * labels
            for index in starts[position]..<starts[position + 1] {
                let row = Int(rows[index]) * labels
                for label in 0..<labels { potentials[base + label] += weights[row + label] }
            }
            let top = potentials[base..<(base + labels)].max() ?? 0
            for label in 0..<labels { potentials[base + label] = exp(potentials[base + label] - top) }
        }
        var edges = [Double](repeating: 0, count: (labels + 1) * labels)
        for index in edges.indices where allowed[index] { edges[index] = exp(transitions[index]) }

        // Forward and backward passes, each position normalised to sum to one.
        var alpha = [Double](repeating: 0, count: count * labels)
        var beta = [Double](repeating: 0, count: count * labels)
        for label in 0..<labels { alpha[label] = edges[labels * labels + label] * potentials[label] }
        Self.normalise(&alpha, at: 0, labels)
        for position in 1..<count {
            let base = position * labels
            for label in 0..<labels {
                var sum = 0.0
                for from in 0..<labels { sum += alpha[base - labels + from] * edges[from * labels + label] }
                alpha[base + label] = sum * potentials[base + label]
            }
            Self.normalise(&alpha, at: base, labels)
        }
        for label in 0..<labels { beta[(count - 1) * labels + label] = 1 }
        for position in stride(from: count - 2, through: 0, by: -1) {
            let base = position * labels
            for label in 0..<labels {
                var sum = 0.0
                for to in 0..<labels {
                    sum += edges[label * labels + to] * potentials[base + labels + to] * beta[base + labels + to]
                }
                beta[base + label] = sum
            }
            Self.normalise(&beta, at: base, labels)
        }

        // Emission gradients: marginal minus observed, for every feature at each position.
        let rate = training.learningRate
        for position in 0..<count {
            let base = position * labels
            var marginals = [Double](repeating: 0, count: labels)
            var total = 0.0
            for label in 0..<labels {
                marginals[label] = alpha[base + label] * beta[base + label]
                total += marginals[label]
            }
            for label in 0..<labels { marginals[label] /= total }
            marginals[gold[position]] -= 1
            for index in starts[position]..<starts[position + 1] {
                let row = Int(rows[index]) * labels
                for label in 0..<labels where abs(marginals[label]) > 1e-7 {
                    let gradient = marginals[label] + training.l2 * weights[row + label]
                    squares[row + label] += gradient * gradient
                    weights[row + label] -= rate * gradient / (squares[row + label].squareRoot() + 1e-8)
                }
            }
        }
        // Transition gradients from the pairwise marginals.
        var gradient = [Double](repeating: 0, count: (labels + 1) * labels)
        for label in 0..<labels {
            gradient[labels * labels + label] = alpha[label] * beta[label]
        }
        Self.normalise(&gradient, at: labels * labels, labels)
        gradient[labels * labels + gold[0]] -= 1
        for position in 1..<count {
            let base = position * labels
            var pair = [Double](repeating: 0, count: labels * labels)
            var total = 0.0
            for from in 0..<labels {
                for to in 0..<labels where allowed[from * labels + to] {
                    let value =
                        alpha[base - labels + from] * edges[from * labels + to] * potentials[base + to]
                        * beta[base + to]
                    pair[from * labels + to] = value
                    total += value
                }
            }
            guard total > 0 else { continue }
            for index in pair.indices { gradient[index] += pair[index] / total }
            gradient[gold[position - 1] * labels + gold[position]] -= 1
        }
        for index in gradient.indices where allowed[index] && gradient[index] != 0 {
            transitionSquares[index] += gradient[index] * gradient[index]
            transitions[index] -= rate * gradient[index] / (transitionSquares[index].squareRoot() + 1e-8)
        }
    }

    /// Scales `values[start..<start + count]` to sum to one (left as is when all are zero).
    private static func normalise(_ values: inout [Double], at start: Int, _ count: Int) {
        var total = 0.0
        for index in start..<(start + count) { total += values[index] }
        guard total > 0 else { return }
        for index in start..<(start + count) { values[index] /= total }
    }
}
