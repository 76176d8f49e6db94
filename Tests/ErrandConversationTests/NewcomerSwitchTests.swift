import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A yes/no parameter (a switch) said in a request, and shown in a summary
/// (`Tests/Fixtures/Preview/suds.yaml`).
struct NewcomerSwitchTests {
    static func reading(_ text: String) throws -> Interpretation? {
        let catalog = try TestData.previewCatalog("suds")
        let context = UnderstandingContext(now: TranscriptReplayer.defaultNow, timeZone: .current)
        return try Understander.trained(on: catalog).interpretations(of: text, context: context).best
    }

    // "start a wash, cold, no extra rinse" turned the extra rinse on, naming "no" as unread: a
    // negation right before a switch's own words turns it off.
    @Test(arguments: [
        ("start a wash, cold, no extra rinse", false), ("start a wash without extra rinse", false),
        ("start a wash with no extra rinse", false), ("start a wash with extra rinse", true),
    ])
    func aSwitchSaidWithNoIsOff(text: String, on: Bool) throws {
        let reading = try #require(try Self.reading(text))
        #expect(reading.action == "StartWash")
        #expect(reading.parameters["extraRinse"]?.value == .boolean(on))
        #expect(reading.unreadWords.isEmpty)
    }

    // "… hot water, no extra rinse" was a second wash: the tagger read "no" as the cycle, a
    // choice other than the first wash's. The negation is no value of its own.
    @Test func aNegatedSwitchIsOneRequest() async throws {
        let engine = try NewcomerConversationTests.engine("suds")
        var session = ConversationSession(id: "t")
        let done = await engine.respond(
            to: "start the washer on normal, hot water, no extra rinse", in: &session,
            context: NewcomerConversationTests.screen)
        #expect(done.speech == "OK. Starting. Your normal wash has started.")
        #expect(done.display?.title == "Start a Normal wash in Hot water")
    }

    // A summary said "… with no" and "… with yes": a switch that is on is said by its title,
    // and one that is off is left out with the words that lead it.
    @Test func aSummarySaysASwitchByItsTitle() async throws {
        let engine = try NewcomerConversationTests.engine("suds")
        var session = ConversationSession(id: "t")
        let done = await engine.respond(
            to: "start a delicates wash with extra rinse", in: &session, context: NewcomerConversationTests.screen)
        #expect(done.display?.title == "Start a Delicates wash in Warm water with extra rinse")
    }
}
