import ErrandLanguage
import Foundation
import Testing

/// Numbers, ordinals, durations, money, temperatures and percentages, read from whole texts.
struct ValuesQuantityTests {
    let recognizer = BuiltInValueRecognizer()

    @Test(arguments: [
        ("forty two", 42.0), ("3.5k", 3500), ("negative seven", -7), ("one thousand two hundred and five", 1205),
        ("2 lakh", 200_000), ("seven and a half", 7.5), ("a dozen", 12), ("1,250,000", 1_250_000), ("0.5", 0.5),
        ("nine hundred ninety-nine", 999), ("four crore", 40_000_000), ("3/4", 0.75), ("ten million", 10_000_000),
        ("2 1/4", 2.25), ("one point two five", 1.25),
    ])
    func readsNumbers(text: String, expected: Double) {
        #expect(recognizer.value(.number, of: text) == .number(expected))
    }

    /// NB: "2 hundred" was the number 2, "hundred" left over.
    @Test(arguments: [
        ("2 hundred", 200.0), ("3 thousand", 3000), ("2 hundred thousand", 200_000), ("1.5 hundred", 150),
        ("12 hundred", 1200),
    ])
    func digitsBeforeAScaleWordAreScaled(text: String, expected: Double) {
        #expect(recognizer.value(.number, of: text) == .number(expected))
        #expect(
            recognizer.value(.money, of: text + " dollars")
                == .money(MoneyValue(amount: .exact(expected), currency: "$"))
        )
    }

    @Test(arguments: [
        ("3rd", 3), ("twenty-first", 21), ("eleventh", 11), ("sixty fourth", 64), ("100th", 100),
        ("two hundred and fifth", 205),
    ])
    func readsOrdinals(text: String, expected: Int) {
        #expect(recognizer.value(.ordinal, of: text) == .ordinal(expected))
    }

    @Test(arguments: [
        ("1 hour and 30 seconds", 3630.0, TimeGrain.second), ("an hour and a half", 90, .minute),
        ("one and three quarters hour", 105, .minute), ("3 days", 3, .day), ("half a minute", 30, .second),
        ("2 weeks and 1 day", 15, .day), ("six months", 6, .month), ("a year and a half", 18, .month),
    ])
    func readsDurations(text: String, value: Double, unit: TimeGrain) {
        #expect(recognizer.value(.duration, of: text) == .duration(DurationValue(value: value, unit: unit)))
    }

    @Test func durationsKnowTheirSeconds() {
        #expect(DurationValue(value: 90, unit: .minute).seconds == 5400)
        #expect(DurationValue(value: 2, unit: .month).seconds == nil)
    }

    @Test(arguments: [
        ("$2.50", MoneyValue(amount: .exact(2.5), currency: "$")),
        ("fifteen dollars", MoneyValue(amount: .exact(15), currency: "$")),
        ("EUR 20", MoneyValue(amount: .exact(20), currency: "EUR")),
        ("3 cents", MoneyValue(amount: .exact(3), currency: "cent")),
        ("between 5 and 10 euros", MoneyValue(amount: .between(5, 10), currency: "EUR")),
        ("under 20 dollars", MoneyValue(amount: .atMost(20), currency: "$")),
        ("at least £7", MoneyValue(amount: .atLeast(7), currency: "£")),
        // NB: "convert 20 quid to dollars" converted $20: the word was unread.
        ("20 quid", MoneyValue(amount: .exact(20), currency: "£")),
        ("12 swiss francs", MoneyValue(amount: .exact(12), currency: "CHF")),
    ])
    func readsMoney(text: String, expected: MoneyValue) {
        #expect(recognizer.value(.money, of: text) == .money(expected))
    }

    @Test(arguments: [
        ("70 degrees fahrenheit", TemperatureValue(amount: .exact(70), unit: .fahrenheit)),
        ("-2°C", TemperatureValue(amount: .exact(-2), unit: .celsius)),
        ("five degrees below zero", TemperatureValue(amount: .exact(-5), unit: .degree)),
        ("from 18 to 21 celsius", TemperatureValue(amount: .between(18, 21), unit: .celsius)),
    ])
    func readsTemperatures(text: String, expected: TemperatureValue) {
        #expect(recognizer.value(.temperature, of: text) == .temperature(expected))
    }

    @Test(arguments: [("15%", 15.0), ("fifteen percent", 15), ("2.5 per cent", 2.5)])
    func readsPercentages(text: String, expected: Double) {
        #expect(recognizer.value(.percentage, of: text) == .percentage(expected))
    }

    @Test(arguments: ["minutes", "in days", "secretary", "a few words about nothing"])
    func findsNoDurationWithoutANumberAndAUnit(text: String) {
        #expect(recognizer.values(in: text, dimensions: [.duration]).isEmpty)
    }

    @Test func findsValuesInsideASentenceWithTheirWords() throws {
        let recognizer = BuiltInValueRecognizer(
            configuration: ValueRecognitionConfiguration(
                now: Date(timeIntervalSince1970: 1_709_716_500), timeZone: TimeZone(secondsFromGMT: 3600) ?? .current))
        let text = "remind me tomorrow at 7 pm to pay $2.50"
        let found = recognizer.values(in: text)
        #expect(found.map(\.dimension) == [.time, .money])
        #expect(found.map(\.text) == ["tomorrow at 7 pm", "$2.50"])
        let money = try #require(found.last)
        #expect(money.offsets == 34..<39)
        let tokens = Tokenizer.tokens(of: text)
        #expect(tokens[money.tokenRange].map(\.text) == ["$", "2.50"])
        #expect(recognizer.value(.money, spanning: money.tokenRange, of: tokens) == money.value)
    }

    @Test(arguments: [
        ("play the third song", [ValueDimension.ordinal], ["third"]),
        ("set a timer for 2 hours", [.duration], ["2 hours"]),
        ("add a dozen apples", [.number], ["a dozen"]),
        ("wait a second", [.duration], ["a second"]),
        ("book a table for four at 8 pm", [.number, .time], ["four", "at 8 pm"]),
    ])
    func readsEachValueOfASentenceOnce(text: String, dimensions: [ValueDimension], words: [String]) {
        let found = recognizer.values(in: text)
        #expect(found.map(\.dimension) == dimensions)
        #expect(found.map(\.text) == words)
    }

    @Test func asksWhetherATokenSpanIsAValue() {
        let tokens = Tokenizer.tokens(of: "set a timer for twenty five minutes please")
        #expect(
            recognizer.value(.duration, spanning: 4..<7, of: tokens)
                == .duration(DurationValue(value: 25, unit: .minute)))
        #expect(recognizer.value(.duration, spanning: 3..<7, of: tokens) == nil)
        #expect(recognizer.value(.number, spanning: 4..<6, of: tokens) == .number(25))
        #expect(recognizer.value(.number, spanning: 5..<99, of: tokens) == nil)
    }
}
