import ErrandCatalog
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandConversation

/// A card shows each value once: the workout an app gives back, written in lower case, is the
/// workout asked for ("Workout: Run; Workout: run" was on every card that started a run).
struct CardFieldsTests {
    @Test func anOutputThatGivesBackAValueIsNotShownAgain() async throws {
        let apps = ExampleApps()
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: try SharedUnderstanders.examples())
        var session = ConversationSession(id: "s")
        let context = RequestContext(
            now: TranscriptReplayer.defaultNow, timeZone: .current, modality: .screen, sessionID: "s")
        let turn = await engine.respond(to: "start a run", in: &session, context: context)
        let labels = turn.display?.fields.map(\.label) ?? []
        #expect(labels.filter { $0 == "Workout" }.count == 1, "\(labels)")
    }
}
