import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandLanguage

/// A request typed with a slip — a letter left out, added, changed, or two swapped — is read as
/// the words the catalog uses, as a person reading it would: the guidelines ask that people can
/// say (and type) a request naturally, and "ordr a latte" is an order of a latte.
struct RespellingTests {
    static let respelling = Respelling(wordsByApp: [
        "coffee": ["order", "latte", "cappuccino", "large", "pay"],
        "music": ["play", "shuffle", "jazz"],
        "messages": ["text", "send", "message", "saying", "pay"],
    ])

    static func respelled(_ text: String) -> [String] {
        respelling.respellings(of: text).map(\.text)
    }

    @Test(arguments: [
        ("ordr a latte", "order a latte"),  // a letter left out
        ("orrder a latte", "order a latte"),  // a letter added
        ("ordet a latte", "order a latte"),  // a letter changed
        ("oredr a latte", "order a latte"),  // two letters swapped
        ("txt amy saying hi", "text amy saying hi"),
        ("order a cappucino", "order a cappuccino"),
        // Two slips in a word of eight letters or more.
        ("order a capucino", "order a cappuccino"),
        // Case and punctuation are kept around the respelled word.
        ("Ordr a LATTE, please", "order a LATTE, please"),
    ])
    func aWordOneSlipFromACatalogWordIsReadAsIt(typed: String, read: String) {
        #expect(Self.respelled(typed).first == read)
    }

    @Test(arguments: [
        "order a latte",  // every word is the catalog's
        "ok",  // too short to tell
        "ordain a latte",  // three letters from "order": not a slip
        "order 2 latte",  // numbers are never respelled
        "order a mp3",  // nor words with digits
        "text any",  // nor function words, nor words into them ("amy" is one letter from "any")
        "text amy",
    ])
    func wordsNotNearACatalogWordStay(typed: String) {
        #expect(Self.respelled(typed).isEmpty)
    }

    /// A form of a catalog word is read as it, though more than a slip from it.
    @Test func aFormOfACatalogWordIsReadAsIt() {
        #expect(Self.respelled("ordering a latte").first == "order a latte")
        #expect(Self.respelled("ordered 2 lattes").contains("order 2 lattes"))
    }

    /// A word equally near two catalog words gives a reading with each, the one more apps use
    /// first; the understander keeps the one it reads best.
    @Test func aWordEquallyNearTwoWordsGivesBoth() {
        #expect(Self.respelled("paly some jazz") == ["pay some jazz", "play some jazz"])
        #expect(Self.respelled("shufle") == ["shuffle"])
    }

