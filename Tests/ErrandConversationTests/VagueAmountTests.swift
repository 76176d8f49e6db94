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

    /// A word for money after a number says how much with it: "pay 20 dollars for pizza" was a
    /// payment to "20", its amount still to ask.
    @Test(arguments: [("send bob 5 bucks", 5.0), ("pay 20 dollars for pizza", 20), ("send 20 bucks to bob", 20)])
    func anAmountSaidIsStillRead(text: String, amount: Double) throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let reading = try #require(
            engine.bestInterpretation(of: text, context: PoliteAsksReadingTests.context, pending: nil))
        #expect(reading.parameters["amount"]?.value == .currency(CurrencyAmount(amount: amount, code: "USD")))
        #expect(reading.parameters["payee"]?.text != "20")
    }
}
