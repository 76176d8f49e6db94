import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// Words that say how much, vaguely, before a phrase's own word for the money ("(give|pay)
/// {payee} [some] (money|cash)") are no part of the person's name: "give amy a bit of money" paid
/// "Amy A Bit of"; the amount is still to ask.
struct VagueAmountBeforeMoneyTests {
    @Test(arguments: [
        ("give amy a bit of money", "amy"), ("pay bob a bit of cash", "bob"), ("pay bob a little cash", "bob"),
        ("pay bob some money", "bob"),
    ])
    func theVagueAmountIsNoPartOfTheName(text: String, payee: String) throws {
        let reading = try #require(try TextAfterAnUnreadValueTests.reading(text))
        #expect(reading.action == "SendPayment", "\(text)")
        #expect(reading.parameters["payee"]?.text == payee, "\(text)")
        #expect(reading.parameters["amount"] == nil, "\(text)")
    }
}
