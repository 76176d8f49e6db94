import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// A polite ask the phrases do not write is the request it asks for: "i'd love a coffee" was not
/// understood (or rated a song "love"), and "would you mind ordering a large latte" was not either.
struct PoliteAsksReadingTests {
    static let context = NewcomerConversationTests.screen

    static func best(_ text: String) throws -> Interpretation {
        let engine = try SharedUnderstanders.exampleEngine()
        return try #require(engine.bestInterpretation(of: text, context: Self.context, pending: nil))
    }

    @Test(arguments: ["i'd love a coffee", "i would love a large latte", "would you mind ordering a large latte"])
    func aPoliteAskForCoffeeOrdersIt(text: String) throws {
        #expect(try Self.best(text).action == "OrderCoffee")
    }

    @Test func aPoliteAskKeepsItsValues() throws {
        let reading = try Self.best("would you mind texting bob that i'm running late")
        #expect(reading.action == "SendMessage")
        #expect(reading.parameters["content"]?.text == "i'm running late")
    }

    @Test func aWishInAMessageIsTheMessage() throws {
        let reading = try Self.best("text bob that i'd love to come")
        #expect(reading.action == "SendMessage")
        #expect(reading.parameters["content"]?.text == "i'd love to come")
    }
}
