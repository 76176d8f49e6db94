import ArgumentParser
import Dispatch
import ErrandLanguage
import Foundation

/// `errand eval snips`: trains the statistical model on Snips benchmark data and measures it.
public struct EvalSnips: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snips",
        abstract: "Train the intent model on Snips benchmark data and report its accuracy and speed.",
        discussion: """
            DIR holds one JSON file per intent in the Snips NLU benchmark format. With --holdout N \
            instead of --test, the last N utterances of each intent in --train are held out as the \
            test set and the model trains on the rest (the development split). With --slips SEED each \
            test utterance is typed with one typing slip first, and the figures are given also \
            without respelling, to measure how much of what is understood survives a slip.
            """
    )

    @Option(help: "The directory of training files.")
    var train: String

    @Option(help: "The directory of test files.")
    var test: String?

    @Option(help: "Hold out the last N utterances of each training intent as the test set.")
    var holdout: Int?

    @Option(help: "Save the trained model to this file.")
    var saveModel: String?

    @Option(help: "Training threads (0: all processors).")
    var threads = 0

    @Option(help: "Passes of the slot taggers' training.")
    var taggerEpochs = IntentModelTrainer.Configuration().taggerEpochs

    @Option(help: "The share of tokens whose own word features the perceptron hides in each step.")
    var wordDropout = IntentModelTrainer.Configuration().taggerWordDropout

    @Option(help: "Passes of the intent classifier's training.")
    var classifierEpochs = IntentModelTrainer.Configuration().classifierEpochs

    @Option(help: "The intent classifier's AdaGrad step size.")
    var learningRate = IntentModelTrainer.Configuration().classifierLearningRate

    @Option(help: "Folds of the gazetteer jackknife (1: none).")
    var folds = IntentModelTrainer.Configuration().gazetteerFolds

    @Option(help: "The seed of every training shuffle.")
    var seed = IntentModelTrainer.Configuration().seed

    @Option(help: "Write every utterance the model got wrong, with gold and predicted readings, to this file.")
    var errors: String?

    @Option(help: "Time every test utterance this many times (latency is over all runs).")
    var repetitions = 1

    @Option(
        help: ArgumentHelp(
            "Type each test utterance with one typing slip chosen by this seed, and score it also without respelling.",
            discussion: "A letter left out, doubled, struck beside or swapped, in a word of four letters or more."))
    var slips: UInt64?

    @Flag(help: "Print the figures as a JSON object before the summary line.")
    var json = false

    public init() {}

    public func validate() throws {
        guard (test == nil) != (holdout == nil) else {
            throw ValidationError("give either --test DIR or --holdout N")
        }
        if let holdout, holdout < 1 { throw ValidationError("--holdout must be at least 1, not \(holdout)") }
    }

    public func run() throws {
        let trainSet = try SnipsDataset(directory: URL(fileURLWithPath: train))
        for repair in trainSet.repairs { writeError("repaired: \(repair)") }
        var training = trainSet.examples
        var testing: [TrainingExample]
        if let test {
            let testSet = try SnipsDataset(directory: URL(fileURLWithPath: test))
            for repair in testSet.repairs { writeError("repaired: \(repair)") }
            testing = testSet.examples
        } else {
            (training, testing) = Self.split(training, holdingOut: holdout ?? 0)
        }
        if let slips {
            var generator = SplitMix(seed: slips)
            testing = testing.map { TypingSlip.typed($0, using: &generator) }
        }

        let trainer = IntentModelTrainer(
            configuration: .init(
                taggerEpochs: taggerEpochs,
                taggerWordDropout: wordDropout, classifierEpochs: classifierEpochs,
                classifierLearningRate: learningRate,
                gazetteerFolds: folds, seed: seed, threads: threads))
        // The benchmark is a catalog like any app's: one action per intent, the slot names as
        // its parameters, the training utterances as its marked examples. The same Understander
        // that serves every catalog trains on it and answers the test utterances.
        let catalog = SnipsCatalog.catalog(from: training)
        let start = DispatchTime.now().uptimeNanoseconds
        let understander = try Understander.trained(
            on: catalog,
            configuration: Understander.Configuration(training: trainer.configuration, maximumTrainingExamples: .max))
        let trainSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard let model = understander.model else { throw ValidationError("the training directory has no utterances") }
        if let saveModel { try OutputFile.write(model.serialized(), toPath: saveModel, option: "--save-model") }

        let context = UnderstandingContext()
        for example in testing.prefix(50) { _ = understander.interpretations(of: example.text, context: context) }
        var score = SnipsScore()
        var mistakes: [String] = []
        var latencies: [Double] = []
        latencies.reserveCapacity(testing.count)
        for example in testing {
            let begin = DispatchTime.now().uptimeNanoseconds
            let understanding = understander.interpretations(of: example.text, context: context)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e3)
            for _ in 1..<max(repetitions, 1) {
                let again = DispatchTime.now().uptimeNanoseconds
                _ = understander.interpretations(of: example.text, context: context)
                latencies.append(Double(DispatchTime.now().uptimeNanoseconds - again) / 1e3)
            }
            let before = score.sentencesRight
            score.add(gold: example, interpretation: understanding.best)
            if errors != nil, score.sentencesRight == before {
                mistakes.append(Self.describe(gold: example, predicted: understanding.best.map(IntentPrediction.init)))
            }
        }
        if let errors {
            try OutputFile.write(Data(mistakes.joined(separator: "\n").utf8), toPath: errors, option: "--errors")
        }
        // The same model without respelling, on the same slipped sentences: what respelling adds.
        var unrespelled: SnipsScore?
        if slips != nil {
            var configuration = understander.configuration
            configuration.respellsSlips = false
            let plain = try Understander(catalog: catalog, model: model, configuration: configuration)
            var plainScore = SnipsScore()
            for example in testing {
                plainScore.add(
                    gold: example, interpretation: plain.interpretations(of: example.text, context: context).best)
            }
            unrespelled = plainScore
        }
        latencies.sort()
        let p50 = LatencySamples.percentile(latencies, 0.50)
        let p99 = LatencySamples.percentile(latencies, 0.99)

        if json {
            var figures: [String: Any] = [
                "train_utterances": training.count, "test_utterances": testing.count,
                "intents": model.intents.count, "intent_accuracy": score.intentAccuracy,
                "slot_precision": score.slotPrecision, "slot_recall": score.slotRecall, "slot_f1": score.slotF1,
                "sentence_accuracy": score.sentenceAccuracy, "train_seconds": trainSeconds,
                "p50_us": p50, "p99_us": p99, "intent_calibration_error": score.calibrationError,
            ]
            if let unrespelled, let slips {
                figures["slips_seed"] = slips
                figures["without_respelling"] = [
                    "intent_accuracy": unrespelled.intentAccuracy, "slot_f1": unrespelled.slotF1,
                    "sentence_accuracy": unrespelled.sentenceAccuracy,
                ]
            }
            let data = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(
                "trained on \(training.count) utterances of \(model.intents.count) intents in \(fixed(trainSeconds, 2)) s"
            )
            print("tested on \(testing.count) utterances")
            print("intent accuracy   \(fixed(score.intentAccuracy, 4))")
            print(
                "slots             precision \(fixed(score.slotPrecision, 4)) recall \(fixed(score.slotRecall, 4))"
                    + " F1 \(fixed(score.slotF1, 4))")
            print("sentence accuracy \(fixed(score.sentenceAccuracy, 4))")
            print("intent confidence calibration error \(fixed(score.calibrationError, 4))")
            print("parse latency     p50 \(fixed(p50, 1)) µs, p99 \(fixed(p99, 1)) µs")
            if let unrespelled {
                print(
                    "without respelling: intent accuracy \(fixed(unrespelled.intentAccuracy, 4)), slot F1 "
                        + "\(fixed(unrespelled.slotF1, 4)), sentence accuracy \(fixed(unrespelled.sentenceAccuracy, 4))"
                )
            }
        }
        print(
            "snips: intent_acc=\(fixed(score.intentAccuracy, 4)) slot_f1=\(fixed(score.slotF1, 4))"
                + " sentence_acc=\(fixed(score.sentenceAccuracy, 4)) train_s=\(fixed(trainSeconds, 2))"
                + " p50_us=\(fixed(p50, 1)) p99_us=\(fixed(p99, 1))"
                + (unrespelled.map { " unrespelled_intent_acc=\(fixed($0.intentAccuracy, 4))" } ?? ""))
    }

    /// The training and test sets of a development split: the last `count` utterances of each
    /// intent are held out.
    static func split(_ examples: [TrainingExample], holdingOut count: Int) -> ([TrainingExample], [TrainingExample]) {
        var byIntent: [String: [TrainingExample]] = [:]
        var order: [String] = []
        for example in examples {
            if byIntent[example.intent] == nil { order.append(example.intent) }
            byIntent[example.intent, default: []].append(example)
        }
        var training: [TrainingExample] = []
        var testing: [TrainingExample] = []
        for intent in order {
            let all = byIntent[intent] ?? []
            let cut = max(0, all.count - count)
            training += all[..<cut]
            testing += all[cut...]
        }
        return (training, testing)
    }

    /// One wrong reading as two lines: the gold labels and the prediction.
    static func describe(gold: TrainingExample, predicted: IntentPrediction?) -> String {
        let characters = Array(gold.text)
        let expected = gold.slots.map {
            "\($0.name)=\"\(String(characters[$0.characters.clamped(to: 0..<characters.count)]))\""
        }
        let found = predicted?.slots.map { "\($0.name)=\"\($0.text)\"" } ?? []
        return "\(gold.text.trimmingCharacters(in: .whitespacesAndNewlines))\n  gold \(gold.intent) "
            + expected.joined(separator: " ") + "\n  got  \(predicted?.intent ?? "-") "
            + String(format: "%.2f ", predicted?.probability ?? 0) + found.joined(separator: " ")
    }

}
