import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// The webhook handler against the Python example server: signatures, timeouts, malformed
/// answers, retries of resolve and confirm, and a handle that is never done twice.
// NB: serialized, and with timeouts well apart from the server's delays, so a loaded machine
// slows these tests down rather than turning a slow answer into a false timeout.
@Suite(.serialized, .enabled(if: ExampleWebhookServer.isAvailable, "python3 is not installed"))
struct WebhookTests {
    @Test func anOrderGoesThroughTheWebhookAndIsPlacedOnce() async throws {
        try await WebhookConversation.withServer { server, chat async throws in
            let confirmation = await chat.say("order 2 sourdough")
            #expect(confirmation.kind == .confirmation)
            #expect(confirmation.speech == "Two sourdough comes to thirteen dollars. Ready to order?")
            let done = await chat.say("yes")
            #expect(done.speech == "OK. Ordering. It will be ready in twelve minutes.")
            #expect(done.outputs["total"] == .currency(CurrencyAmount(amount: 13, code: "USD")))
            let state = try await server.state()
            #expect(state.orders == 1)
            #expect(state.calls["handle"] == 1)
        }
    }

    @Test func aNamedErrorFromTheAppIsSpokenBeforeAnythingHappens() async throws {
        try await WebhookConversation.withServer { server, chat async throws in
            let turn = await chat.say("order a croissant")
            #expect(turn.kind == .failure)
            #expect(turn.speech == "Sorry, we're out of croissant today.")
            #expect(try await server.state().orders == 0)
        }
    }

    @Test func aBadSignatureIsRefusedAndNothingHappens() async throws {
        try await WebhookConversation.withServer(secret: "not the secret") { server, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.kind == .failure)
            #expect(turn.speech == "Sorry, the request wasn't accepted, so nothing was done.")
            #expect(try await server.state().calls["resolve"] == 0)
        }
    }

    @Test func resolveIsRetriedAfterFailures() async throws {
        try await WebhookConversation.withServer(configuration: #"{"failures": {"resolve": 2}}"#) {
            server, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.kind == .confirmation)
            #expect(try await server.state().calls["resolve"] == 3)
        }
    }

    @Test func confirmGivesUpAfterItsRetriesWithAClearError() async throws {
        try await WebhookConversation.withServer(configuration: #"{"failures": {"confirm": 10}}"#) {
            server, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.speech == "Sorry, something went wrong, so nothing was done.")
            #expect(try await server.state().calls["confirm"] == 3)
        }
    }

    @Test func aTimeoutBecomesASpokenError() async throws {
        try await WebhookConversation.withServer(
            configuration: #"{"delays": {"confirm": 4.0}}"#, timeout: .seconds(1), retries: 1
        ) { _, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.kind == .failure)
            #expect(turn.speech == "Sorry, there was no answer in time, so nothing was done.")
        }
    }

    /// An app that isn't running is said to be out of reach, not slow.
    @Test func anAppNotListeningCannotBeReached() async throws {
        let server = try ExampleWebhookServer(secret: WebhookConversation.secret)
        server.stop()
        // NB: the process ends shortly after the signal; its port is then closed.
        try await Task.sleep(for: .milliseconds(500))
        var chat = try WebhookConversation.talking(to: server, timeout: .milliseconds(500), retries: 0)
        let turn = await chat.say("order 2 sourdough")
        #expect(turn.kind == .failure)
        #expect(turn.speech == "Sorry, the app couldn't be reached, so nothing was done.")
    }

    @Test func aMalformedReplyBecomesASpokenError() async throws {
        try await WebhookConversation.withServer(configuration: #"{"malformed": ["confirm"]}"#) {
            _, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.kind == .failure)
            #expect(turn.speech == "Sorry, the answer couldn't be read, so nothing was done.")
        }
    }

    /// The order is placed before the garbled answer is written, so the person must not hear that
    /// nothing was done: that would have them order again.
    @Test func aGarbledAnswerToHandleLeavesTheOutcomeOpen() async throws {
        try await WebhookConversation.withServer(configuration: #"{"malformed": ["handle"]}"#) {
            server, chat async throws in
            _ = await chat.say("order 3 rye")
            let unclear = await chat.say("yes")
            #expect(
                unclear.speech
                    == "Sorry, the answer couldn't be read, so I can't tell whether it went through. Do you want to "
                    + "try again?")
            #expect(try await server.state().orders == 1)
        }
    }

    @Test func aRetriedHandleWithTheSameKeyPlacesTheOrderOnce() async throws {
        try await WebhookConversation.withServer(
            configuration: #"{"delayOnce": {"handle": 4.0}}"#, timeout: .seconds(1)
        ) { server, chat async throws in
            _ = await chat.say("order 2 sourdough")
            let unclear = await chat.say("yes")
            #expect(
                unclear.speech
                    == "Sorry, there was no answer in time, so I can't tell whether it went through. Do you want to "
                    + "try again?")
            #expect(try await server.state().calls["handle"] == 1)
            let done = await chat.say("yes")
            #expect(done.kind == .success)
            let state = try await server.state()
            #expect(state.calls["handle"] == 2)
            #expect(state.orders == 1)
        }
    }

    @Test func handleIsNotRetriedByItself() async throws {
        try await WebhookConversation.withServer(configuration: #"{"failures": {"handle": 1}}"#) {
            server, chat async throws in
            _ = await chat.say("order 2 sourdough")
            let turn = await chat.say("yes")
            #expect(turn.kind == .confirmation)
            #expect(try await server.state().calls["handle"] == 1)
            let declined = await chat.say("no")
            #expect(declined.kind == .cancelled)
            #expect(try await server.state().orders == 0)
        }
    }
}

/// The signature scheme, checked against Python's `hmac` module.
struct WebhookSignatureTests {
    @Test func theSignatureMatchesTheReferenceImplementation() {
        let body = Array(#"{"phase":"resolve"}"#.utf8)
        #expect(
            WebhookSignature.sign(body: body, timestamp: 1_795_510_800, secret: "s3cret")
                == "v1=99449b50223dfd19b2bdc75a3e02283561762dc7fa6198d6583f1f91c640f6ec")
    }

    @Test func staleOrAlteredRequestsAreRejected() {
        let body = Array(#"{"phase":"resolve"}"#.utf8)
        let signature = WebhookSignature.sign(body: body, timestamp: 1_795_510_800, secret: "s3cret")
        let now = Date(timeIntervalSince1970: 1_795_510_860)
        #expect(
            WebhookSignature.isValid(
                signature: signature, body: body, timestamp: 1_795_510_800, secret: "s3cret", now: now))
        #expect(
            !WebhookSignature.isValid(
                signature: signature, body: body + [32], timestamp: 1_795_510_800, secret: "s3cret", now: now))
        #expect(
            !WebhookSignature.isValid(
                signature: signature, body: body, timestamp: 1_795_510_800, secret: "other", now: now))
        #expect(
            !WebhookSignature.isValid(
                signature: signature, body: body, timestamp: 1_795_510_800, secret: "s3cret",
                now: now.addingTimeInterval(3600)))
    }
}
