import ErrandConversation
import Foundation
import Testing

/// Each failed webhook call is told to the operator in one line — the app, URL, phase, try and
/// what went wrong — while the person hears their short sentence.
@Suite(.serialized, .enabled(if: ExampleWebhookServer.isAvailable, "python3 is not installed"))
struct WebhookReportTests {
    /// The lines reported, collected across the handler's tasks.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []

        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func aGarbledAnswerIsReportedWithWhereItStopsBeingJSON() async throws {
        let lines = Lines()
        try await WebhookConversation.withServer(
            configuration: #"{"malformed": ["confirm"]}"#, report: { lines.append($0) }
        ) { server, chat async throws in
            let turn = await chat.say("order 2 sourdough")
            #expect(turn.speech == "Sorry, the answer couldn't be read, so nothing was done.")
            #expect(
                lines.all == [
                    "webhook com.example.bakery (\(server.url)), confirm, try 1 of 3: HTTP 200, not JSON at byte 1; "
                        + "expected a version 1 JSON object"
                ])
        }
    }

    @Test func eachFailedTryIsReportedWithItsStatus() async throws {
        let lines = Lines()
        try await WebhookConversation.withServer(
            configuration: #"{"failures": {"confirm": 10}}"#, report: { lines.append($0) }
        ) { server, chat async throws in
            _ = await chat.say("order 2 sourdough")
            #expect(
                lines.all
                    == (1...3).map { "webhook com.example.bakery (\(server.url)), confirm, try \($0) of 3: HTTP 503" })
        }
    }

    @Test func aRefusedSignatureSaysWhatToCheck() async throws {
        let lines = Lines()
        try await WebhookConversation.withServer(secret: "not the secret", report: { lines.append($0) }) {
            server, chat async throws in
            _ = await chat.say("order 2 sourdough")
            #expect(lines.all.count == 1)
            #expect(
                lines.all.first?.hasPrefix("webhook com.example.bakery (\(server.url)), resolve, try 1 of 3: HTTP 401")
                    == true)
            #expect(lines.all.first?.contains("secretEnv") == true)
        }
    }
}
