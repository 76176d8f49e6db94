import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// A guess of the model that leaves words unread has them respelled wherever they stand: "delete
/// the milk taks", guessed as cancelling an event "milk" with "taks" unread, is "delete the milk
/// task". Before, only unread words before the first value were respelled, so the guess stood.
/// A reading the model is sure of keeps its unread words after its values as said ("oat milk"
/// is named, not respelled). A value the model tagged that is no value of its type is respelled
/// however sure the model is: "braething" of "start a braething session" is no workout, but a
/// slip of the breathing app's word.
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

    @Test func aValueOfTheModelNotOfItsTypeIsRespelled() throws {
        let understander = try #require(UnderstanderTests.understander)
        let reading = Interpretation(
            app: "com.example.stride", action: "StartWorkout",
            parameters: ["workout": UnderstoodValue(value: .string("braething"), text: "braething", offsets: 8..<17)],
            confidence: understander.configuration.guessConfidence + 0.1, source: .model)
        #expect(understander.respellingScope(of: Understanding(interpretations: [reading])) == .within([8..<17]))
    }
}
