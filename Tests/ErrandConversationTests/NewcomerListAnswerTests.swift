import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// Answers naming values of the type a list holds, and titles that lead their value, in an app
/// that splits expenses (`Tests/Fixtures/Preview/halves.yaml`).
struct NewcomerListAnswerTests {
    static let context = NewcomerConversationTests.screen

    // "sam and priya", to "Who should it be split among?", made Sam the payer ("OK, with the
    // paid by sam.") and asked again, whatever was answered: a value of the type the asked list
    // holds is for the list.
    @Test(arguments: [
        ("sam and priya", "Add $45 for dinner paid by Me split among Sam and Priya"),
        ("priya", "Add $45 for dinner paid by Me split among Priya"),
        ("jordan, sam and me", "Add $45 for dinner paid by Me split among Jordan, Sam, and Me"),
    ])
    func namesAnsweringWhoItIsSplitAmongAreTheList(answer: String, title: String) async throws {
        let engine = try NewcomerConversationTests.engine("halves")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(to: "add 45 for dinner", in: &session, context: Self.context)
        #expect(asked.speech == "Who should it be split among?")
        #expect(asked.display?.title == "Add $45 for dinner paid by Me")
        let done = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(done.speech == "OK. Added $45 for dinner.")
        #expect(done.display?.title == title)
    }

    // A title that leads its value is said before it: "OK, paid by Jordan.", not "OK, with the
    // paid by jordan."; and a value refused is refused as what its type is, not "as the split
    // among".
    @Test func aTitleThatLeadsItsValueIsSaidBeforeIt() throws {
        let catalog = try TestData.previewCatalog("halves")
        let app = try #require(catalog.app("com.example.halves"))
        let action = try #require(app.actions.first { $0.id == "AddExpense" })
        let engine = try NewcomerConversationTests.engine("halves")
        let jordan = Value.entity(EntityReference(type: "Member", id: "jordan", title: "Jordan"))
        let response = AssistantResponse(kind: .prompt, speech: "Who should it be split among?")
        let led = engine.acknowledging(
            ["payer", "description"], in: response, values: ["payer": jordan, "description": .string("gas")], app: app,
            action: action, context: Self.context)
        // NB: a member is a name, which keeps its capital in a sentence (`TitleInSentence`).
        #expect(led.speech == "OK, with the description \"gas\", paid by Jordan. Who should it be split among?")
        #expect(action.parameter(named: "members")?.valueNoun == "members")
        #expect(action.parameter(named: "payer")?.valueNoun == "a member")
        #expect(action.parameter(named: "description")?.valueNoun == "the description")
    }
}
