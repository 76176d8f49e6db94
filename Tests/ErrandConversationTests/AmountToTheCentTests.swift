import ErrandCatalog
import Testing

@testable import ErrandConversation

/// An amount is handled as it is said and confirmed, to the cent: "pay bob 3.339 dollars" was
/// confirmed as three dollars thirty-four and sent 3.339 (the voice newcomer pass). The
/// guidelines ask to confirm a task with financial impact; what is confirmed is what is done.
struct AmountToTheCentTests {
    @Test(arguments: [(3.339, 3.34), (3.333, 3.33), (9.999, 10.0), (12.5, 12.5)])
    func anAmountIsTakenToTheCent(said: Double, taken: Double) throws {
        let app = try #require(ExampleApps.catalog.app(PaymentsApp.id))
        let amount = try #require(app.actions.first { $0.id == "SendPayment" }?.parameter(named: "amount"))
        let checked = ResolutionRules.check(.currency(CurrencyAmount(amount: said, code: "USD")), for: amount, app: app)
        guard case .success(.currency(let money)) = checked else {
            Issue.record("refused: \(checked)")
            return
        }
        #expect(money.amount == taken)
    }
}
