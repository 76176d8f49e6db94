import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandConversation

/// A correction inside a request replaces the words it takes back, and the rest of the request
/// stands: "add dentist tomorrow at 3, no wait, 4" was today at 4 PM, and "book a room in
/// paris, no wait, rome, for 2 nights" booked Paris.
struct SplicedCorrectionTests {
    static let context = NewcomerConversationTests.screen

    @Test func aCorrectedHourKeepsItsDay() async throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let correction = try #require(SelfCorrection(in: "add dentist tomorrow at 3, no wait, 4"))
        let corrected = try #require(engine.correctedRequest(correction, context: Self.context))
        let plain = try #require(
            engine.bestInterpretation(of: "add dentist tomorrow at 4", context: Self.context, pending: nil))
        #expect(corrected.interpretation.action == plain.action)
        #expect(corrected.interpretation.parameters.mapValues(\.value) == plain.parameters.mapValues(\.value))
    }

    @Test func aCorrectedCityIsTheOneBooked() async throws {
        let engine = try NewcomerConversationTests.engine("stay")
        var session = ConversationSession(id: "t")
        let confirm = await engine.respond(
            to: "could you book me a room in paris, no wait, rome, for 2 nights", in: &session, context: Self.context)
        let title = try #require(confirm.display?.title ?? nil)
        #expect(title.hasPrefix("Book a room in Rome"))
    }

    @Test func aCorrectedNameIsNotGluedToTheOneTakenBack() async throws {
        let engine = try SharedUnderstanders.exampleEngine()
        let correction = try #require(SelfCorrection(in: "text bob smith, i mean carol, that i'm late"))
        let corrected = try #require(engine.correctedRequest(correction, context: Self.context))
        #expect(corrected.interpretation.action == "SendMessage")
        #expect(corrected.interpretation.parameters["recipients"]?.text == "carol")
        #expect(corrected.interpretation.parameters["content"]?.text == "i'm late")
    }
}
