import ErrandCatalog
import ErrandLanguage
import Foundation
import Testing

@testable import ErrandShortcuts

/// What `PersonPhrases.entries(of:)` lists: every phrase the person can say, read off the book
/// `chat` understands them by.
struct PersonPhraseEntriesTests {
    // The list of the person's phrases is read off the book: each entry is what its words run,
    // whose it is says how to change it, and words the book gives to another phrase are not
    // listed twice. Added phrases first, then the shortcuts' own by words.
    @Test func theEntriesAreWhatTheBookAnswersTo() throws {
        let (phrases, store, library) = try PersonPhrasesTests.service()
        let carried = [
            ("late", "Running late", "running late"), ("bed", "Bedtime", "Bedtime!"), ("off", "Zzz", "alarm off"),
        ]
        for (id, name, words) in carried {
            try library.save(Shortcut(id: id, name: name, phrase: words, steps: []), of: "amy")
        }
        try library.save(Shortcut(id: "quiet", name: "Quiet", phrase: "?!", steps: []), of: "amy")
        try phrases.add("my usual", for: PersonPhrasesTests.usual, of: "amy")
        // Two shortcuts with the same words, as a library written elsewhere may hold: the book
        // answers with the first by name, and the list shows that one.
        try library.save(Shortcut(id: "late-too", name: "Late again", phrase: "Running late", steps: []), of: "amy")
        // A phrase kept here for a shortcut that carries the same words: the kept one wins.
        try store.savePhrase(
            StoredPhrase(phrase: "bedtime", shortcutID: "late", updatedAt: PersonPhrasesTests.now), of: "amy",
            replacing: nil)
        let entries = try phrases.entries(of: "amy")
        try #require(entries.map(\.phrase.phrase) == ["bedtime", "my usual", "alarm off", "Running late"])
        #expect(entries.map(\.shortcutName) == [nil, nil, "Zzz", "Late again"])
        let book = try phrases.book(of: "amy")
        for entry in entries {
            #expect(book.phrase(matching: entry.phrase.phrase) == entry.phrase.personalPhrase)
        }
        #expect(entries[0].howToChange == nil)
        #expect(entries[3].howToChange?.contains("`errand shortcuts export late-too --output FILE`") == true)
    }
}
