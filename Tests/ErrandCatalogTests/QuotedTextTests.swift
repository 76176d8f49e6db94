import ErrandCatalog
import Testing

/// Errors quote someone's text whole when short, by its start and length when long.
struct QuotedTextTests {
    @Test func quotesShortTextWholeAndLongTextByItsStart() {
        #expect(QuotedText.quoted("latte") == "'latte'")
        #expect(QuotedText.quoted(String(repeating: "é", count: 60)) == "'" + String(repeating: "é", count: 60) + "'")
        #expect(
            QuotedText.quoted(String(repeating: "ラ", count: 61))
                == "'" + String(repeating: "ラ", count: 60) + "…' (61 characters)")
        #expect(QuotedText.quoted("abcdef", maximum: 3) == "'abc…' (6 characters)")
    }
}
