import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

/// Money as people outside the United States write it: other countries' dollars ("A$30") and pence.
struct ValuesWorldDollarsAndPenceTests {
    let recognizer = BuiltInValueRecognizer()

    /// NB: "A$30" was read as $1.30 ("a" dollar, thirty cents), "NZ$20" as US dollars.
    @Test(arguments: [
        ("A$30", MoneyValue(amount: .exact(30), currency: "AUD")),
        ("AU$12.50", MoneyValue(amount: .exact(12.5), currency: "AUD")),
        ("NZ$20", MoneyValue(amount: .exact(20), currency: "NZD")),
        ("C$15", MoneyValue(amount: .exact(15), currency: "CAD")),
        ("CA$15", MoneyValue(amount: .exact(15), currency: "CAD")),
        ("HK$100", MoneyValue(amount: .exact(100), currency: "HKD")),
        ("S$8", MoneyValue(amount: .exact(8), currency: "SGD")),
        ("US$4", MoneyValue(amount: .exact(4), currency: "USD")),
        ("3.14US$", MoneyValue(amount: .exact(3.14), currency: "USD")),
    ])
    func prefixedDollarsAreTheirCountrys(text: String, expected: MoneyValue) {
        #expect(recognizer.value(.money, of: text) == .money(expected))
    }

    /// NB: "30 dollars australian" and "50 dollars canadian" were the person's own dollars with a
    /// word left over.
    @Test(arguments: [
        ("30 dollars australian", MoneyValue(amount: .exact(30), currency: "AUD")),
        ("50 dollars canadian", MoneyValue(amount: .exact(50), currency: "CAD")),
        ("a dollar canadian", MoneyValue(amount: .exact(1), currency: "CAD")),
        ("20 pounds sterling", MoneyValue(amount: .exact(20), currency: "GBP")),
        ("15 new zealand dollars", MoneyValue(amount: .exact(15), currency: "NZD")),
        ("100 dollars hong kong", MoneyValue(amount: .exact(100), currency: "HKD")),
    ])
    func theCountryMayFollowTheDollars(text: String, expected: MoneyValue) {
        #expect(recognizer.value(.money, of: text) == .money(expected))
    }

    /// The amounts an action is given: in the currency said, whatever the person's own.
    @Test func anAmountIsInTheCurrencySaid() {
        let reader = BuiltInValueReader()
        #expect(
            reader.value(of: "10 pence", as: .currency, context: .init(locale: "en_US"))
                == .currency(CurrencyAmount(amount: 0.1, code: "GBP")))
        #expect(
            reader.value(of: "A$30", as: .currency, context: .init(locale: "en_US"))
                == .currency(CurrencyAmount(amount: 30, code: "AUD")))
        #expect(
            reader.value(of: "30 dollars australian", as: .currency, context: .init(locale: "en_US"))
                == .currency(CurrencyAmount(amount: 30, code: "AUD")))
    }

    /// NB: "pay bob 20 dinars" sent twenty dollars: a name several countries' currencies share
    /// was the person's own currency. It is the locale's when it has one of that name.
    @Test(arguments: [
        ("20 dinars", "en_US", "KWD"), ("20 dinars", "ar_JO", "JOD"), ("5 dirhams", "en_US", "AED"),
        ("5 dirhams", "ar_MA", "MAD"), ("10 riyals", "en_GB", "SAR"), ("10 riyals", "ar_QA", "QAR"),
        ("3 rials", "en_US", "OMR"), ("20 bucks", "en_US", "USD"),
    ])
    func aCurrencyNameSharedByCountriesIsNoneOfTheLocales(text: String, locale: String, code: String) {
        let amount = BuiltInValueReader().value(of: text, as: .currency, context: .init(locale: locale))
        guard case .currency(let read)? = amount else {
            Issue.record("\(text) read as \(String(describing: amount))")
            return
        }
        #expect(read.code == code, "\(text) in \(locale)")
    }

    @Test func anArticleBeforeADollarSignIsNoCountry() {
        let found = recognizer.values(in: "buy a $30 gift")
        #expect(found.contains { $0.value == .money(MoneyValue(amount: .exact(30), currency: "$")) })
    }

    /// NB: "10 pence" was ten cents of the person's own currency, "50p" no money at all.
    @Test(arguments: [
        ("10 pence", 0.1), ("fifty pence", 0.5), ("50p", 0.5), ("a penny", 0.01), ("10p", 0.1),
    ])
    func penceAreHundredthsOfAPound(text: String, pounds: Double) {
        #expect(recognizer.value(.money, of: text) == .money(MoneyValue(amount: .exact(pounds), currency: "GBP")))
    }

    /// "10p" is a time where one is asked for, pence where money is; a pound and pence stay one amount.
    @Test func penceKeepTheirOtherReadings() {
        guard case .time(let time)? = recognizer.value(.time, of: "10p"), case .instant(let point) = time.kind else {
            Issue.record("10p is no time")
            return
        }
        #expect(point.local.hour == 22)
        #expect(
            recognizer.value(.money, of: "3 GBP 1 pence") == .money(MoneyValue(amount: .exact(3.01), currency: "GBP")))
        #expect(recognizer.value(.money, of: "10 cents") == .money(MoneyValue(amount: .exact(10), currency: "cent")))
    }
}
