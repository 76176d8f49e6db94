import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// `errand eval slips`: the requests to the example apps, typed with slips, are read as their
/// action far more often with respelling than without — and respelling makes no request to no
/// app into an action.
struct SlipEvaluationTests {
    static let corpus = TestData.repositoryRoot.appendingPathComponent("Tests/Fixtures/Requests/example-apps.tsv")

    @Test func respellingReadsSlippedRequestsAsTheirAction() throws {
        let requests = try SlipEvaluation.requests(in: String(contentsOf: Self.corpus, encoding: .utf8), file: "corpus")
        let report = try SlipEvaluation.run(
            requests, understander: try #require(ExampleApps.understander), context: UnderstandingContext(),
            variants: 3, seed: 1)
        let actions = report.toActions
        #expect(actions.asTyped.rate == 1)
        #expect(actions.slipped.rate >= 0.95)
        #expect(actions.slipped.rate >= actions.slippedWithoutRespelling.rate + 0.05)
        #expect(actions.slipped.wrong <= actions.slippedWithoutRespelling.wrong)
        #expect(report.toNone.asTyped.total > 0)
        // Requests to no app are not read as the nearest action ("tell me the time" as a message
        // to "me"); one still is ("read my email" as the inbox list).
        #expect(report.toNone.asTyped.wrong <= 1)
        #expect(report.toNone.slipped.wrong <= report.toNone.slippedWithoutRespelling.wrong)
    }

    /// With no variants each request is read as typed alone, and one read wrong is listed as
    /// read as typed.
    @Test func requestsCanBeReadAsTypedAlone() throws {
        let requests = try SlipEvaluation.requests(
            in: "none\tstart a run\ncom.example.coffee OrderCoffee\torder a latte", file: "requests.tsv")
        let report = try SlipEvaluation.run(
            requests, understander: try #require(ExampleApps.understander), context: UnderstandingContext(),
            variants: 0, seed: 1)
        #expect(report.toActions.asTyped.right == 1)
        #expect(report.toNone.asTyped.wrong == 1)
        #expect(report.toActions.slipped.total == 0)
        #expect(report.latencies.count == 0)
        let miss = try #require(report.misses.first)
        #expect(report.misses.count == 1)
        #expect(miss.typed == "start a run")
        #expect(!miss.slipped)
        #expect(miss.read == "com.example.workouts StartWorkout")
    }

    @Test func aSlipLeavesTheFirstLetterAndMovesTheValuesAfterIt() {
        var generator = SplitMix(seed: 3)
        let example = TrainingExample(
            text: "play kind of blue loudly", intent: "",
            slots: [SlotSpan(name: "media", characters: 5..<17), SlotSpan(name: "volume", characters: 18..<24)])
        for _ in 0..<50 {
            let typed = TypingSlip.typed(example, using: &generator)
            let words = typed.text.split(separator: " ")
            #expect(words.count == 5)
            #expect(zip(words, example.text.split(separator: " ")).allSatisfy { $0.first == $1.first })
            #expect(abs(typed.text.count - example.text.count) <= 1)
            let characters = Array(typed.text)
            // The last slot still ends at the end, and covers its word as typed.
            #expect(typed.slots[1].characters.upperBound == characters.count)
            #expect(characters[typed.slots[0].characters].first == "k")
        }
    }

    @Test(arguments: [
        ("com.example.coffee OrderCoffee order a latte", 1),  // no tab
        ("# fine\n\ncom.example.coffee\torder a latte", 3),  // no action
        ("none\t", 1),
    ])
    func aMalformedLineIsNamedWithItsNumber(text: String, line: Int) {
        #expect {
            _ = try SlipEvaluation.requests(in: text, file: "requests.tsv")
        } throws: { error in
            "\(error)".contains("requests.tsv:\(line): expected")
        }
    }

    @Test func requestsToNoAppAreRead() throws {
        let requests = try SlipEvaluation.requests(
            in: "none\twhat's the weather\ncom.example.coffee OrderCoffee\torder a latte", file: "requests.tsv")
        #expect(requests.map(\.expected) == ["none", "com.example.coffee OrderCoffee"])
    }
}
