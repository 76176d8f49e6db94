import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// A slip of a long word of a phrase is read as that word, even a function word: "abot" of
/// "find my notes about stamps" was read as no word, and the notes app asked what to search
/// for. Of two respellings as likely, the one a phrase reads word for word wins over the model's
/// guess: "is ther anything on my calendar" is "there", not "thur" read as a Thursday. An
/// everyday word is read as a phrase's word one slip from it only where that phrase reads it
/// itself, or as a value its app lists: "am i bus tomorrow" was not understood. So is any word
/// read as a short function word a phrase says ("when dose the design review start").
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

    @Test(arguments: [
        ("am i bus tomorrow", "am i busy tomorrow", "CheckAvailability"),
        ("when does the design review star", "when does the design review start", "ShowEvent"),
        // A slip of a short function word a phrase says, the same way ("dose" is no word of it).
        ("when dose the design review start", "when does the design review start", "ShowEvent"),
        ("what's on teh menu", "what's on the menu", "ShowMenu"),
    ])
    func anEverydayWordIsThePhrasesWordItIsASlipOf(text: String, respelled: String, action: String) throws {
        let understanding = try Self.understanding(text)
        #expect(understanding.respelled?.text == respelled)
        let best = try #require(understanding.best)
        #expect(best.action == action && best.source == .template)
    }

    /// A guess of the model that took a slip for a value is read again respelled: "whta" was a
    /// person paid ("how much have i paid whta this week"), once payments were asked of a week.
    @Test func aSlipTheModelTookForAValueIsRespelled() throws {
        let understanding = try Self.understanding("whta do i have this week")
        #expect(understanding.respelled?.text == "what do i have this week")
        let best = try #require(understanding.best)
        #expect(best.action == "ShowSchedule" && best.source == .template)
    }

    /// Where the word would be a name, a message or the model's guess, it is typed as meant. (So
    /// would a number: "order tea" after a latte is no "order ten", in the transcript
    /// todo-the-same-verb-again.)
    @Test(arguments: ["resume timer", "tell amy the star is out", "text bob the bus is late"])
    func anEverydayWordIsNotRespelledIntoAValueOrAGuess(text: String) throws {
        let understanding = try Self.understanding(text)
        #expect(understanding.respelled?.replacements.contains(where: \.inPhraseOnly) != true)
    }
}
