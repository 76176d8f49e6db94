import Testing

@testable import ErrandLanguage

/// The classifier visits its examples in an order fixed by each example's words, not by where it
/// stands: a phrase added to one action leaves every other example in the same order, so the
/// model's guesses at requests the phrase has nothing to do with move little. (Ordered by
/// position, adding the phrase "how many things are on my … list" to the to-do app moved the
/// model's best guess for 205 of 1,687 requests; ordered by words, for 40.)
struct TrainingOrderTests {
    static let examples = (0..<200).map { TrainingExample(text: "order \($0) lattes", intent: "OrderCoffee") }

    @Test func addingExamplesKeepsTheOthersInTheirOrder() {
        let added = [TrainingExample(text: "how many tasks do i have", intent: "ShowTasks")]
        let before = TrainingOrder.order(of: TrainingOrder.keys(of: Self.examples), seed: 7)
        let after = TrainingOrder.order(of: TrainingOrder.keys(of: added + Self.examples), seed: 7)
        // The old examples stand one further on in the new list.
        #expect(after.filter { $0 > 0 }.map { $0 - 1 } == before)
    }

    @Test func eachEpochsSeedGivesAnotherOrder() {
        let keys = TrainingOrder.keys(of: Self.examples)
        #expect(TrainingOrder.order(of: keys, seed: 1) != TrainingOrder.order(of: keys, seed: 2))
        #expect(Set(TrainingOrder.order(of: keys, seed: 1)) == Set(keys.indices))
    }

    @Test func theSameSentenceTwiceIsVisitedTwiceInItsOrder() {
        let twice = [Self.examples[0], Self.examples[1], Self.examples[0]]
        let order = TrainingOrder.order(of: TrainingOrder.keys(of: twice), seed: 3)
        #expect(order.sorted() == [0, 1, 2])
        #expect(order.firstIndex(of: 0)! < order.firstIndex(of: 2)!)
    }

    /// The classifier learns the same from the same examples, whatever their places in the list
    /// (the first of each intent kept first, which fixes the intents' order).
    @Test func theClassifierDoesNotDependOnWhereExamplesStand() throws {
        let coffee = ["order a latte", "a large mocha please", "get me a cappuccino", "one flat white", "latte to go"]
        let music = ["play some jazz", "put on kind of blue", "play the next song", "shuffle my music", "resume music"]
        let examples =
            coffee.map { TrainingExample(text: $0, intent: "OrderCoffee") }
            + music.map { TrainingExample(text: $0, intent: "PlayMedia") }
        var moved = examples
        moved[1...].reverse()
        moved.swapAt(1, moved.firstIndex { $0.text == "play some jazz" }!)
        let trainer = IntentModelTrainer(configuration: .init(taggerEpochs: 1, classifierEpochs: 5, threads: 1))
        let first = try trainer.train(examples).predictions(for: "play a latte", limit: 2)
        let second = try trainer.train(moved).predictions(for: "play a latte", limit: 2)
        #expect(first.map(\.intent) == second.map(\.intent))
        #expect(zip(first, second).allSatisfy { abs($0.probability - $1.probability) < 1e-6 })
    }
}
