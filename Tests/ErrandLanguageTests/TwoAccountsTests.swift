import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// An action with two parameters of one type, the app's accounts (`Examples/payments.yaml`:
/// "move {amount} [from {from}] [to {to}]"), reads the account said after "to" as where the
/// money goes, with the words around its name: "to the rainy day fund" moved money from it,
/// since any end of the words after "to" named an account of its own ("the", or "the rainy")
/// and the listed name left over went to the other one. "money" says what the amount is, not
/// how much, and the account is still read.
struct TwoAccountsTests {
    static let understander: Understander? = {
        let path = TestData.repositoryRoot.appendingPathComponent("Examples/payments.yaml").path
        return (try? ManifestLoader().load(paths: [path]).catalog).flatMap { try? Understander.trained(on: $0) }
    }()

    static func best(_ text: String) throws -> Interpretation {
        let understander = try #require(understander)
        return try #require(understander.interpretations(of: text, context: HourIsNoCountTests.context).best)
    }

    static let rainyDay = Value.entity(EntityReference(type: "Account", id: "rainy-day", title: "Rainy day fund"))

    @Test(arguments: [
        "move 50 dollars to the rainy day fund", "move 50 dollars to my rainy day fund",
        "move 50 dollars to rainy day fund", "move 50 dollars to the rainy day",
    ])
    func theAccountAfterToIsWhereTheMoneyGoes(text: String) throws {
        let reading = try Self.best(text)
        #expect(reading.action == "MoveMoney")
        #expect(reading.parameters["to"]?.value == Self.rainyDay)
        #expect(reading.parameters["from"] == nil)
        #expect(reading.parameters["amount"]?.value == .currency(CurrencyAmount(amount: 50, code: "USD")))
    }

    @Test func anAmountAloneNamesNoAccount() throws {
        let reading = try Self.best("move 50 dollars")
        #expect(reading.parameters["from"] == nil)
        #expect(reading.parameters["to"] == nil)
    }

    @Test(arguments: ["move money to the rainy day fund", "move money to rainy day fund"])
    func moneyIsNoAmount(text: String) throws {
        let reading = try Self.best(text)
        #expect(reading.action == "MoveMoney")
        #expect(reading.parameters["amount"] == nil)
        #expect(reading.parameters["to"]?.value == Self.rainyDay)
        #expect(reading.parameters["from"] == nil)
    }

    /// The app's vocabulary says the fund is also the "rainy day pot".
    @Test func aVocabularySynonymNamesTheAccount() throws {
        let reading = try Self.best("move 50 dollars to the rainy day pot")
        #expect(reading.parameters["to"]?.value == Self.rainyDay)
        #expect(reading.parameters["from"] == nil)
    }
}
