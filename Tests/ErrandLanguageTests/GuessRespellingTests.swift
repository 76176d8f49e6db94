import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// A guess of the model that leaves words unread has them respelled wherever they stand: "delete
/// the milk taks", guessed as cancelling an event "milk" with "taks" unread, is "delete the milk
/// task". Before, only unread words before the first value were respelled, so the guess stood.
/// A reading the model is sure of keeps its unread words after its values as said ("oat milk"
/// is named, not respelled).
struct GuessRespellingTests {
    static func reading(confidence: Double) -> Understanding {
        let guess = Interpretation(
            app: "com.example.calendar", action: "CancelEvent",
            parameters: ["event": UnderstoodValue(value: .string("milk"), text: "milk", offsets: 11..<15)],
            confidence: confidence, source: .model, unreadWords: [UnreadWords(text: "taks", offsets: 16..<20)])
        return Understanding(interpretations: [guess])
    }

    @Test func theUnreadWordsOfAGuessAreRespelledWhereverTheyStand() throws {
        let understander = try #require(UnderstanderTests.understander)
        let guess = understander.configuration.guessConfidence - 0.1
        #expect(understander.respellingScope(of: Self.reading(confidence: guess)) == .within([16..<20]))
    }

    @Test func theUnreadWordsAfterTheValuesOfASureReadingAreNot() throws {
        let understander = try #require(UnderstanderTests.understander)
        let sure = understander.configuration.guessConfidence + 0.1
        #expect(understander.respellingScope(of: Self.reading(confidence: sure)) == nil)
    }
}
