/// A trained statistical model of a set of intents: a classifier that ranks the intents and,
/// for each intent, a tagger that finds its slot values.
///
/// Models come from `IntentModelTrainer` or from a saved file (`IntentModel(contentsOf:)`).
/// They are immutable and `Sendable`: one model serves any number of threads.
///
/// ```swift
/// let model = try IntentModelTrainer().train(examples, gazetteers: ["artist": ["Paul Landers"]])
/// for prediction in model.predictions(for: "play paul landers") {
///     print(prediction.intent, prediction.probability, prediction.slots.map(\.text))
/// }
/// ```
public struct IntentModel: Sendable {
    let classifier: IntentClassifier
    /// One tagger per intent, in `intents` order; `nil` for an intent without slots.
    let taggers: [SlotTagger?]
    /// The known slot values: every value of the training examples and of the given gazetteers.
    let gazetteer: GazetteerMatcher

    /// The intents the model knows, in the order they were first seen in training.
    public var intents: [String] { classifier.intents }

    /// The slot names of `intent`, sorted; empty for an unknown intent or one without slots.
    public func slots(of intent: String) -> [String] {
        guard let index = intents.firstIndex(of: intent) else { return [] }
        return taggers[index]?.slots ?? []
    }

    /// The readings of `text`, most probable first.
    ///
    /// Every intent whose probability is at least `minimumProbability` is returned (at most
    /// `limit`, and always the most probable one), each with the slot values its tagger finds.
    /// Text without any word or number gives no prediction.
    ///
    /// - Complexity: O(n · (f · K + t · f · L)) for n tokens, K intents and t tagged intents
    ///   with L labels; microseconds for a spoken request.
    public func predictions(for text: String, limit: Int = 3, minimumProbability: Double = 0.05) -> [IntentPrediction] {
        predictions(for: text, tokens: Tokenizer.tokens(of: text), limit: limit, minimumProbability: minimumProbability)
    }

    /// The readings of `text` whose tokens the caller already has (`Tokenizer.tokens(of: text)`),
    /// so an understander that tokenises once does not pay for it twice.
    public func predictions(
        for text: String, tokens: [Token], limit: Int = 3, minimumProbability: Double = 0.05
    ) -> [IntentPrediction] {
        guard tokens.contains(where: \.isWordLike), limit > 0 else { return [] }
        var input = TaggingInput(text: text, tokens: tokens, gazetteer: gazetteer)
        let probabilities = classifier.probabilities(of: IntentClassifier.features(of: tokens, marks: input.marks))
        let chosen = Self.best(limit, of: probabilities).enumerated().filter {
            $0.offset == 0 || probabilities[$0.element] >= minimumProbability
        }

        var result: [IntentPrediction] = []
        for (_, intent) in chosen {
            var slots: [SlotValue] = []
            if let tagger = taggers[intent] {
                slots = input.values(from: tagger)
            }
            result.append(IntentPrediction(intent: intents[intent], probability: probabilities[intent], slots: slots))
        }
        return result
    }
}

extension IntentModel {
    /// The indices of the `count` highest probabilities, highest first (ties: lower index first).
    ///
    /// - Complexity: O(K · count): a partial selection, not a sort of all K intents.
    static func best(_ count: Int, of probabilities: [Double]) -> [Int] {
        var best: [Int] = []
        best.reserveCapacity(count + 1)
        for index in probabilities.indices {
            guard best.count < count || probabilities[index] > probabilities[best[best.count - 1]] else { continue }
            var place = best.count
            while place > 0, probabilities[best[place - 1]] < probabilities[index] { place -= 1 }
            best.insert(index, at: place)
            if best.count > count { best.removeLast() }
        }
        return best
    }
}

/// An utterance prepared once for tagging by any number of intents' taggers.
struct TaggingInput {
    let text: String
    let units: [TaggingUnit]
    let words: [UInt64]
    let marks: GazetteerMatcher.Marks
    /// The tagger's feature keys, made when a tagger first needs them.
    private var features: (keys: [UInt64], starts: [Int])?

    init(text: String, tokens: [Token], gazetteer: GazetteerMatcher) {
        self.text = text
        units = TaggingUnit.units(of: tokens, in: text)
        words = TaggerFeatures.wordHashes(of: units)
        marks = gazetteer.marks(of: words)
    }

    /// The slot values `tagger` finds, located in the original text.
    mutating func values(from tagger: SlotTagger) -> [SlotValue] {
        guard !units.isEmpty else { return [] }
        let features =
            self.features
            ?? {
                let all = TaggerFeatures.keys(
                    text: text, units: units, words: words, marks: marks)
                return (all.keys, all.starts)
            }()
        self.features = features
        let (rows, rowStarts) = tagger.rows(keys: features.keys, starts: features.starts)
        let labels = tagger.labels(rows: rows, starts: rowStarts)
        return SlotTagger.spans(of: labels).map { span in
            let first = units[span.positions.lowerBound]
            let last = units[span.positions.upperBound - 1]
            return SlotValue(
                name: tagger.slots[span.slot], text: String(text[first.range.lowerBound..<last.range.upperBound]),
                tokens: first.token..<(last.token + 1),
                characters: first.offsets.lowerBound..<last.offsets.upperBound)
        }
    }
}
