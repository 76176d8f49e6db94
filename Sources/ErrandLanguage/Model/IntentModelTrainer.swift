import Dispatch
import Foundation

/// Trains an `IntentModel` from labelled utterances and lists of known slot values.
///
/// Training is deterministic: the same examples, gazetteers and configuration always give the
/// same model, bit for bit, whatever the number of threads. The classifier and the taggers of
/// the intents train in parallel; each is trained alone from fixed seeds and orders.
///
/// Gazetteer features are jackknifed: each training utterance sees only the values of the
/// utterances in the other folds (plus the given gazetteers), so the tagger learns how far to
/// trust a known value the way it will meet one at run time, where values are often new.
///
/// ```swift
/// let trainer = IntentModelTrainer(configuration: .init(taggerEpochs: 10))
/// let model = try trainer.train(examples, gazetteers: ["playlist": ["road trip", "chill"]])
/// ```
public struct IntentModelTrainer: Sendable {
    /// Settings of training; the defaults suit a few hundred to a few thousand utterances per intent.
    public struct Configuration: Sendable, Hashable {
        /// Passes of the averaged perceptron over each intent's utterances.
        public var taggerEpochs = 20
        /// The share of tokens whose own word features the perceptron hides in each training
        /// step, so the tagger also learns from context, shape and the gazetteer — what it has
        /// to go on for a value it never saw.
        public var taggerWordDropout = 0.2
        /// Passes of stochastic gradient descent for the intent classifier.
        public var classifierEpochs = 15
        /// AdaGrad's base step size for the intent classifier.
        public var classifierLearningRate: Float = 0.05
        /// The classifier's L2 penalty per step.
        public var classifierL2: Float = 1e-6
        /// Folds of the gazetteer jackknife; 1 turns it off (every utterance sees every value).
        public var gazetteerFolds = 5
        /// The seed of every shuffle.
        public var seed: UInt64 = 0x4572_7261_6e64
        /// Threads to train on; 0 uses every active processor.
        public var threads = 0

        public init(
            taggerEpochs: Int = 20, taggerWordDropout: Double = 0.2,
            classifierEpochs: Int = 15, classifierLearningRate: Float = 0.05,
            classifierL2: Float = 1e-6, gazetteerFolds: Int = 5, seed: UInt64 = 0x4572_7261_6e64, threads: Int = 0
        ) {
            self.taggerEpochs = taggerEpochs
            self.classifierEpochs = classifierEpochs
            self.taggerWordDropout = taggerWordDropout
            self.classifierLearningRate = classifierLearningRate
            self.classifierL2 = classifierL2
            self.gazetteerFolds = gazetteerFolds
            self.seed = seed
            self.threads = threads
        }
    }

