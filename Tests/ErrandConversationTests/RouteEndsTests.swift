import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A trip from a place to itself, in an app that books train tickets
/// (`Tests/Fixtures/Preview/rail.yaml`): "book a ticket to new york" was booked from New York
/// Penn, the default start, to New York Penn. The ends of a route its phrases write as "from
/// {a} to {b}" can't be one value: the one the person did not choose is asked again.
struct RouteEndsTests {
    static let context = NewcomerConversationTests.screen

    @Test func theDefaultStartIsAskedAgain() async throws {
        let engine = try NewcomerConversationTests.engine("rail")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(
            to: "book a ticket to new york tomorrow at 9am", in: &session, context: Self.context)
        #expect(
            asked.speech
                == "Sorry, it can't be from New York Penn to New York Penn. Where are you leaving from?")
        #expect(asked.options.contains("New York Penn") == false)
        let confirm = await engine.respond(to: "boston", in: &session, context: Self.context)
        #expect(confirm.kind == .confirmation)
        #expect(session.pending?.values["from"] != session.pending?.values["to"])
    }

    @Test func theSameStationTwiceAsksWhereTo() async throws {
        let engine = try NewcomerConversationTests.engine("rail")
        var session = ConversationSession(id: "t")
        let asked = await engine.respond(
            to: "book a ticket from boston to boston tomorrow at 9am", in: &session, context: Self.context)
        #expect(asked.speech == "Sorry, it can't be from Boston South to Boston South. Where are you going?")
        #expect(session.pending?.values["to"] == nil)
    }

    @Test func theEndsAreFoundInThePhrases() throws {
        let catalog = try TestData.previewCatalog("rail")
        let action = try #require(catalog.action(named: "BookTicket", in: "com.example.rail"))
        #expect(action.routeEnds.map { [$0.start, $0.end] } == [["from", "to"]])
    }
}
