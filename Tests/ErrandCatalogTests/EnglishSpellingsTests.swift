import ErrandCatalog
import Testing

/// British and American spellings of a word meet in one form, so a search finds either.
struct EnglishSpellingsTests {
    @Test(arguments: [
        ("colour", "color"), ("colours", "colors"), ("coloured", "colored"), ("favourite", "favorite"),
        ("favourites", "favorites"), ("centre", "center"), ("centres", "centers"), ("centred", "centered"),
        ("theatre", "theater"), ("fibre", "fiber"), ("organise", "organize"), ("organised", "organized"),
        ("organisation", "organization"), ("analyse", "analyze"), ("catalogue", "catalog"),
        ("neighbourhood", "neighborhood"),
        ("grey", "gray"), ("defence", "defense"), ("programme", "program"), ("Favourite Colour", "favorite color"),
    ])
    func bothSpellingsMeet(british: String, american: String) {
        #expect(EnglishSpellings.comparable(british) == EnglishSpellings.comparable(american))
    }

    // Words that only end as a British spelling does keep apart from the words their other form
    // would be part of: "dour" is no "door", "flour" no "Florida", "four" no "for".
    @Test(arguments: [("dour", "door"), ("flour", "florida"), ("four", "for"), ("hour", "horse"), ("your", "york")])
    func wordsSpeltAlikeStayApart(word: String, other: String) {
        #expect(!EnglishSpellings.comparable(other).contains(EnglishSpellings.comparable(word)))
    }

    @Test func whatIsNoWordIsKept() {
        #expect(
            EnglishSpellings.comparable("Paint colours: 2 tins, the centre's") == "paint colors: 2 tins, the center's")
    }
}
