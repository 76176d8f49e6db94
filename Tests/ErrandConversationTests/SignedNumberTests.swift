import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// A number said with its minus sign is the negative number said, and is refused in words where
/// it cannot be: "order -3 lattes" ordered three lattes, "pay bob -5 dollars" sent five dollars,
/// and "minus" was read as a payee. The guidelines' resolve step asks again for a value the app
/// can't use, saying why.
struct SignedNumberTests {
    static func reading(_ text: String) throws -> Interpretation? {
        try SharedUnderstanders.examples().interpretations(
            of: text, context: UnderstandingContext(now: TranscriptReplayer.defaultNow, timeZone: .current)
        ).best
    }

    @Test(arguments: [
        ("order -3 lattes", "quantity", Value.integer(-3), "-3"),
        ("order \u{2212}3 lattes", "quantity", .integer(-3), "\u{2212}3"),
        ("pay bob -5 dollars", "amount", .currency(CurrencyAmount(amount: -5, code: "USD")), "-5 dollars"),
        ("pay bob minus 5 dollars", "amount", .currency(CurrencyAmount(amount: -5, code: "USD")), "minus 5 dollars"),
    ])
    func aNumberSaidWithItsSignIsNegative(text: String, name: String, value: Value, words: String) throws {
        let reading = try #require(try Self.reading(text))
        #expect(reading.parameters[name]?.value == value)
        #expect(reading.parameters[name]?.text == words)
        #expect(reading.unreadWords.isEmpty)
    }

    /// The sign is read with the number, not as a name, nor as the end of one.
    @Test func theSignIsNoPartOfAName() throws {
        let reading = try #require(try Self.reading("pay bob minus 5 dollars"))
        #expect(reading.parameters["payee"]?.value == .person(Person(name: "Bob")))
    }

    /// A hyphen between two numbers is a range, and a hyphen standing apart is no sign.
    @Test(arguments: ["order 2-3 lattes", "order - 3 lattes"])
    func aHyphenThatIsNoSign(text: String) throws {
        let reading = try Self.reading(text)
        if case .integer(let number)? = reading?.parameters["quantity"]?.value { #expect(number > 0) }
    }

    @Test(arguments: [
        ("order -3 lattes", "The quantity must be between one and ten. How many?"),
        ("pay bob -5 dollars", "The amount must be between one cent and five hundred dollars. How much?"),
    ])
    func aNegativeValueIsRefusedByItsBounds(text: String, speech: String) async throws {
        let engine = try UsualRequestTests.engine(nil)
        #expect(await UsualRequestTests.say(text, to: engine) == speech)
    }

    /// A length of time or an amount of money is never negative, unless the app's minimum says
    /// it may be (`Tests/Fixtures/Preview/chime.yaml`, whose timer has no bounds).
    @Test func aNegativeQuantityIsRefusedWithoutBounds() async throws {
        let (_, response) = try await NewcomerWholeAnswerTests.conversation("chime", ["set a timer for -5 minutes"])
        #expect(response.speech == "The duration can't be negative. For how long?")
    }
}
