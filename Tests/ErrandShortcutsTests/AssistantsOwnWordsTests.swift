import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import ErrandShortcuts
import Foundation
import Testing

/// Words the assistant reads itself are no one's phrase: an answer to its questions ("yes
/// please", "no thanks"), doing the last thing again ("same again"), asking what can be said,
/// saving a phrase. The newcomer pass added "yes please" for a shortcut, then said it to
/// "Ready to order?": the shortcut ran and the order was never placed.
struct AssistantsOwnWordsTests {
    @Test(arguments: [
        ("yes please", "a yes"), ("Sure", "a yes"), ("no thanks", "a no"), ("nope", "a no"),
        ("same again", "do the last thing again"), ("what are my shortcuts", "what you can say"),
        ("save that as breakfast", "save a phrase"),
    ])
    func theAssistantsOwnWordsAreRefused(words: String, meaning: String) throws {
        let (phrases, store, _) = try PersonPhrasesTests.service()
        let error = PersonPhrasesTests.refusal { try phrases.add(words, for: PersonPhrasesTests.usual, of: "amy") }
        guard case .assistantsOwnWords(_, let said)? = error else {
            Issue.record("'\(words)': expected a refusal, got \(String(describing: error))")
            return
        }
        #expect(said.contains(meaning))
        #expect(try store.phrases(of: "amy").isEmpty)
    }

    /// Words that only start like an answer are a phrase.
    @Test(arguments: ["coffee time", "yesterday's order", "notes"])
    func otherWordsAreKept(words: String) throws {
        let (phrases, _, _) = try PersonPhrasesTests.service()
        _ = try phrases.add(words, for: PersonPhrasesTests.usual, of: "amy")
    }

    // A phrase kept before such phrases were refused still never answers a question.
    @Test func aYesKeptAsAPhraseStillAnswersTheQuestion() async {
        let kit = ShortcutTestKit(understanding: AssistantTests.LatteUnderstanding())
        var session = AssistantSession(id: "s")
        let context = ShortcutTestKit.context()
        let phrases = PersonalPhraseBook([PersonalPhrase(phrase: "yes please", target: .shortcut("greet"))])
        let asked = await kit.assistant.respond(to: "order a latte", in: &session, phrases: phrases, context: context)
        #expect(asked.map(\.kind) == [.confirmation])
        let done = await kit.assistant.respond(to: "yes please", in: &session, phrases: phrases, context: context)
        #expect(done.map(\.kind) == [.success])
        #expect(kit.apps.coffee.placedOrders == ["1 small latte"])
    }
}
