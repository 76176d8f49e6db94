import ErrandConversation
import Foundation
import Testing

/// The manifest's webhook timeout is a deadline for a whole phase: a server that trickles its
/// answer out, or stalls, is cut off when the time is up, retries included.
@Suite(.serialized, .enabled(if: ExampleWebhookServer.isAvailable, "python3 is not installed"))
struct WebhookDeadlineTests {
    @Test func aTrickledAnswerIsCutOffAtTheTimeoutAndCalledSlow() async throws {
        try await WebhookConversation.withServer(configuration: #"{"drips": {"resolve": 30}}"#, timeout: .seconds(1)) {
            _, chat async throws in
            let start = ContinuousClock.now
            let turn = await chat.say("order 2 sourdough")
            let elapsed = ContinuousClock.now - start
            #expect(turn.kind == .failure)
            #expect(turn.speech == "Sorry, the app answered too slowly, so nothing was done.")
            // NB: the drip lasts 30 s; cut off at the deadline, the turn ends well before it, even on
            // a loaded machine (a full run once took 12 s, its threads all busy elsewhere).
            #expect(elapsed < .seconds(25), "took \(elapsed) with a timeout of 1 s")
        }
    }

    @Test func retriesShareTheTimeoutOfThePhase() async throws {
        try await WebhookConversation.withServer(
            configuration: #"{"delays": {"resolve": 5}}"#, timeout: .seconds(1), retries: 2
        ) { server, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.speech == "Sorry, there was no answer in time, so nothing was done.")
            // NB: with a timeout of its own, each of the three tries would be sent; sharing the
            // phase's, the first one spends it. (No bound on the time taken: the machine may be loaded.)
            #expect(try await server.state().calls["resolve"] == 1)
        }
    }
}
