/// Training a slot tagger: an averaged structured perceptron.
///
/// Each epoch visits the sentences in an order fixed by the seed, decodes each with the
/// current weights and, where the decoded labels differ from the gold ones, moves the weights
/// toward the gold features and transitions. The saved weights are the average over all
/// steps (Collins, 2002), which generalises like a regularised model.
extension SlotTagger {
    /// One training sentence: the feature keys at each position and the gold labels.
    struct Sample: Sendable {
        var keys: [UInt64]
        var starts: [Int]
        /// How many keys at the start of each position's keys name the word itself.
        var identities: [Int]
        var labels: [Int]
    }

    /// A tagger trained on `samples` for `slots` (sorted names; labels index into them).
    ///
    /// - Complexity: O(epochs · Σ n · (f · L + L²)).
    static func trained(slots: [String], samples: [Sample], epochs: Int, wordDropout: Double, seed: UInt64)
        -> SlotTagger
    {
        var features = FeatureTable()
        for sample in samples { for key in sample.keys { features.insert(key) } }
        let labels = 1 + 2 * slots.count
        let rows: [[Int32]] = samples.map { sample in sample.keys.map { Int32(features.row(of: $0) ?? 0) } }

        var weights = [Float](repeating: 0, count: features.count * labels)
        var totals = [Double](repeating: 0, count: features.count * labels)
        var transitions = [Float](repeating: 0, count: (labels + 1) * labels)
        var transitionTotals = [Double](repeating: 0, count: (labels + 1) * labels)
        var step = 1.0
        var generator = SeededGenerator(seed: seed)

        for _ in 0..<max(epochs, 0) {
            for index in generator.permutation(of: samples.count) {
                var sample = samples[index]
                var sampleRows = rows[index]
                if wordDropout > 0 {
                    (sampleRows, sample.starts) = Self.dropping(
                        wordDropout, of: sampleRows, sample: sample, generator: &generator)
                }
                let predicted = viterbi(
                    rows: sampleRows, starts: sample.starts, weights: weights, transitions: transitions,
                    labelCount: labels)
                if predicted != sample.labels {
                    for position in sample.labels.indices {
                        let gold = sample.labels[position]
                        let guess = predicted[position]
                        let goldFrom = position == 0 ? labels : sample.labels[position - 1]
                        let guessFrom = position == 0 ? labels : predicted[position - 1]
                        if gold != guess || goldFrom != guessFrom {
                            transitions[goldFrom * labels + gold] += 1
                            transitionTotals[goldFrom * labels + gold] += step
                            transitions[guessFrom * labels + guess] -= 1
                            transitionTotals[guessFrom * labels + guess] -= step
                        }
                        guard gold != guess else { continue }
                        for feature in sample.starts[position]..<sample.starts[position + 1] {
                            let row = Int(sampleRows[feature]) * labels
                            weights[row + gold] += 1
                            totals[row + gold] += step
                            weights[row + guess] -= 1
                            totals[row + guess] -= step
                        }
                    }
                }
                step += 1
            }
        }
        let averaged = zip(weights, totals).map { Float(Double($0) - $1 / step) }
        let averagedTransitions = zip(transitions, transitionTotals).map { Float(Double($0) - $1 / step) }
        // NB: most features never took part in a mistake; dropping their all-zero rows shrinks the
        // model several times over without changing a single score.
        var kept = FeatureTable()
        var keptWeights: [Float] = []
        for (row, key) in features.keys.enumerated() {
            let weights = averaged[(row * labels)..<((row + 1) * labels)]
            guard weights.contains(where: { $0 != 0 }) else { continue }
            kept.insert(key)
            keptWeights.append(contentsOf: weights)
        }
        return SlotTagger(slots: slots, features: kept, weights: keptWeights, transitions: averagedTransitions)
    }

    /// The rows of a sample with the word's own features left out at a random share of positions.
    static func dropping(
        _ share: Double, of rows: [Int32], sample: Sample, generator: inout SeededGenerator
    ) -> ([Int32], [Int]) {
        var kept: [Int32] = []
        kept.reserveCapacity(rows.count)
        var starts: [Int] = [0]
        for position in 0..<(sample.starts.count - 1) {
            let drop = Double(generator.next() >> 11) / Double(1 << 53) < share
            let first = sample.starts[position] + (drop ? sample.identities[position] : 0)
            kept.append(contentsOf: rows[first..<sample.starts[position + 1]])
            starts.append(kept.count)
        }
        return (kept, starts)
    }

    /// The gold labels of the tagged positions of an utterance, from its slot spans.
    ///
    /// A token belongs to a span when their characters overlap; spans whose slot is not in
    /// `slots` are left out.
    static func goldLabels(units: [TaggingUnit], spans: [SlotSpan], slots: [String]) -> [Int] {
        var labels = [Int](repeating: 0, count: units.count)
        var previousSpan = -1
        for (index, unit) in units.enumerated() {
            let offsets = unit.offsets
            guard
                let spanIndex = spans.firstIndex(where: {
                    $0.characters.lowerBound < offsets.upperBound && offsets.lowerBound < $0.characters.upperBound
                }),
                let slot = slots.firstIndex(of: spans[spanIndex].name)
            else {
                previousSpan = -1
                continue
            }
            labels[index] = spanIndex == previousSpan ? 2 + 2 * slot : 1 + 2 * slot
            previousSpan = spanIndex
        }
        return labels
    }
}
