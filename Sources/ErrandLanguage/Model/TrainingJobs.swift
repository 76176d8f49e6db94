import Foundation

/// What one training job produced.
enum TrainingResult: Sendable {
    case classifier(IntentClassifier)
    case tagger(SlotTagger?)
}

/// The results of parallel training jobs, each stored in its own place so the model does not
/// depend on which thread finished first, and the counter threads claim jobs from.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [TrainingResult?]
    private var claimed = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// Stores the result of job `job`.
    func set(_ job: Int, _ result: TrainingResult) {
        lock.withLock { results[job] = result }
    }

    /// The results, in job order.
    var values: [TrainingResult?] { lock.withLock { results } }

    /// The next unclaimed job below `count`, or `nil` when all are claimed.
    func claim(below count: Int) -> Int? {
        lock.withLock {
            guard claimed < count else { return nil }
            claimed += 1
            return claimed - 1
        }
    }
}

/// A training example tokenised once, with what every stage of training needs from it.
struct PreparedExample: Sendable {
    let text: String
    let tokens: [Token]
    /// The units the tagger labels.
    let units: [TaggingUnit]
    /// The word hashes of the units.
    let words: [UInt64]
    /// The example's slot values as gazetteer entries.
    let slotEntries: [GazetteerMatcher.Entry]

    init(_ example: TrainingExample) {
        let tokens = Tokenizer.tokens(of: example.text)
        let units = TaggingUnit.units(of: tokens, in: example.text)
        let words = TaggerFeatures.wordHashes(of: units)
        text = example.text
        self.tokens = tokens
        self.units = units
        self.words = words
        var entries: [GazetteerMatcher.Entry] = []
        for span in example.slots {
            let covered = units.indices.filter {
                let offsets = units[$0].offsets
                return span.characters.lowerBound < offsets.upperBound
                    && offsets.lowerBound < span.characters.upperBound
            }
            entries.append(GazetteerMatcher.Entry(slot: span.name, words: covered.map { words[$0] }))
        }
        slotEntries = entries
    }
}