    /// The settings this trainer uses.
    public var configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// A model of the intents of `examples`, with `gazetteers` (slot name → known values) as
    /// extra knowledge for the taggers.
    ///
    /// - Throws: `ModelTrainingError` when there is no example or an example has no words.
    /// - Complexity: linear in the number of examples and epochs.
    public func train(_ examples: [TrainingExample], gazetteers: [String: [String]] = [:]) throws -> IntentModel {
        guard !examples.isEmpty else { throw ModelTrainingError.noExamples() }
        let prepared = examples.map(PreparedExample.init)
        if let index = prepared.firstIndex(where: { $0.units.isEmpty }) {
            throw ModelTrainingError.noWords(in: examples[index].text, at: index)
        }
        let (intents, intentIndex) = Self.intents(of: examples)
        let membersByIntent = examples.indices.reduce(into: Array(repeating: [Int](), count: intents.count)) {
            $0[intentIndex[examples[$1].intent] ?? 0].append($1)
        }
        let keys = TrainingOrder.keys(of: examples)
        let matchers = Self.gazetteers(prepared, given: gazetteers, folds: configuration.gazetteerFolds)
        // NB: each example sees the gazetteer of the other folds (the jackknife), in the
        // classifier as in the taggers.
        let marks = prepared.indices.map { matchers.folds[$0 % matchers.folds.count].marks(of: prepared[$0].words) }

        let configuration = self.configuration
        let results = ResultBox(count: intents.count + 1)
        // NB: job 0, the classifier, is the longest; it starts first so the taggers fill the other threads.
        let work: @Sendable (Int) -> Void = { job in
            if job == 0 {
                let samples = prepared.indices.map {
                    (
                        IntentClassifier.features(of: prepared[$0].tokens, marks: marks[$0]),
                        intentIndex[examples[$0].intent] ?? 0
                    )
                }
                let training = IntentClassifier.Training(
                    epochs: configuration.classifierEpochs, learningRate: configuration.classifierLearningRate,
                    l2: configuration.classifierL2, seed: configuration.seed)
                results.set(
                    job,
                    .classifier(
                        IntentClassifier.trained(intents: intents, samples: samples, keys: keys, training: training)))
                return
            }
            let intent = job - 1
            let members = membersByIntent[intent]
            let slots = Set(members.flatMap { examples[$0].slots.map(\.name) }).sorted()
            guard !slots.isEmpty else { return results.set(job, .tagger(nil)) }
            let samples = members.map { index in
                let example = prepared[index]
                let (keys, starts, identities) = TaggerFeatures.keys(
                    text: example.text, units: example.units, words: example.words,
                    marks: marks[index])
                let labels = SlotTagger.goldLabels(
                    units: example.units, spans: examples[index].slots, slots: slots)
                return SlotTagger.Sample(keys: keys, starts: starts, identities: identities, labels: labels)
            }
            let seed = FeatureHash.combine(configuration.seed, FeatureHash.of(intents[intent]))
            let tagger = SlotTagger.trained(
                slots: slots, samples: samples, epochs: configuration.taggerEpochs,
                wordDropout: configuration.taggerWordDropout, seed: seed)
            results.set(job, .tagger(tagger))
        }
        Self.run(jobs: intents.count + 1, threads: configuration.threads, work)

        var classifier: IntentClassifier?
        var taggers: [SlotTagger?] = Array(repeating: nil, count: intents.count)
        for (job, result) in results.values.enumerated() {
            switch result {
            case .classifier(let trained): classifier = trained
            case .tagger(let tagger): taggers[job - 1] = tagger
            case nil: break
            }
        }
        guard let classifier else { throw ModelTrainingError.noExamples() }
        return IntentModel(classifier: classifier, taggers: taggers, gazetteer: matchers.full)
    }

    /// The intents in order of first appearance, and the index of each.
    static func intents(of examples: [TrainingExample]) -> ([String], [String: Int]) {
        var intents: [String] = []
        var index: [String: Int] = [:]
        for example in examples where index[example.intent] == nil {
            index[example.intent] = intents.count
            intents.append(example.intent)
        }
        return (intents, index)
    }

    /// The full gazetteer, and one per fold holding the given values and the values of the
    /// examples outside that fold (example i is in fold i mod folds).
    static func gazetteers(_ examples: [PreparedExample], given: [String: [String]], folds: Int)
        -> (full: GazetteerMatcher, folds: [GazetteerMatcher])
    {
        var givenEntries: [GazetteerMatcher.Entry] = []
        for slot in given.keys.sorted() {
            for value in given[slot] ?? [] {
                let words = TaggerFeatures.wordHashes(ofValue: value)
                givenEntries.append(GazetteerMatcher.Entry(slot: slot, words: words))
            }
        }
        let exampleEntries = examples.map(\.slotEntries)
        let full = GazetteerMatcher(entries: givenEntries + exampleEntries.joined())
        guard folds > 1 else { return (full, [full]) }
        let foldMatchers = (0..<folds).map { fold in
            GazetteerMatcher(
                entries: givenEntries
                    + exampleEntries.indices.filter { $0 % folds != fold }.flatMap { exampleEntries[$0] })
        }
        return (full, foldMatchers)
    }

    /// Runs `jobs` jobs on up to `threads` threads (0: all processors), each job once.
    private static func run(jobs: Int, threads: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let width = min(jobs, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount)
        guard width > 1 else {
            for job in 0..<jobs { work(job) }
            return
        }
        let next = ResultBox(count: 0)
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while let job = next.claim(below: jobs) { work(job) }
        }
    }
}
