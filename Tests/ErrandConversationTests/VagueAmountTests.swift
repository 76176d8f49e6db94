import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// Money said without how much ("a few bucks", "some cash") is a payment whose amount is asked,
/// to the person named: "send bob a few bucks" was a payment of an amount "bob a few bucks", to
/// nobody, and "send bob some bucks" paid a contact called "Bob Some Bucks".
struct VagueAmountTests {
    @Test(arguments: ["send bob a few bucks", "send bob some bucks", "send bob a bit of cash", "send bob some dollars"])
    func aVagueAmountIsAskedOfThePersonNamed(text: String) throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let reading = try #require(
            engine.bestInterpretation(of: text, context: PoliteAsksReadingTests.context, pending: nil))
        #expect(reading.action == "SendPayment")
        #expect(reading.parameters["payee"]?.text == "bob")
        #expect(reading.parameters["amount"] == nil)
    }

    @Test func anAmountSaidIsStillRead() throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let reading = try #require(
            engine.bestInterpretation(of: "send bob 5 bucks", context: PoliteAsksReadingTests.context, pending: nil))
        #expect(reading.parameters["amount"]?.value == .currency(CurrencyAmount(amount: 5, code: "USD")))
    }
}