    /// The words built-in values are said in are respelled into, though no app lists them.
    @Test func wordsOfValuesAreOffered() {
        let respelling = Respelling(wordsByApp: ["breathe": ["breathe"]], valueWords: ValueWords.all)
        #expect(
            respelling.respellings(of: "breathe for fiev mintues").first { $0.replacements.count == 2 }?.text
                == "breathe for five minutes")
        #expect(respelling.candidates(for: "tomorow").first?.word == "tomorrow")
        // Abbreviations are not offered: "jam" is no slip of "jan".
        #expect(respelling.candidates(for: "jam").isEmpty)
    }

    /// An everyday word is typed as meant ("resume timer" asks about a timer, which no app here
    /// keeps, not about a time), but for the first word, where the verb is: "star a run".
    /// Elsewhere it is offered only as a word a phrase says itself (`inPhraseOnly`), and costs
    /// more than a slip of a word no one uses.
    @Test func anEverydayWordIsRespelledOnlyFirst() {
        let respelling = Respelling(
            wordsByApp: ["workouts": ["resume", "time", "start", "run"]], everydayWords: ["timer", "star"])
        let phraseOnly = { (respellings: [RespelledText]) in respellings.map { $0.replacements.map(\.inPhraseOnly) } }
        #expect(phraseOnly(respelling.respellings(of: "resume timer")) == [[true]])
        #expect(respelling.respellings(of: "resume timer").map(\.cost) == [2 + Respelling.everydaySlipCost])
        // The plural of one is one too ("timers" was read as "times").
        let times = Respelling(wordsByApp: ["workouts": ["resume", "times"]], everydayWords: ["timer"])
        #expect(phraseOnly(times.respellings(of: "resume timers")) == [[true]])
        let anyTimes = Respelling(wordsByApp: ["workouts": ["resume", "times"]]).respellings(of: "resume timers")
        #expect(phraseOnly(anyTimes) == [[false]] && anyTimes.map(\.cost) == [2])
        // A word with no plural makes none: "nots" is a slip of "notes".
        let notes = Respelling(wordsByApp: ["notes": ["search", "notes"]], everydayWords: ["not", "search"])
        #expect(notes.respellings(of: "search nots for plumber").map(\.text) == ["search notes for plumber"])
        #expect(respelling.respellings(of: "star a run").map(\.text) == ["start a run"])
        #expect(phraseOnly(respelling.respellings(of: "star a run")) == [[false]])
        #expect(phraseOnly(respelling.respellings(of: "a star a run")) == [[true]])
        #expect(Respelling(wordsByApp: ["workouts": ["resume", "time"]]).respellings(of: "resume timer").count == 1)
    }

    /// An everyday word's slips come after those of words no one uses, and never crowd them out
    /// of the words a request may have respelled.
    @Test func anEverydayWordNeverCrowdsOutASlip() {
        let respelling = Respelling(
            wordsByApp: ["workouts": ["start", "run", "time"]], everydayWords: ["star", "timer"])
        let respellings = respelling.respellings(of: "a star timer star timer star and rnu")
        #expect(respellings.first?.text == "a star timer star timer star and run")
        #expect(respellings.first?.replacements.map(\.inPhraseOnly) == [false])
    }

    /// An everyday first word is a slip only of a word a request can begin with: "star a run" is
    /// "start a run", but "timer for 1 hour" is no "time for 1 hour", which no phrase begins
    /// with (it was read as a breathing session of an hour).
    @Test func anEverydayFirstWordIsRespelledOnlyAsALeadingWord() {
        let respelling = Respelling(
            wordsByApp: ["workouts": ["time", "start", "run"]], everydayWords: ["timer", "star"],
            leadingWords: ["start"])
        #expect(respelling.respellings(of: "timer for 1 hour").isEmpty)
        #expect(respelling.respellings(of: "star a run").map(\.text) == ["start a run"])
        // A word that is not everyday is a slip of any word of the catalog, first or not.
        #expect(respelling.respellings(of: "rnu").map(\.text) == ["run"])
        // Without leading words, every catalog word near it is offered, as before.
        let anyWord = Respelling(wordsByApp: ["workouts": ["time", "start"]], everydayWords: ["timer"])
        #expect(anyWord.respellings(of: "timer for 1 hour").map(\.text) == ["time for 1 hour"])
    }

    /// A function word a request often begins with is offered for its first word ("waht do i
    /// have"), where a name seldom stands; elsewhere only as a phrase's own word ("text amy"
    /// stays).
    @Test func aQuestionsFirstWordIsRespelled() {
        let respelling = Respelling(wordsByApp: ["calendar": ["have", "week", "what"]])
        #expect(respelling.respellings(of: "waht do i have").map(\.text) == ["what do i have"])
        #expect(respelling.respellings(of: "cna you text amy").map(\.text) == ["can you text amy"])
        #expect(respelling.respellings(of: "do i have waht").map { $0.replacements.map(\.inPhraseOnly) } == [[true]])
    }

    /// A long function word the catalog uses is offered anywhere: "abot" is no name, as "amy"
    /// may be. A short one only as a phrase's own word; one the catalog never uses, not at all.
    @Test func aLongFunctionWordOfTheCatalogIsOffered() {
        let respelling = Respelling(wordsByApp: ["notes": ["find", "notes", "about", "any"]])
        #expect(respelling.respellings(of: "find notes abot stamps").map(\.text) == ["find notes about stamps"])
        #expect(respelling.respellings(of: "find notes amy").map { $0.replacements.map(\.inPhraseOnly) } == [[true]])
        #expect(Respelling(wordsByApp: ["notes": ["find", "notes"]]).respellings(of: "find notes abot").isEmpty)
    }

    /// People seldom slip the first letter: a word that keeps it is likelier, and tried first.
    @Test func aSlipOfTheFirstLetterCostsMore() {
        let respelling = Respelling(wordsByApp: ["notes": ["find"], "workouts": ["end", "send"]])
        #expect(respelling.candidates(for: "fnd") == [.init(word: "find", cost: 2), .init(word: "end", cost: 3)])
        #expect(respelling.candidates(for: "esnd") == [.init(word: "end", cost: 2), .init(word: "send", cost: 3)])
    }

    /// Readings that respell fewer words come first: a word the catalog does not list may be
    /// meant as typed ("jaz" for a song the catalog has never heard of).
    @Test func readingsRespellingFewerWordsComeFirst() {
        #expect(Self.respelled("paly jaz") == ["pay jaz", "play jaz", "paly jazz", "pay jazz", "play jazz"])
    }

    @Test func onlyTheWordsAskedForAreRespelled() {
        let respellings = Self.respelling.respellings(of: "txt amy saying im runnign late", within: [0..<3])
        #expect(respellings.map(\.text) == ["text amy saying im runnign late"])
    }

    /// A word longer than any a request holds is never respelled: its forms would grow with
    /// the square of its length (a thousand letters, half a million forms).
    @Test func aVeryLongWordIsNotRespelled() {
        let long = String(repeating: "ordr", count: 250)
        #expect(Self.respelling.candidates(for: long).isEmpty)
        #expect(Self.respelling.respellings(of: "\(long) a latte").isEmpty)
        #expect(Self.respelling.candidates(for: "ordr" + String(repeating: "x", count: 21)).isEmpty)
    }

    @Test func theNumberOfReadingsIsBounded() {
        let respellings = Self.respelling.respellings(of: "paly paly paly paly", limit: 6)
        #expect(respellings.count == 6)
        #expect(respellings.allSatisfy { $0.replacements.count == 1 })
        // At most three words are respelled at once: 4 × 2 + 6 × 4 + 4 × 8 readings of one to three.
        let all = Self.respelling.respellings(of: "paly paly paly paly", limit: 1_000)
        #expect(all.count == 64)
        #expect(all.map(\.replacements.count).max() == 3)
    }

    /// A value read from the respelled text points at the words as typed.
    @Test(arguments: [
        (0..<5, 0..<4),  // "order" → "ordr"
        (6..<7, 5..<6),  // "a", after it
        (2..<7, 0..<6),  // starting inside the respelled word: the whole word as typed
        (8..<13, 7..<12),  // "latte"
        (0..<13, 0..<12),
    ])
    func offsetsPointAtTheWordsAsTyped(read: Range<Int>, typed: Range<Int>) throws {
        let respelled = try #require(Self.respelling.respellings(of: "ordr a latte").first)
        #expect(respelled.text == "order a latte")
        #expect(respelled.originalRange(of: read) == typed)
    }

    @Test func offsetsAfterSeveralRespelledWordsAddUp() throws {
        let respellings = Self.respelling.respellings(of: "sned a mesage saying hi")
        let respelled = try #require(respellings.first { $0.replacements.count == 2 })
        #expect(respelled.text == "send a message saying hi")
        // "saying" stands at 15..<21 as read and 14..<20 as typed ("sned" kept its length,
        // "mesage" is one shorter than "message").
        #expect(respelled.originalRange(of: 15..<21) == 14..<20)
        #expect(respelled.originalRange(of: 7..<14) == 7..<13)
    }
}
