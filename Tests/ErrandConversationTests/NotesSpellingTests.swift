import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A search of the built-in notes finds a word in either its British or its American spelling:
/// "colour" found no note of "color", nor "favourite" one of "favorite".
struct NotesSpellingTests {
    static let notes = [
        "Paint color for the hall", "My favourite soups", "Meet at the community center", "Organise the garage",
    ]

    @Test(arguments: [
        ("colour", "Paint color for the hall"), ("favorite", "My favourite soups"),
        ("centre", "Meet at the community center"), ("organize", "Organise the garage"),
    ])
    func eitherSpellingIsFound(query: String, note: String) async throws {
        var session = ConversationSession(id: "t")
        let apps = ExampleApps(notes: NotesApp(notes: Self.notes))
        let engine = ConversationEngine(
            catalog: ExampleApps.catalog, handlers: apps.handlers, understanding: try SharedUnderstanders.examples())
        let found = await engine.respond(
            to: "search my notes for \(query)", in: &session, context: SoupPickupWordsTests.context())
        #expect(found.speech.contains(note))
    }
}
