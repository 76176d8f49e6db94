import ErrandCatalog
import Testing

@testable import ErrandConversation

/// The word an action's phrases say before a parameter, which an answer to that parameter's
/// question is read after ("bob for pizza", to "Who do you want to pay?", as "… to bob for
/// pizza").
struct IntroducingWordTests {
    @Test func theWordBeforeAParameterIsTheMostCommonOneThatIsNoVerb() throws {
        let pay = try #require(ExampleApps.catalog.action(named: "SendPayment", in: PaymentsApp.id))
        // NB: "pay {payee} back" starts with its verb: "pay" introduces no payee.
        #expect(ConversationEngine.introducingWord(of: "payee", in: pay) == "to")
        #expect(ConversationEngine.introducingWord(of: "note", in: pay) == "for")
        let made = ActionDefinition(
            id: "Book", title: "Book", phrases: ["book {table} at {place}", "(reserve|book) {table} at {place}"])
        #expect(ConversationEngine.introducingWord(of: "place", in: made) == "at")
        #expect(ConversationEngine.introducingWord(of: "table", in: made) == nil)
    }
}
