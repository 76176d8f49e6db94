import ErrandCatalog
import Testing

/// Everyday words, and whether words said where a name could go may be one.
struct EverydayWordsTests {
    @Test(arguments: ["hello", "minutes", "running", "late"])
    func everyday(word: String) {
        #expect(EverydayWords.contains(word))
    }

    /// A word that is never a noun makes no plural: "nots" is a slip of "notes", "its" no
    /// plural of "it".
    @Test(arguments: ["carol", "amy", "zed", "nots", "fors", "thes"])
    func notEveryday(word: String) {
        #expect(!EverydayWords.contains(word))
    }

    @Test(arguments: ["carol", "amy lee", "mary jo smith", "anna van dyke"])
    func mayName(words: String) {
        #expect(EverydayWords.mayName(aPerson: words.split(separator: " ")))
    }

    /// Everyday words, an article, pronoun or preposition first, a word no name has after the
    /// first ("pay amy the rent" is to Amy, for the rent), a digit, an apostrophe, or more than
    /// three words: said words, not a name.
    @Test(arguments: [
        "hello there", "running late", "the electric bill", "something relaxing", "i'm on my way", "see you at 5",
        "it tomorrow", "amy lee and bob smith", "", "bob the report", "amy a heart", "carol my notes",
        "for last", "to bob",
    ])
    func namesNoOne(words: String) {
        #expect(!EverydayWords.mayName(aPerson: words.split(separator: " ")))
    }
}
