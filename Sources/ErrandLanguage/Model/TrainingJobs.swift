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
