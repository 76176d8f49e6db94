import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// A slip of a long word of a phrase is read as that word, even a function word: "abot" of
/// "find my notes about stamps" was read as no word, and the notes app asked what to search
/// for. Of two respellings as likely, the one a phrase reads word for word wins over the model's
/// guess: "is ther anything on my calendar" is "there", not "thur" read as a Thursday.
struct RespelledPhraseWordsTests {
    static func understanding(_ text: String) throws -> Understanding {
        try SharedUnderstanders.examples().interpretations(of: text, context: UnderstandingContext())
    }

    @Test func aSlipOfALongFunctionWordOfAPhraseIsThatWord() throws {
        let understanding = try Self.understanding("find my notes abot stamps")
        #expect(understanding.respelled?.text == "find my notes about stamps")
        #expect(understanding.best?.action == "SearchNotes")
        #expect(understanding.best?.parameters.values.map(\.text) == ["stamps"])
    }

    @Test func aPhrasesReadingWinsOverTheModelsOfAsLikelyASlip() throws {
        let understanding = try Self.understanding("is ther anything on my calendar")
        #expect(understanding.respelled?.text == "is there anything on my calendar")
        let best = try #require(understanding.best)
        #expect(best.action == "ShowSchedule")
        #expect(best.source == .template)
        #expect(best.parameters.isEmpty)
    }
}
