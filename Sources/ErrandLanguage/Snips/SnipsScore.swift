/// The Snips benchmark's measures of understanding over a test set.
///
/// A slot counts as right when a predicted slot has its name and the same normalised text
/// (`Tokenizer.normalized`), so case, spacing and punctuation at a value's edges do not count;
/// a sentence is right when its intent and every slot, no more and no fewer, are right.
public struct SnipsScore: Sendable {
    /// The number of test utterances.
    public var count = 0
    /// Utterances whose best intent is the gold one.
    public var intentsRight = 0
    /// Utterances whose intent and every slot are right.
    public var sentencesRight = 0
    /// Slots predicted, slots in the gold labels, and predicted slots that are right.
    public var predictedSlots = 0
    public var goldSlots = 0
    public var slotsRight = 0
    /// Per tenth of confidence: the utterances whose best intent had that probability, the
    /// sum of those probabilities, and how many of those intents were right.
    private var confidenceBins = [(count: Int, confidence: Double, right: Int)](repeating: (0, 0, 0), count: 10)

    public init() {}

    /// The expected calibration error of the best intent's probability: the gap between
    /// confidence and accuracy, averaged over ten bins weighted by their utterances. A
    /// calibrated model (right 90% of the time when it says 0.9) scores near 0.
    public var calibrationError: Double {
        guard count > 0 else { return 0 }
        return confidenceBins.reduce(0) { total, bin in
            guard bin.count > 0 else { return total }
            return total + abs(bin.confidence - Double(bin.right)) / Double(count)
        }
    }

    public var intentAccuracy: Double { ratio(intentsRight, count) }
    public var sentenceAccuracy: Double { ratio(sentencesRight, count) }
    public var slotPrecision: Double { ratio(slotsRight, predictedSlots) }
    public var slotRecall: Double { ratio(slotsRight, goldSlots) }
    public var slotF1: Double {
        let sum = slotPrecision + slotRecall
        return sum > 0 ? 2 * slotPrecision * slotRecall / sum : 0
    }

    /// Adds one utterance: its gold labels and the model's best prediction (`nil` for none).
    public mutating func add(gold: TrainingExample, predicted: IntentPrediction?) {
        count += 1
        let intentRight = predicted?.intent == gold.intent
        if intentRight { intentsRight += 1 }
        if let probability = predicted?.probability {
            let bin = min(max(Int(probability * 10), 0), 9)
            confidenceBins[bin].count += 1
            confidenceBins[bin].confidence += probability
            confidenceBins[bin].right += intentRight ? 1 : 0
        }
        let characters = Array(gold.text)
        var expected: [String: Int] = [:]
        for span in gold.slots {
            let range = span.characters.clamped(to: 0..<characters.count)
            expected[Self.key(span.name, String(characters[range])), default: 0] += 1
        }
        goldSlots += gold.slots.count
        let found = predicted?.slots ?? []
        predictedSlots += found.count
        var right = 0
        var remaining = expected
        for slot in found {
            let key = Self.key(slot.name, slot.text)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                right += 1
            }
        }
        slotsRight += right
        if intentRight, right == gold.slots.count, right == found.count { sentencesRight += 1 }
    }

    private static func key(_ name: String, _ text: String) -> String {
        name + "\u{0}" + Tokenizer.normalized(text)
    }

    private func ratio(_ part: Int, _ whole: Int) -> Double { whole > 0 ? Double(part) / Double(whole) : 0 }
}
