import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

/// The person's shortcuts are theirs: kept across restarts, seen by no one else.
struct ShortcutLibraryStoreTests {
    static let usual = Shortcut(
        id: "usual", name: "Order my usual", phrase: "order my usual",
        steps: [
            .app(
                "order", "com.example.coffee", "OrderCoffee",
                ["coffee": .literal(.entity(EntityReference(type: "Drink", id: "latte", title: "Latte")))]),
            .builtIn(
                "check", .if,
                ["input": .output(step: "order", property: "price"), "condition": .literal(.string("hasAnyValue"))],
                then: [.builtIn("show", .showResult, ["text": .text("Paid {order.price}")])]),
        ],
        importQuestions: [
            ImportQuestion(step: "order", parameter: "coffee", prompt: "Your usual?", type: .custom("Drink"))
        ])
    static let late = Shortcut(id: "late", name: "Running late", steps: [.builtIn("now", .currentDate)])

    @Test func savesListsGetsAndDeletesAPersonsShortcuts() throws {
        let store = try SQLiteStore()
        try store.save(Self.usual, of: "amy")
        try store.save(Self.late, of: "amy")
        #expect(try store.shortcuts(of: "amy") == [Self.usual, Self.late])
        #expect(try store.shortcut(id: "late", of: "amy") == Self.late)
        #expect(try store.onlyShortcut(named: "running LATE", of: "amy") == Self.late)
        var renamed = Self.late
        renamed.name = "Late again"
        try store.save(renamed, of: "amy")
        #expect(try store.shortcuts(of: "amy") == [renamed, Self.usual])
        #expect(try store.deleteShortcut(id: "late", of: "amy"))
        #expect(try !store.deleteShortcut(id: "late", of: "amy"))
        #expect(try store.shortcuts(of: "amy") == [Self.usual])
        #expect(
            try store.shortcuts(of: "amy").reduce(into: [String: String]()) { $0[$1.id] = $1.name } == [
                "usual": "Order my usual"
            ])
    }

    @Test func onePersonNeverSeesOrChangesAnothersShortcuts() throws {
        let store = try SQLiteStore()
        try store.save(Self.usual, of: "amy")
        #expect(try store.shortcuts(of: "ben").isEmpty)
        #expect(try store.shortcut(id: "usual", of: "ben") == nil)
        #expect(try !store.deleteShortcut(id: "usual", of: "ben"))
        // Identifiers are each person's own: amy's `usual` neither blocks ben's nor shows.
        #expect(try store.isIdentifierAvailable("usual", for: "ben"))
        #expect(try !store.isIdentifierAvailable("usual", for: "amy"))
        let bens = Self.late.renamed(id: "usual")
        try store.save(bens, of: "ben")
        #expect(try store.shortcuts(of: "ben") == [bens])
        #expect(try store.shortcut(id: "usual", of: "amy") == Self.usual)
        #expect(try store.deleteShortcut(id: "usual", of: "ben"))
        #expect(try store.shortcut(id: "usual", of: "amy") == Self.usual)
    }

    @Test func shortcutsPersistAcrossReopening() throws {
        let directory = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try SQLiteStore(directory: StateDirectory(url: directory)).save(Self.usual, of: "amy")
        }
        let reopened = try SQLiteStore(directory: StateDirectory(url: directory))
        #expect(try reopened.shortcuts(of: "amy") == [Self.usual])
    }
}

extension Shortcut {
    fileprivate func renamed(id: String) -> Shortcut {
        var copy = self
        copy.id = id
        return copy
    }
}
