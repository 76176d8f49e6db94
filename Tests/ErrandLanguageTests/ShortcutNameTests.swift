import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// A shortcut runs when its name is said alone, as a phrase would, or when asked for by name
/// ("run my morning shortcut"); a person's phrase wins over a name with the same words, and a
/// name two shortcuts share runs neither.
struct ShortcutNameTests {
    static let book = PersonalPhraseBook(
        [PersonalPhrase(phrase: "Coffee time!", target: .shortcut("latte"))],
        shortcutNames: [
            .init(name: "Good morning", shortcut: "morning"),
            .init(name: "Coffee time", shortcut: "other-coffee"),
            .init(name: "Cancel", shortcut: "cancel-all", runsWhenSaidAlone: false),
            .init(name: "Latte", shortcut: "latte"),
        ])

    @Test(arguments: [
        "good morning", "Good morning!", "run good morning", "run my good morning shortcut",
        "start the shortcut called good morning", "please run Good Morning", "launch good morning shortcut please",
        "run the good morning shortcut", "run shortcut named good morning",
    ])
    func aShortcutRunsByItsName(_ said: String) {
        #expect(Self.book.phrase(matching: said)?.target == .shortcut("morning"), "\(said)")
    }

    @Test(arguments: [
        "run", "run good", "good morning to you", "start a run", "run morning", "shortcut good morning",
        "run my shortcut", "runs good morning",
    ])
    func otherWordsRunNothing(_ said: String) {
        #expect(Self.book.phrase(matching: said) == nil, "\(said)")
    }

    @Test func aPhraseWinsOverANameWithTheSameWords() {
        #expect(Self.book.phrase(matching: "coffee time")?.target == .shortcut("latte"))
        // Asked for by name, the name is what was asked for.
        #expect(Self.book.phrase(matching: "run coffee time")?.target == .shortcut("other-coffee"))
    }

    @Test func aNameThatIsACoreCommandRunsOnlyWhenAskedFor() {
        #expect(Self.book.phrase(matching: "cancel") == nil)
        #expect(Self.book.phrase(matching: "run cancel")?.target == .shortcut("cancel-all"))
    }

    @Test func aNameTwoShortcutsShareRunsNeither() {
        let book = PersonalPhraseBook(shortcutNames: [
            .init(name: "Commute", shortcut: "a"), .init(name: "commute", shortcut: "b"),
            .init(name: "Commute", shortcut: "c"),
        ])
        #expect(book.phrase(matching: "commute") == nil)
        #expect(book.phrase(matching: "run commute") == nil)
        #expect(book.sayings.isEmpty)
    }

    @Test func theSayingsArePhrasesThenNamesOfShortcutsNoPhraseRuns() {
        // "Latte" names the shortcut "coffee time" runs; said alone, "coffee time" runs the
        // phrase, not the shortcut of that name; "Cancel" runs nothing said alone.
        #expect(Self.book.sayings == ["Coffee time!", "Good morning"])
    }

    @Test func aPhraseCanBeAskedForAsAShortcut() {
        #expect(Self.book.phrase(matching: "run coffee time please")?.target == .shortcut("other-coffee"))
        let phraseOnly = PersonalPhraseBook([PersonalPhrase(phrase: "tea time", target: .shortcut("tea"))])
        #expect(phraseOnly.phrase(matching: "run tea time")?.target == .shortcut("tea"))
    }

    @Test func theNameOfAShortcutIsReadOnlyWhenTheWordsSayShortcut() {
        #expect(ShortcutRunRequest.nameOfAShortcut(in: "run my heading out shortcut") == "heading out")
        #expect(ShortcutRunRequest.nameOfAShortcut(in: "start the shortcut called zen") == "zen")
        #expect(ShortcutRunRequest.nameOfAShortcut(in: "run heading out") == nil)
        #expect(ShortcutRunRequest.nameOfAShortcut(in: "run my shortcut") == nil)
        #expect(ShortcutRunRequest.nameOfAShortcut(in: "what is a shortcut") == nil)
    }
}
