import ErrandCatalog
import ErrandLanguage
import Testing

/// "One" after "the first" or "the other" stands for the thing said before, and is never a value
/// of its own: a matcher divides side-by-side wildcards by words alone, and "reply to the first
/// one" was a reply saying "one" to someone called "the first".
struct OneAfterItsWordTests {
    static let catalog = Catalog(apps: [
        AppDefinition(
            id: "com.example.chat", name: "Chat",
            actions: [
                ActionDefinition(
                    id: "Reply", title: "Reply", category: .share,
                    parameters: [
                        ParameterDefinition(id: "recipient", title: "To", type: .person),
                        ParameterDefinition(id: "content", title: "Message", type: .string, isRequired: true),
                    ],
                    phrases: ["reply [to {recipient}] [saying] {content}", "reply [to {recipient}]"])
            ])
    ])

    static func best(_ text: String) throws -> Interpretation? {
        try Understander(catalog: catalog, model: nil).interpretations(of: text, context: UnderstandingContext()).best
    }

    @Test(arguments: ["reply to the first one", "reply to the other one", "reply to the last ones"])
    func oneStaysWithTheWordBeforeIt(text: String) throws {
        let reading = try #require(try Self.best(text))
        let said = try #require(text.split(separator: " ").dropFirst(2).joined(separator: " ") as String?)
        #expect(reading.parameters["recipient"]?.text == said)
        #expect(reading.parameters["content"] == nil)
    }

    /// With more words, the message is read after it.
    @Test func theMessageAfterIt() throws {
        let reading = try #require(try Self.best("reply to the first one saying ok"))
        #expect(reading.parameters["recipient"]?.text == "the first one")
        #expect(reading.parameters["content"]?.text == "ok")
    }
}
