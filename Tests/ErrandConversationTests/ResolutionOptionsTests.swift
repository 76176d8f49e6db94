import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// What an app offers when it asks for a value: its own short list (the soups not sold out, the
/// stores open now), from Swift and from a webhook, and "yes" to a list of one.
struct ResolutionOptionsTests {
    static let tomato = Value.entity(EntityReference(type: "Soup", id: "tomato", title: "Tomato Soup"))

    @Test func aWebhookOffersItsOwnOptionsWhenItAsksOrRefuses() throws {
        let json = """
            {"version": "1", "resolutions": {
              "soup": {"result": "needsValue", "options": [{"type": "entity", "value": {"type": "Soup", "id": "tomato", "title": "Tomato Soup"}}]},
              "store": {"result": "unsupported", "reason": "Closed.", "options": [{"type": "string", "value": "Main"}]},
              "size": {"result": "needsValue"}}}
            """
        let response = try JSONDecoder().decode(WebhookResponse.self, from: Data(json.utf8))
        let resolutions = try #require(response.resolutions)
        #expect(resolutions["soup"]?.resolution == .needsValue(options: [Self.tomato]))
        #expect(resolutions["store"]?.resolution == .unsupported(reason: "Closed.", options: [.string("Main")]))
        #expect(resolutions["size"]?.resolution == .needsValue(options: nil))
    }

    @Test func theOptionsOfferedAreTheQuestionsOptions() throws {
        let app = ExampleApps.catalog.app(SoupApp.id)
        let (definition, action) = try (#require(app), #require(app?.action(named: "OrderSoup")))
        var request = PendingRequest(
            app: SoupApp.id, action: "OrderSoup", values: [:], askEachTime: [], idempotencyKey: "k")
        let question = ResolutionRules.nextQuestion(
            for: &request, action: action, app: definition, results: ["soup": .needsValue(options: [Self.tomato])])
        #expect(question == .value(parameter: "soup", reason: nil, options: [Self.tomato]))
        let refused = ResolutionRules.nextQuestion(
            for: &request, action: action, app: definition,
            results: ["soup": .unsupported(reason: "Sorry.", options: [Self.tomato])])
        #expect(refused == .value(parameter: "soup", reason: "Sorry.", options: [Self.tomato]))
        let own = ResolutionRules.nextQuestion(
            for: &request, action: action, app: definition, results: ["soup": .needsValue()])
        #expect(own?.options.count == 3)
    }

    @Test func yesTakesTheOnlyOption() {
        #expect(AnswerParser.choice(in: "yes", names: [["Main Street"]]) == 0)
        #expect(AnswerParser.choice(in: "sure", names: [["Main Street"]]) == 0)
        #expect(AnswerParser.choice(in: "yes", names: [["Main Street"], ["Harbor"]]) == nil)
        #expect(AnswerParser.choice(in: "no", names: [["Main Street"]]) == nil)
    }
}
