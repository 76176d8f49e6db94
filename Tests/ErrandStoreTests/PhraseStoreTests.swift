import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// A person's phrases in SQLite: theirs alone, kept across reopening, gone with their shortcut,
/// and every change numbered for apps to catch up.
struct PhraseStoreTests {
    static let latte = Value.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    /// Keeps a one-step shortcut row for `person`, as the phrase service does.
    static func saveShortcut(_ id: String, of person: String, in store: SQLiteStore) throws {
        let shortcut = Shortcut(
            id: id, name: "Order coffee", steps: [.app("action", "com.example.coffee", "OrderCoffee")])
        try store.save(shortcut, of: person)
    }

    static func usual(_ words: String, shortcut: String) -> StoredPhrase {
        StoredPhrase(
            phrase: words, shortcutID: shortcut, app: "com.example.coffee", action: "OrderCoffee",
            values: ["coffee": latte, "size": .enumCase("large")], ownsShortcut: true, updatedAt: moment)
    }

    @Test func phrasesArePerPersonAndQueriedByApp() throws {
        let store = try SQLiteStore()
        try Self.saveShortcut("s-amy", of: "amy", in: store)
        try Self.saveShortcut("s-ben", of: "ben", in: store)
        try store.savePhrase(Self.usual("my usual", shortcut: "s-amy"), of: "amy", replacing: nil)
        try store.savePhrase(Self.usual("ben's usual", shortcut: "s-ben"), of: "ben", replacing: nil)
        let notes = StoredPhrase(phrase: "jot", shortcutID: "s-amy", updatedAt: Self.moment)
        try store.savePhrase(notes, of: "amy", replacing: nil)
        #expect(try store.phrases(of: "amy") == [notes, Self.usual("my usual", shortcut: "s-amy")])
        #expect(try store.phrases(of: "amy", app: "com.example.coffee") == [Self.usual("my usual", shortcut: "s-amy")])
        #expect(try store.phrases(of: "ben").map(\.phrase) == ["ben's usual"])
        #expect(try store.phrases(of: "cy").isEmpty)
        // Removing amy's phrase by ben's name, or ben's words, touches nothing.
        #expect(try store.removePhrase("my usual", of: "ben") == false)
        #expect(try store.removePhrase("ben's usual", of: "amy") == false)
        #expect(throws: PhraseNotFound.self) {
            try store.savePhrase(Self.usual("x", shortcut: "s-ben"), of: "ben", replacing: "my usual")
        }
        #expect(try store.phrases(of: "amy").count == 2)
    }

    @Test func phrasesSurviveReopening() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("errand.sqlite").path
        do {
            let store = try SQLiteStore(path: path)
            try Self.saveShortcut("s1", of: "amy", in: store)
            try store.savePhrase(Self.usual("my usual", shortcut: "s1"), of: "amy", replacing: nil)
            try store.savePhrase(Self.usual("the usual", shortcut: "s1"), of: "amy", replacing: "my usual")
        }
        let reopened = try SQLiteStore(path: path)
        #expect(try reopened.phrases(of: "amy") == [Self.usual("the usual", shortcut: "s1")])
        let changes = try reopened.phraseChanges(of: "amy", app: "com.example.coffee", after: 0)
        #expect(changes.changes.map(\.kind) == [.added, .changed])
        #expect(changes.changes.last?.previousPhrase == "my usual")
        #expect(changes.through == 2)
    }

    // Removing a shortcut the person made takes its phrases with it (ON DELETE CASCADE), and
    // the app hears of the removal.
    @Test func deletingTheShortcutRemovesItsPhrasesAndTellsTheApp() throws {
        let store = try SQLiteStore()
        try Self.saveShortcut("s1", of: "amy", in: store)
        try Self.saveShortcut("s2", of: "amy", in: store)
        try store.savePhrase(Self.usual("my usual", shortcut: "s1"), of: "amy", replacing: nil)
        try store.savePhrase(Self.usual("latte time", shortcut: "s2"), of: "amy", replacing: nil)
        let seen = try store.phraseChanges(of: "amy", app: "com.example.coffee", after: 0).through
        #expect(try store.deleteShortcut(id: "s1", of: "amy"))
        #expect(try store.phrases(of: "amy").map(\.phrase) == ["latte time"])
        let changes = try store.phraseChanges(of: "amy", app: "com.example.coffee", after: seen)
        #expect(
            changes.changes == [
                PhraseChange(
                    sequence: seen + 1, kind: .removed, phrase: "my usual", app: "com.example.coffee",
                    action: "OrderCoffee")
            ])
    }

    @Test func aPhraseMovedToAnotherAppLeavesTheOldAppAndJoinsTheNew() throws {
        let store = try SQLiteStore()
        try Self.saveShortcut("s1", of: "amy", in: store)
        try store.savePhrase(Self.usual("my usual", shortcut: "s1"), of: "amy", replacing: nil)
        var moved = Self.usual("my usual", shortcut: "s1")
        moved.app = "com.example.notes"
        moved.action = "CreateNote"
        try store.savePhrase(moved, of: "amy", replacing: "my usual")
        #expect(
            try store.phraseChanges(of: "amy", app: "com.example.coffee", after: 1).changes.map(\.kind) == [.removed])
        #expect(try store.phraseChanges(of: "amy", app: "com.example.notes", after: 1).changes.map(\.kind) == [.added])
        #expect(try store.phrases(of: "amy", app: "com.example.coffee").isEmpty)
    }

    @Test func aPhraseMustPointAtAShortcut() throws {
        let store = try SQLiteStore()
        #expect(throws: (any Error).self) {
            try store.savePhrase(Self.usual("my usual", shortcut: "missing"), of: "amy", replacing: nil)
        }
        #expect(try store.phrases(of: "amy").isEmpty)
    }

    // A phrase points at its person's shortcut: deleting amy's `usual` leaves ben's phrase on his.
    @Test func aPhraseFollowsItsOwnPersonsShortcut() throws {
        let store = try SQLiteStore()
        try Self.saveShortcut("usual", of: "amy", in: store)
        try Self.saveShortcut("usual", of: "ben", in: store)
        try store.savePhrase(Self.usual("my usual", shortcut: "usual"), of: "amy", replacing: nil)
        try store.savePhrase(Self.usual("my usual", shortcut: "usual"), of: "ben", replacing: nil)
        #expect(try store.deleteShortcut(id: "usual", of: "amy"))
        #expect(try store.phrases(of: "amy").isEmpty)
        #expect(try store.phrases(of: "ben").map(\.phrase) == ["my usual"])
        // Nor can a phrase point at another person's shortcut.
        #expect(throws: (any Error).self) {
            try store.savePhrase(Self.usual("coffee please", shortcut: "usual"), of: "amy", replacing: nil)
        }
    }

    // The number to ask from next time says nothing of other people's changes.
    @Test(arguments: [false, true]) func anotherPersonsChangesDoNotShowInTheCursor(inMemory: Bool) throws {
        let sqlite = try SQLiteStore()
        let store: any PhraseStore = inMemory ? InMemoryPhraseStore() : sqlite
        if !inMemory {
            try Self.saveShortcut("s-amy", of: "amy", in: sqlite)
            try Self.saveShortcut("s-ben", of: "ben", in: sqlite)
        }
        try store.savePhrase(Self.usual("my usual", shortcut: "s-amy"), of: "amy", replacing: nil)
        let before = try store.phraseChanges(of: "amy", app: nil, after: 0).through
        for number in 0..<3 {
            try store.savePhrase(Self.usual("ben's \(number)", shortcut: "s-ben"), of: "ben", replacing: nil)
        }
        #expect(try store.phraseChanges(of: "amy", app: nil, after: 0).through == before)
        #expect(try store.phraseChanges(of: "amy", app: nil, after: 10).through == 10)
        #expect(try store.phraseChanges(of: "carol", app: nil, after: 0).through == 0)
    }
}
