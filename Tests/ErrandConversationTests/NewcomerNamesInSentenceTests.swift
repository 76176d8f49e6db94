import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Names in dialogs and cards read as people write them, in apps that split expenses and sell
/// concert tickets (`Tests/Fixtures/Preview/{halves,encore}.yaml`): first manifests said
/// "Settle up with sam?", "tickets for lizzo on tomorrow" and "Buy for Lizzo".
struct NewcomerNamesInSentenceTests {
    static let context = NewcomerConversationTests.screen

    // A member, an artist: a listed value of a type named for people or works is a name, and
    // keeps its capital in a sentence (`TitleInSentence`).
    @Test(arguments: [
        ("halves", "settle up with sam", "Settle up with Sam?"),
        ("encore", "buy tickets for coldplay", "2 lower bowl tickets for Coldplay."),
    ])
    func aListedNameKeepsItsCapitals(app: String, request: String, said: String) async throws {
        let engine = try NewcomerConversationTests.engine(app)
        var session = ConversationSession(id: "t")
        let response = await engine.respond(to: request, in: &session, context: Self.context)
        #expect(response.display?.text == said)
    }

    // The dialog's "[ on {date}]" reads as the summary does: no "on" before "tomorrow".
    @Test func aDayRelativeToTodayTakesNoOnInADialog() async throws {
        let engine = try NewcomerConversationTests.engine("encore")
        var session = ConversationSession(id: "t")
        let response = await engine.respond(to: "buy tickets for lizzo tomorrow", in: &session, context: Self.context)
        #expect(response.display?.text == "2 lower bowl tickets for Lizzo tomorrow.")
        #expect(response.display?.title == "Buy 2 tickets for Lizzo tomorrow in Lower bowl")
    }

    // A count refused leaves the noun it counts on the card: "Buy tickets for Lizzo", not "Buy
    // for Lizzo".
    @Test func aCountRefusedLeavesItsNoun() async throws {
        let engine = try NewcomerConversationTests.engine("encore")
        var session = ConversationSession(id: "t")
        let response = await engine.respond(to: "buy ten tickets for lizzo", in: &session, context: Self.context)
        #expect(response.speech == "The number of tickets must be between 1 and 8. How many tickets?")
        #expect(response.display?.title == "Buy tickets for Lizzo")
    }
}
