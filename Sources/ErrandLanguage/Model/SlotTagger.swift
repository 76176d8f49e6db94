/// A linear-chain slot tagger for one intent: BIO labels over tokens, decoded with Viterbi.
///
/// Label 0 is `O` (outside any value); for slot *k* (in `slots` order) label `1 + 2k` begins a
/// value and `2 + 2k` continues it. A value may only continue the slot it began: Viterbi never
/// puts `I-x` after anything but `B-x` or `I-x`.
///
/// - Complexity: tagging n tokens with f features each and L labels is O(n · f · L + n · L²).
struct SlotTagger: Sendable {
    /// The slot names, sorted.
    var slots: [String]
    /// The features seen in training; row r owns `weights[r * labelCount ..< (r + 1) * labelCount]`.
    var features: FeatureTable
    /// Emission weights, one row of `labelCount` per feature.
    var weights: [Float]
    /// Transition weights: `transitions[from * labelCount + to]`, with `from == labelCount`
    /// standing for the start of the utterance.
    var transitions: [Float]

    /// The number of labels: `O` and a begin and an inside label per slot.
    var labelCount: Int { 1 + 2 * slots.count }

    /// Whether label `to` may follow label `from` (or the start, `from == labelCount`).
    static func allows(from: Int, to: Int, labelCount: Int) -> Bool {
        guard to > 0, to % 2 == 0 else { return true }
        return from == to || from == to - 1
    }

    /// The feature rows at each position: unseen features are left out.
    func rows(keys: [UInt64], starts: [Int]) -> (rows: [Int32], starts: [Int]) {
        var rows: [Int32] = []
        rows.reserveCapacity(keys.count)
        var rowStarts: [Int] = [0]
        rowStarts.reserveCapacity(starts.count)
        for position in 0..<(starts.count - 1) {
            for index in starts[position]..<starts[position + 1] {
                if let row = features.row(of: keys[index]) { rows.append(Int32(row)) }
            }
            rowStarts.append(rows.count)
        }
        return (rows, rowStarts)
    }

    /// The best label sequence for positions whose feature rows are given.
    func labels(rows: [Int32], starts: [Int]) -> [Int] {
        Self.viterbi(rows: rows, starts: starts, weights: weights, transitions: transitions, labelCount: labelCount)
    }

    /// Viterbi decoding under the BIO constraint, with the given weights.
    static func viterbi(
        rows: [Int32], starts: [Int], weights: [Float], transitions: [Float], labelCount: Int
    ) -> [Int] {
        let count = starts.count - 1
        guard count > 0 else { return [] }
        let labels = labelCount
        var emissions = [Float](repeating: 0, count: count * labels)
        weights.withUnsafeBufferPointer { weights in
            emissions.withUnsafeMutableBufferPointer { emissions in
                for position in 0..<count {
                    let base = position * labels
                    for index in starts[position]..<starts[position + 1] {
                        let row = Int(rows[index]) * labels
                        for label in 0..<labels { emissions[base + label] += weights[row + label] }
                    }
                }
            }
        }
        var scores = [Float](repeating: 0, count: count * labels)
        var back = [Int32](repeating: 0, count: count * labels)
        let impossible = -Float.greatestFiniteMagnitude
        for label in 0..<labels {
            scores[label] =
                allows(from: labels, to: label, labelCount: labels)
                ? transitions[labels * labels + label] + emissions[label] : impossible
        }
        for position in 1..<count {
            let base = position * labels
            let previous = base - labels
            for label in 0..<labels {
                var best = impossible
                var bestFrom = 0
                // NB: an inside label can only follow its own slot's labels: two candidates, not L.
                let candidates = label > 0 && label % 2 == 0 ? (label - 1)..<(label + 1) : 0..<labels
                for from in candidates {
                    let score = scores[previous + from] + transitions[from * labels + label]
                    if score > best {
                        best = score
                        bestFrom = from
                    }
                }
                scores[base + label] = best + emissions[base + label]
                back[base + label] = Int32(bestFrom)
            }
        }
        var result = [Int](repeating: 0, count: count)
        let last = (count - 1) * labels
        var bestLabel = 0
        for label in 1..<labels where scores[last + label] > scores[last + bestLabel] { bestLabel = label }
        result[count - 1] = bestLabel
        var position = count - 1
        while position > 0 {
            result[position - 1] = Int(back[position * labels + result[position]])
            position -= 1
        }
        return result
    }

    /// The slot values a label sequence spells: (slot index, first position, end position).
    static func spans(of labels: [Int]) -> [(slot: Int, positions: Range<Int>)] {
        var spans: [(slot: Int, positions: Range<Int>)] = []
        var position = 0
        while position < labels.count {
            let label = labels[position]
            guard label > 0 else {
                position += 1
                continue
            }
            let slot = (label - 1) / 2
            var end = position + 1
            while end < labels.count, labels[end] == 2 + 2 * slot { end += 1 }
            spans.append((slot, position..<end))
            position = end
        }
        return spans
    }
}
