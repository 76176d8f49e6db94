import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// `min` and `max` of money are in one currency: the default's, else the person's own. An
/// amount in another is refused, as there is nothing to compare it with: a limit of 500 took
/// €400 and ¥400 alike, and refused €600 as "at most €500", as if every currency were one.
struct MoneyBoundsTests {
    static func app(_ fields: String) throws -> AppDefinition {
        let source = """
            app: com.example.till
            name: Till
            actions:
              Tip:
                title: Tip
                category: order
                parameters:
                  amount: { type: currency, title: Amount, required: true, \(fields) }
            """
        return try #require(ManifestLoader().loadApp(source: source, file: "till.yaml").app)
    }

    static func check(_ amount: Double, _ code: String, _ app: AppDefinition, own: String?) -> String? {
        guard let parameter = app.action(named: "Tip")?.parameter(named: "amount") else { return "none" }
        let value = Value.currency(CurrencyAmount(amount: amount, code: code))
        switch ResolutionRules.check(value, for: parameter, app: app, currency: own) {
        case .success: return nil
        case .failure(let refusal): return refusal.sentence
        }
    }

    @Test func anAmountInTheBoundsCurrencyIsCompared() throws {
        let app = try Self.app("min: 1, max: 500")
        #expect(Self.check(400, "USD", app, own: "USD") == nil)
        #expect(Self.check(600, "USD", app, own: "USD") == "The amount must be between $1 and $500.")
        #expect(Self.check(400, "EUR", app, own: "EUR") == nil)
    }

    @Test func anAmountInAnotherCurrencyIsRefusedWithTheBoundsInTheirs() throws {
        let app = try Self.app("min: 1, max: 500")
        let refusal = "Sorry, I can only take the amount in US dollars: it must be between $1 and $500."
        #expect(Self.check(600, "EUR", app, own: "USD") == refusal)
        #expect(Self.check(400, "EUR", app, own: "USD") == refusal)
        #expect(Self.check(40_000, "JPY", app, own: "USD") == refusal)
        #expect(
            Self.check(600, "USD", try Self.app("max: 500"), own: "GBP")
                == "Sorry, I can only take the amount in pounds sterling: it must be at most £500.")
    }

    @Test func aDefaultSaysTheBoundsCurrency() throws {
        let app = try Self.app("min: 1, max: 50, default: 5 EUR")
        #expect(Self.check(20, "EUR", app, own: "USD") == nil)
        #expect(
            Self.check(20, "USD", app, own: "USD")
                == "Sorry, I can only take the amount in euros: it must be between €1 and €50.")
    }

    @Test func boundsWrittenWithACurrencyAreInIt() throws {
        let app = try Self.app("min: 1 EUR, max: 50 EUR")
        let parameter = try #require(app.action(named: "Tip")?.parameter(named: "amount"))
        #expect(parameter.maximum == 50)
        #expect(Self.check(20, "EUR", app, own: "USD") == nil)
        #expect(Self.check(60, "EUR", app, own: "USD") == "The amount must be between €1 and €50.")
        let refusal = "Sorry, I can only take the amount in euros: it must be between €1 and €50."
        #expect(Self.check(20, "USD", app, own: "USD") == refusal)
        #expect(Self.check(20, "USD", app, own: nil) == refusal)
    }

    @Test func boundsInTwoCurrenciesAreALocatedError() {
        let source = """
            app: com.example.till
            name: Till
            actions:
              Tip:
                title: Tip
                category: order
                parameters:
                  amount: { type: currency, title: Amount, min: 1 EUR, max: 50 USD }
                  change: { type: currency, title: Change, max: 50 USD, default: 5 EUR }
            """
        let diagnostics = ManifestLoader().loadApp(source: source, file: "till.yaml").diagnostics
        #expect(
            diagnostics.map(\.message) == [
                "min and max are in two currencies; write both in EUR",
                "the default is in EUR, min and max in USD; write them in one currency",
            ])
        #expect(
            diagnostics.map(\.path) == ["actions.Tip.parameters.amount.max", "actions.Tip.parameters.change.default"])
    }

    @Test func anUnboundedAmountIsTakenInAnyCurrency() throws {
        let app = try Self.app("prompt: How much?")
        #expect(Self.check(600, "EUR", app, own: "USD") == nil)
    }
}
