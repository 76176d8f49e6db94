import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// Donations follow what people actually do: one call per handled request, none for a request
/// that was declined or cancelled.
struct PerformedActionObserverTests {
    actor Recorder: PerformedActionObserver {
        private(set) var performed: [(action: String, values: [String: Value])] = []

        func performed(_ request: ActionRequest, outputs: [String: Value]) async {
            performed.append((request.action, request.values))
        }
    }

    func engine(_ recorder: Recorder) throws -> ConversationEngine {
        ConversationEngine(
            catalog: ExampleApps.catalog, handlers: ExampleApps().handlers,
            understanding: try SharedUnderstanders.examples(), observer: recorder)
    }

    static let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .screen,
        sessionID: "observer")

    @Test func aHandledOrderIsObservedOnce() async throws {
        let recorder = Recorder()
        let engine = try engine(recorder)
        var session = ConversationSession(id: "s")
        _ = await engine.respond(to: "order a large latte", in: &session, context: Self.context)
        #expect(await recorder.performed.isEmpty)
        let done = await engine.respond(to: "yes", in: &session, context: Self.context)
        #expect(done.kind == .success)
        let performed = await recorder.performed
        #expect(performed.count == 1)
        #expect(performed.first?.action == "OrderCoffee")
        #expect(performed.first?.values["size"] != nil)
    }

    @Test(arguments: ["no", "cancel"])
    func aDeclinedOrCancelledOrderIsNotObserved(answer: String) async throws {
        let recorder = Recorder()
        let engine = try engine(recorder)
        var session = ConversationSession(id: "s")
        _ = await engine.respond(to: "order a large latte", in: &session, context: Self.context)
        _ = await engine.respond(to: answer, in: &session, context: Self.context)
        #expect(await recorder.performed.isEmpty)
    }
}
