import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// A conversation with the bakery, whose actions a `WebhookHandler` sends to the Python example
/// server: what the webhook tests share.
struct WebhookConversation {
    static let secret = "s3cret"

    var engine: ConversationEngine
    var session = ConversationSession(id: "webhook-test")
    let context = RequestContext(
        now: TranscriptReplayer.defaultNow, timeZone: TimeZone(identifier: "UTC") ?? .current, modality: .voiceOnly,
        sessionID: "webhook-test")

    mutating func say(_ text: String) async -> AssistantResponse {
        await engine.respond(to: text, in: &session, context: context)
    }

    /// A conversation whose bakery answers through `server`, with the handler's settings.
    static func talking(
        to server: ExampleWebhookServer, secret: String = secret, timeout: Duration = .seconds(30), retries: Int = 2,
        report: @escaping @Sendable (String) -> Void = { _ in }
    ) throws -> Self {
        let (catalog, understander) = try #require(SharedUnderstanders.bakery)
        let handler = WebhookHandler(
            configuration: WebhookConfiguration(
                url: server.url, secret: secret, timeout: timeout, retries: retries, retryDelay: .milliseconds(10),
                report: report))
        let engine = ConversationEngine(
            catalog: catalog, handlers: HandlerRegistry(["com.example.bakery": handler]),
            understanding: understander)
        return Self(engine: engine)
    }

    /// Starts the example server, gives it `configuration` (the server's JSON controls: failures,
    /// delays, drips, malformed answers), runs `body` with it and a conversation talking to it
    /// (`talking(to:secret:timeout:retries:report:)`), and stops the server.
    ///
    /// ```swift
    /// try await WebhookConversation.withServer(configuration: #"{"failures": {"resolve": 2}}"#) { server, chat in
    ///     #expect(await chat.say("order 2 sourdough").kind == .confirmation)
    /// }
    /// ```
    static func withServer(
        configuration: String? = nil, secret: String = secret, timeout: Duration = .seconds(30), retries: Int = 2,
        report: @escaping @Sendable (String) -> Void = { _ in },
        _ body: (ExampleWebhookServer, inout WebhookConversation) async throws -> Void
    ) async throws {
        let server = try ExampleWebhookServer(secret: Self.secret)
        defer { server.stop() }
        if let configuration { try await server.configure(configuration) }
        var chat = try talking(to: server, secret: secret, timeout: timeout, retries: retries, report: report)
        try await body(server, &chat)
    }
}
