import Testing

@testable import ErrandLanguage

/// Polite ways of asking that the phrases do not write are read as the ways they do, in place,
/// only where a request starts.
struct PoliteAsksTests {
    static let known: Set<String> = ["order", "book", "make", "text", "get"]

    @Test(arguments: [
        ("i'd love a coffee", "i'd like a coffee"), ("I'd love to book a table", "I'd like to book a table"),
        ("i would love a latte", "i would like a latte"), ("we'd love two mochas", "we'd like two mochas"),
        ("would you mind ordering a latte", "               order    a latte"),
        ("do you mind making a note", "            make   a note"),
        ("would you mind getting me a taxi", "               get     me a taxi"),
        // Words that start no polite ask, or an ask of a verb no app uses, stay as they are.
        ("text bob that i'd love to come", "text bob that i'd love to come"), ("i love jazz", "i love jazz"),
        ("would you mind", "would you mind"), ("would you mind dancing", "would you mind dancing"),
        ("do you mind if i order", "do you mind if i order"),
    ])
    func aPoliteAskIsReadAsThePhrasesSayIt(text: String, asked: String) {
        let read = PoliteAsks.asked(text, isKnown: Self.known.contains)
        #expect(read == asked)
        #expect(read.count == text.count)
    }
}
