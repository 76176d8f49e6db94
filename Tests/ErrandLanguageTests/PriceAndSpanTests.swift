import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// Values read the way people say them where an action wants them: an amount as a price
/// ("twelve fifty" is 12.50, not fifty or sixty-two), and a span of time as a start and a
/// length ("from 2 to 4pm" lasts two hours).
struct PriceAndSpanTests {
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_795_942_800), timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func currency(_ text: String) -> Double? {
        guard case .currency(let amount)? = BuiltInValueReader().value(of: text, as: .currency, context: context)
        else { return nil }
        return amount.amount
    }

    @Test(
        arguments: [
            ("twelve fifty", 12.5), ("five twenty five", 5.25), ("4 99", 4.99), ("nineteen ninety nine", 19.99),
            ("twenty five", 25), ("twelve hundred", 1200), ("1250", 1250), ("$12.50", 12.5), ("two dollars fifty", 2.5),
        ] as [(String, Double)])
    func anAmountIsReadAsAPriceWhenItIsNoSingleNumber(text: String, amount: Double) {
        #expect(Self.currency(text) == amount, "\(text)")
    }

    @Test func priceWordsNeedDollarsAndCentsOfTwoDigits() {
        let number = { (words: String) -> Double? in ["five": 5, "twelve": 12, "hundred": 100, "three": 3][words] }
        #expect(PriceWords.amount(in: "twelve five", number: number) == nil)
        #expect(PriceWords.amount(in: "hundred twelve", number: number) == nil)
        #expect(PriceWords.amount(in: "twelve", number: number) == nil)
    }

    @Test(
        arguments: [
            ("tomorrow from 2 to 4pm", 7200.0), ("friday 10am to 11:30am", 5400.0), ("from 11pm to 1am", 7200.0),
            ("tomorrow 9 to 5", 28800.0),
        ] as [(String, Double)])
    func aSpanWithBothEndsHasALength(text: String, seconds: Double) {
        #expect(BuiltInValueReader().span(of: text, context: Self.context) == seconds, "\(text)")
    }

    @Test(arguments: ["tomorrow at 2", "friday", "next week", "this weekend", "from 2 to 3"])
    func otherTimesHaveNone(text: String) {
        #expect(BuiltInValueReader().span(of: text, context: Self.context) == nil, "\(text)")
    }
}
