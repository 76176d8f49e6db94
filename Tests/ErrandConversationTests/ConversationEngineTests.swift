import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandTestSupport
import Foundation
import Testing

/// What the engine guarantees across turns: handling once, nothing before confirmation, and no
/// app names in what is said.
struct ConversationEngineTests {
    static func transcript(_ lines: [String], settings: [String: String] = [:]) throws -> Transcript {
        try Transcript(parsing: (settings.map { "# \($0.key): \($0.value)" } + lines).joined(separator: "\n"))
    }

    @Test func aConfirmedOrderIsPlacedExactlyOnce() async throws {
        let (_, apps) = await TranscriptReplayer().replay(
            try Self.transcript(["person: order a latte", "person: yes", "person: yes"]))
        #expect(apps.coffee.placedOrders == ["1 small latte"])
    }

    @Test func nothingIsOrderedWithoutAYes() async throws {
        let declined = await TranscriptReplayer().replay(try Self.transcript(["person: order a latte", "person: no"]))
        #expect(declined.apps.coffee.placedOrders.isEmpty)
        let unanswered = await TranscriptReplayer().replay(try Self.transcript(["person: order a latte"]))
        #expect(unanswered.apps.coffee.placedOrders.isEmpty)
        let cancelled = await TranscriptReplayer().replay(
            try Self.transcript(["person: order a latte", "person: cancel", "person: yes"]))
        #expect(cancelled.apps.coffee.placedOrders.isEmpty)
    }

    @Test func aFailedConfirmationHandlesNothing() async throws {
        let (_, apps) = await TranscriptReplayer().replay(
            try Self.transcript(["person: order chicken noodle soup for delivery", "person: 5 Elm Street"]))
        #expect(apps.soup.placedOrders.isEmpty)
    }

    @Test func anUnauthenticatedPaymentSendsNothing() async throws {
        let (_, apps) = await TranscriptReplayer().replay(
            try Self.transcript(["person: pay Bob 20 dollars", "person: yes"], settings: ["authenticated": "no"]))
        #expect(apps.payments.payments.isEmpty)
        #expect(apps.payments.balance == 100)
    }

    @Test func aRequestForMoneySendsNone() async throws {
        let (_, apps) = await TranscriptReplayer().replay(
            try Self.transcript(["person: request 10 dollars from amy lee for lunch", "person: yes"]))
        #expect(apps.payments.payments.isEmpty)
        #expect(apps.payments.requests == ["Amy Lee: 10.0"])
        #expect(apps.payments.balance == 100)
    }

    @Test func theInProcessHandlerHandlesAKeyOnce() async throws {
        let coffee = CoffeeApp()
        let handler = InProcessHandler(app: coffee)
        let context = RequestContext(
            now: TranscriptReplayer.defaultNow, timeZone: .current, modality: .screen, sessionID: "s")
        let request = ActionRequest(
            app: CoffeeApp.id, action: "OrderCoffee",
            values: [
                "coffee": .entity(EntityReference(type: "Drink", id: "latte", title: "Latte")),
                "size": .enumCase("large"), "quantity": .integer(2),
            ], context: context)
        let first = try await handler.handle(request, idempotencyKey: "k1")
        let again = try await handler.handle(request, idempotencyKey: "k1")
        #expect(first == again)
        #expect(first["price"] == .currency(CurrencyAmount(amount: 6.5, code: "USD")))
        #expect(coffee.placedOrders == ["2 large latte"])
        _ = try await handler.handle(request, idempotencyKey: "k2")
        #expect(coffee.placedOrders.count == 2)
    }

    @Test func responsesNeverNameTheApp() async throws {
        let folder = TranscriptTests.folder
        let names = ExampleApps.catalog.apps.flatMap(\.allNames).map { $0.lowercased() }
        for file in TranscriptTests.files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let replayed = await TranscriptReplayer(baseDirectory: TestData.repositoryRoot).replay(
                try Transcript(parsing: text)
            ).transcript
            for case .assistant(let speech) in replayed.lines {
                #expect(!names.contains { speech.lowercased().contains($0) }, "\(file): \(speech)")
            }
        }
    }

    @Test func aMissingHandlerIsASpokenFailureNotACrash() async throws {
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: HandlerRegistry(),
            understanding: try SharedUnderstanders.examples())
        var session = ConversationSession(id: "s")
        let context = RequestContext(
            now: TranscriptReplayer.defaultNow, timeZone: .current, modality: .voiceOnly, sessionID: "s")
        let turn = await engine.respond(to: "order a latte", in: &session, context: context)
        #expect(turn.kind == .failure)
        #expect(turn.speech == "Sorry, that app isn't available here, so nothing was done.")
        #expect(session.pending == nil)
    }

    @Test(arguments: ["", "   ", String(repeating: "order ", count: 5000), "заказать латте", "\u{0}\u{1}"])
    func oddInputIsNotUnderstoodRatherThanACrash(_ text: String) async throws {
        let apps = ExampleApps()
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers,
            understanding: try SharedUnderstanders.examples())
        var session = ConversationSession(id: "s")
        let context = RequestContext(
            now: TranscriptReplayer.defaultNow, timeZone: .current, modality: .voiceOnly, sessionID: "s")
        let turn = await engine.respond(to: text, in: &session, context: context)
        #expect(turn.kind == .notUnderstood)
    }
}
