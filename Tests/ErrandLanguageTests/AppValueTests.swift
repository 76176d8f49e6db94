import ErrandLanguage
import Testing

/// The guidelines: people say "bowl" for large; a small slip still finds the value, but never at
/// the cost of a wrong exact match, and never by guessing between two equally close values.
struct AppValueTests {
    let sizes = NamedValueIndex(entries: [
        (names: ["Small", "tall", "cup"], payload: "small"),
        (names: ["Large", "bowl"], payload: "large"),
    ])
    let drinks = NamedValueIndex(entries: [
        (names: ["Latte"], payload: "latte"),
        (names: ["Cappuccino"], payload: "cappuccino"),
        (names: ["Flat white"], payload: "flat-white"),
    ])

    @Test(arguments: [("bowl", "large"), ("LARGE", "large"), ("cup", "small"), ("Tall", "small")])
    func synonymsAndTitlesMatchExactly(text: String, expected: String) {
        let match = sizes.bestMatch(for: text)
        #expect(match?.payload == expected)
        #expect(match?.isExact == true)
    }

    @Test(arguments: [
        ("lagre", "large"), ("capuccino", "cappuccino"), ("kappuchino", "cappuccino"), ("flat wite", "flat-white"),
    ])
    func smallSlipsMatchFuzzily(text: String, expected: String) {
        let index = text.contains("la") && !text.contains("flat") ? sizes : drinks
        let match = index.bestMatch(for: text)
        #expect(match?.payload == expected)
        #expect(match?.isExact == false)
    }

    @Test func shortWordsNeverMatchFuzzily() {
        // "cap" is one edit from "cup", but short words turn into other words with one edit.
        #expect(sizes.bestMatch(for: "cap") == nil)
    }

    @Test func exactMatchWinsOverCloserLookingFuzzyOne() {
        let index = NamedValueIndex(entries: [
            (names: ["mocha"], payload: "mocha"), (names: ["mochas"], payload: "box"),
        ])
        #expect(index.bestMatch(for: "mochas")?.payload == "box")
    }

    // A name written with "&" is said with "and", and the other way round: "5th and main" is
    // the station "5th & Main" (it was kept as a new station's words).
    @Test(arguments: [
        ("5th and main", "main"), ("5th & main", "main"), ("flour & water", "flour"), ("Flour and Water", "flour"),
    ])
    func anAmpersandIsSaidAnd(text: String, expected: String) {
        let index = NamedValueIndex(entries: [
            (names: ["5th & Main"], payload: "main"), (names: ["Flour and Water"], payload: "flour"),
        ])
        #expect(index.exactMatches(for: text) == [expected])
    }

    @Test func tiesBetweenDifferentValuesAreRefused() {
        let index = NamedValueIndex(entries: [(names: ["amber"], payload: "a"), (names: ["ember"], payload: "e")])
        #expect(index.bestMatch(for: "umber") == nil)
    }

    @Test func sharedNamesGiveEveryCandidate() {
        let contacts = NamedValueIndex(entries: [
            (names: ["Amy Adams", "Amy"], payload: "amy-a"), (names: ["Amy Brown", "Amy"], payload: "amy-b"),
        ])
        #expect(contacts.candidates(for: "amy") == ["amy-a", "amy-b"])
    }

    @Test func personalPhrasesMatchVerbatimOnly() {
        let book = PersonalPhraseBook([PersonalPhrase(phrase: "Order my usual", target: .shortcut("usual"))])
        #expect(book.interpretation(of: "order my usual!")?.shortcut == "usual")
        #expect(book.interpretation(of: "order my usual please") == nil)
        #expect(book.interpretation(of: "my usual order") == nil)
    }
}
