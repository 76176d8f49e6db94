import ErrandLanguage
import Testing

struct ModelTests {
    static let model: IntentModel? = try? IntentModelTrainer().train(
        ModelFixtures.training, gazetteers: ["city": ["oslo", "cape town", "paris"]])

    @Test func understandsHeldOutRequestsWithNewValues() throws {
        let model = try #require(Self.model)
        var intentsRight = 0
        var slotsRight = 0
        var wrong: [String] = []
        let heldOut = ModelFixtures.heldOut
        for example in heldOut {
            let best = try #require(model.predictions(for: example.text).first)
            if best.intent == example.intent { intentsRight += 1 }
            let characters = Array(example.text)
            let expected = Set(example.slots.map { "\($0.name)=\(String(characters[$0.characters]))" })
            let found = Set(best.slots.map { "\($0.name)=\($0.text)" })
            if found == expected { slotsRight += 1 } else { wrong.append("\(example.text): \(found.sorted())") }
        }
        #expect(intentsRight == heldOut.count)
        #expect(Double(slotsRight) >= 0.9 * Double(heldOut.count), "slots wrong in \(wrong)")
    }

    @Test func slotValuesPointAtTheirWords() throws {
        let model = try #require(Self.model)
        let text = "Please, order a LARGE cortado!"
        let best = try #require(model.predictions(for: text).first)
        #expect(best.intent == "OrderCoffee")
        let drink = try #require(best.slots.first { $0.name == "drink" })
        #expect(drink.text == "cortado")
        #expect(String(Array(text)[drink.characters]) == "cortado")
        let tokens = Tokenizer.tokens(of: text)
        #expect(tokens[drink.tokens].map(\.text) == ["cortado"])
        #expect(best.slots.contains { $0.name == "size" && $0.text == "LARGE" })
    }

    @Test func gazetteerValuesHelpUnseenMultiWordValues() throws {
        let model = try #require(Self.model)
        let best = try #require(model.predictions(for: "will it rain in cape town tomorrow").first)
        #expect(best.intent == "GetWeather")
        #expect(best.slots.map(\.text) == ["cape town"])
    }

    @Test func probabilitiesAreRankedAndSumToAtMostOne() throws {
        let model = try #require(Self.model)
        let predictions = model.predictions(for: "play nina simone", limit: 4, minimumProbability: 0)
        #expect(predictions.count == 4)
        #expect(predictions.map(\.probability) == predictions.map(\.probability).sorted(by: >))
        let total = predictions.map(\.probability).reduce(0, +)
        #expect(abs(total - 1) < 1e-6)
        #expect(predictions[0].intent == "PlayMusic" && predictions[0].probability > 0.5)
    }

    @Test(arguments: ["", "   ", "?!...", "\u{0}\u{1}"])
    func textWithoutWordsHasNoPrediction(_ text: String) throws {
        let model = try #require(Self.model)
        #expect(model.predictions(for: text).isEmpty)
    }

    @Test func otherScriptsAndLongInputStillGiveARanking() throws {
        let model = try #require(Self.model)
        #expect(model.predictions(for: "закажи кофе 咖啡").count >= 1)
        let long = String(repeating: "play the beatles in the kitchen ", count: 500)
        let best = try #require(model.predictions(for: long).first)
        #expect(best.intent == "PlayMusic")
    }

    @Test func trainingWithoutExamplesIsAnError() {
        #expect(throws: ModelTrainingError.self) { try IntentModelTrainer().train([]) }
        #expect(throws: ModelTrainingError.self) {
            try IntentModelTrainer().train([TrainingExample(text: "...", intent: "Nothing")])
        }
    }

    @Test func intentsAndSlotsKeepTheirNames() throws {
        let model = try #require(Self.model)
        #expect(model.intents == ["OrderCoffee", "SetTimer", "PlayMusic", "GetWeather"])
        #expect(model.slots(of: "PlayMusic") == ["artist", "room"])
        #expect(model.slots(of: "Unknown").isEmpty)
    }
}
