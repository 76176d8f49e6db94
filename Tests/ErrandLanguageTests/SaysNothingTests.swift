import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// Text the model tags for a text parameter that is only function words or the action's own
/// words is no value the person gave: "make it quick" at a payment's confirmation adds no note
/// "it", and "send money to bob" no note "money".
struct SaysNothingTests {
    static let pay = ActionDefinition(
        id: "SendPayment", title: "Send payment",
        parameters: [ParameterDefinition(id: "note", title: "Note", type: .string)],
        phrases: ["(send|pay) {payee} [some] (money|cash)", "pay {payee} {amount} [for {note}]"])

    @Test(arguments: ["it", "money", "some money", "for it", "the cash"])
    func wordsOfNothingAreNoValue(text: String) {
        #expect(Understander.saysNothing(text, to: Self.pay))
    }

    @Test(arguments: ["pizza", "lunch money", "it's for rent"])
    func otherWordsAreAValue(text: String) {
        #expect(!Understander.saysNothing(text, to: Self.pay))
    }

    /// An action taught by many phrases or annotated examples has no words of its own, and its
    /// values may be function words ("now" is a time range): every text is a value.
    @Test func anActionOfManySentencesTakesEveryText() {
        var phrased = Self.pay
        phrased.phrases += (0..<Understander.ownWordsPhraseLimit).map { "play pop song \($0)" }
        var taught = Self.pay
        taught.examples = (0..<Understander.ownWordsPhraseLimit).map { "what's the weather [now](time) \($0)" }
        for many in [phrased, taught] {
            #expect(!Understander.saysNothing("pop", to: many))
            #expect(!Understander.saysNothing("now", to: many))
        }
    }
}
