import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// Trains on part of the shared Snips `train-300` set and checks accuracy floors on the rest.
struct SnipsBenchmarkTests {
    @Test func aModelTrainedOnSnipsUnderstandsHeldOutQueries() throws {
        let directory = TestData.shared.appendingPathComponent("data/snips/train-300")
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        let examples = try SnipsDataset(directory: directory).examples
        // Every fifth utterance is held out; the model trains on the other four fifths.
        let training = examples.enumerated().filter { $0.offset % 5 != 0 }.map(\.element)
        let heldOut = examples.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        let model = try IntentModelTrainer(configuration: .init(taggerEpochs: 6, classifierEpochs: 8)).train(training)
        var score = SnipsScore()
        for example in heldOut { score.add(gold: example, predicted: model.predictions(for: example.text).first) }
        #expect(score.count == 420)
        #expect(score.intentAccuracy >= 0.97, "intent accuracy \(score.intentAccuracy)")
        #expect(score.slotF1 >= 0.86, "slot F1 \(score.slotF1)")
        #expect(score.sentenceAccuracy >= 0.70, "sentence accuracy \(score.sentenceAccuracy)")
    }

    @Test func slotsCountWhenNameAndNormalisedTextMatch() {
        let gold = TrainingExample(
            text: "book for nov. 3", intent: "BookRestaurant", slots: [SlotSpan(name: "timeRange", characters: 9..<15)])
        var score = SnipsScore()
        let right = SlotValue(name: "timeRange", text: "Nov 3", tokens: 2..<5, characters: 9..<15)
        score.add(gold: gold, predicted: IntentPrediction(intent: "BookRestaurant", probability: 0.9, slots: [right]))
        #expect(score.slotF1 == 1 && score.sentenceAccuracy == 1)
        let wrongName = SlotValue(name: "date", text: "nov. 3", tokens: 2..<5, characters: 9..<15)
        score.add(
            gold: gold, predicted: IntentPrediction(intent: "BookRestaurant", probability: 0.9, slots: [wrongName]))
        #expect(score.slotsRight == 1 && score.goldSlots == 2 && score.predictedSlots == 2)
        #expect(score.sentenceAccuracy == 0.5)
        score.add(gold: gold, predicted: nil)
        #expect(score.intentAccuracy == 2.0 / 3.0)
    }

    @Test func calibrationErrorIsTheGapBetweenConfidenceAndAccuracy() {
        let gold = TrainingExample(text: "play jazz", intent: "PlayMusic")
        var score = SnipsScore()
        for intent in ["PlayMusic", "PlayMusic", "PlayMusic", "AddToPlaylist"] {
            score.add(gold: gold, predicted: IntentPrediction(intent: intent, probability: 0.75, slots: []))
        }
        #expect(abs(score.calibrationError) < 1e-9)
        score.add(gold: gold, predicted: IntentPrediction(intent: "PlayMusic", probability: 0.35, slots: []))
        #expect(abs(score.calibrationError - 0.65 / 5) < 1e-9)
    }
}
