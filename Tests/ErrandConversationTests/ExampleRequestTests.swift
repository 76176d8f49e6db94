import ErrandCatalog
import Testing

@testable import ErrandConversation

/// What help tells a person to say: the plainest request an app's phrases stand for.
struct ExampleRequestTests {
    static func app(_ id: String) throws -> AppDefinition {
        try #require(ExampleApps.catalog.apps.first { $0.id == id })
    }

    @Test func aPhraseIsSaidWithItsFirstWaysAndAListedValue() throws {
        // "order [a] [{size}] {coffee}": the optional word said, the optional slot not, the
        // coffee by its first value as a sentence says it.
        #expect(ExampleRequest.sentence(for: try Self.app(CoffeeApp.id)) == "order a latte")
        // "(send|write) [a] (message|text) …": the first way of each choice.
        #expect(ExampleRequest.sentence(for: try Self.app(MessagesApp.id)) == "send a message")
    }

    /// Words any text could be (a message, a name) would have to be made up: no example.
    @Test func aSlotOfAnyWordsGivesNoExample() throws {
        var messages = try Self.app(MessagesApp.id)
        for index in messages.actions.indices { messages.actions[index].phrases = ["text {recipients} {content}"] }
        #expect(ExampleRequest.sentence(for: messages) == nil)
    }
}
