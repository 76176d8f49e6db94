import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// The answer to "To which account?" is where the money goes, said by the vocabulary's name
/// for it too: "the rainy day pot" set the account it comes from as a text "rainy day pot"
/// (and later "rainy" and "pot" as two accounts), with the fund as the other.
struct TwoAccountsAnswerTests {
    static func engine() throws -> ConversationEngine {
        let path = TestData.repositoryRoot.appendingPathComponent("Examples/payments.yaml").path
        let catalog = try ManifestLoader().load(paths: [path]).catalog
        let handlers = Dictionary(
            uniqueKeysWithValues: catalog.apps.map { ($0.id, PreviewHandler() as any ActionHandler) })
        return ConversationEngine(
            catalog: catalog, handlers: HandlerRegistry(handlers), understanding: try Understander.trained(on: catalog))
    }

    @Test(arguments: ["the rainy day pot", "rainy day pot", "the rainy day fund"])
    func theAnswerIsWhereTheMoneyGoes(answer: String) async throws {
        let engine = try Self.engine()
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "move 50 dollars", in: &session, context: NewcomerConversationTests.screen)
        #expect(asked.speech == "To which account?")
        let confirm = await engine.respond(to: answer, in: &session, context: NewcomerConversationTests.screen)
        #expect(confirm.display?.title == "Move $50 from Everyday account to Rainy day fund")
    }
}
