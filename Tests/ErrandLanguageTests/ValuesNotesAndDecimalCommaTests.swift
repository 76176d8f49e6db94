import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// "a fiver", "a tenner", "2 grand", "€1,50": notes by their nicknames, thousands and amounts
/// with a decimal comma.
struct ValuesNotesAndDecimalCommaTests {
    let recognizer = BuiltInValueRecognizer()

    /// NB: "a fiver" was "Sorry, I can't use a fiver as the amount."
    @Test func notesByTheirNicknamesAreInThePersonsCurrency() {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "a fiver", as: .currency, context: .init(locale: "en_GB"))
                == .currency(CurrencyAmount(amount: 5, code: "GBP")))
        #expect(
            reader.value(of: "a tenner", as: .currency, context: .init(locale: "en_US"))
                == .currency(CurrencyAmount(amount: 10, code: "USD")))
    }

    /// "2 grand" is two thousand in the person's own currency, said after a number only: "a
    /// grand piano" is no money. It was two dollars, with "grand" not understood.
    @Test func grandsAreThousandsAfterANumber() {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "2 grand", as: .currency, context: .init(locale: "en_US"))
                == .currency(CurrencyAmount(amount: 2000, code: "USD")))
        #expect(
            reader.value(of: "five grand", as: .currency, context: .init(locale: "en_GB"))
                == .currency(CurrencyAmount(amount: 5000, code: "GBP")))
        #expect(recognizer.value(.money, of: "a grand piano") == nil)
    }

    /// NB: "€1,50" and "1,50 euro" found nothing.
    @Test(arguments: [
        ("€1,50", MoneyValue(amount: .exact(1.5), currency: "EUR")),
        ("1,50 euro", MoneyValue(amount: .exact(1.5), currency: "EUR")),
        ("12,99 €", MoneyValue(amount: .exact(12.99), currency: "EUR")),
        ("1,500 euros", MoneyValue(amount: .exact(1500), currency: "EUR")),
        ("$1,000", MoneyValue(amount: .exact(1000), currency: "$")),
    ])
    func aDecimalCommaIsReadWithACurrency(text: String, expected: MoneyValue) {
        #expect(recognizer.value(.money, of: text) == .money(expected))
    }

    /// NB: "1.000,50 €" and "€1.000,50" found nothing, "1.000 euros" was one euro.
    @Test(arguments: [
        ("1.000,50 €", MoneyValue(amount: .exact(1000.5), currency: "EUR")),
        ("€1.000,50", MoneyValue(amount: .exact(1000.5), currency: "EUR")),
        ("1.000 euros", MoneyValue(amount: .exact(1000), currency: "EUR")),
        ("€2.500.000", MoneyValue(amount: .exact(2_500_000), currency: "EUR")),
        ("12.345,67 EUR", MoneyValue(amount: .exact(12345.67), currency: "EUR")),
        ("1.500 zloty", MoneyValue(amount: .exact(1500), currency: "PLN")),
    ])
    func dotsBetweenThousandsAreReadWithADecimalComma(text: String, expected: MoneyValue) {
        #expect(recognizer.value(.money, of: text) == .money(expected))
    }

    /// A dot stays a decimal point beside a currency written so, and in a number alone.
    @Test func aDotIsADecimalPointElsewhere() {
        #expect(recognizer.value(.money, of: "$1.000") == .money(MoneyValue(amount: .exact(1), currency: "$")))
        #expect(recognizer.value(.money, of: "2.50 euros") == .money(MoneyValue(amount: .exact(2.5), currency: "EUR")))
        #expect(recognizer.value(.money, of: "€0.500") == .money(MoneyValue(amount: .exact(0.5), currency: "EUR")))
        #expect(recognizer.value(.number, of: "1.000") == .number(1))
    }

    @Test func aCommaWithoutACurrencyIsNoDecimal() {
        #expect(recognizer.value(.number, of: "1,50") == nil)
    }
}
