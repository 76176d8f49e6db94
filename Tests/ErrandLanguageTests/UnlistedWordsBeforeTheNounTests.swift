import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// Words before a listed value's own noun that name none of its values are kept as said: "add
/// tent to my camping list" was not understood, as "camping" is no list the app has; now the
/// conversation can say so and offer the lists there are. A value said without its noun is still
/// one of the app's or no match.
struct UnlistedWordsBeforeTheNounTests {
    static let app = AppDefinition(
        id: "com.example.shelves", name: "Shelves",
        types: [
            TypeDefinition(
                id: "Shelf", kind: .enumeration([EnumCase(id: "top", title: "Top"), EnumCase(id: "low", title: "Low")]))
        ],
        actions: [
            ActionDefinition(
                id: "Shelve", title: "Shelve", category: .other,
                parameters: [
                    ParameterDefinition(id: "item", title: "Item", type: .string),
                    ParameterDefinition(id: "shelf", title: "Shelf", type: .custom("Shelf")),
                ],
                phrases: ["put {item} on [my|the] {shelf} [shelf]", "dust the {shelf} shelf", "{shelf} one"])
        ])

    static func best(_ text: String) throws -> Interpretation? {
        try Understander(catalog: Catalog(apps: [app]), model: nil).interpretations(of: text, context: .init()).best
    }

    static var action: ActionDefinition { app.actions[0] }

    @Test func aPhraseWithTheNounAfterTheValueTakesOtherWords() {
        #expect(
            CatalogGrammar.widenedForUnlistedWords(
                "put {item} on [my|the] {shelf} [shelf]", action: Self.action, app: Self.app)
                == "put {item} on [my|the] ({shelf} [shelf]|{shelf~unlisted:shelf} shelf)")
        #expect(
            CatalogGrammar.widenedForUnlistedWords("dust the {shelf} shelf", action: Self.action, app: Self.app)
                == "dust the ({shelf}|{shelf~unlisted:shelf}) shelf")
        // Without its noun after it as a whole word, nothing changes.
        #expect(
            CatalogGrammar.widenedForUnlistedWords("dust the {shelf} shelving", action: Self.action, app: Self.app)
                == "dust the {shelf} shelving")
        #expect(
            CatalogGrammar.widenedForUnlistedWords("{shelf} one", action: Self.action, app: Self.app) == "{shelf} one")
    }

    @Test func wordsTheAppDoesNotListAreKeptAsSaid() throws {
        let best = try #require(try Self.best("put the vase on my middle shelf"))
        #expect(best.parameters["shelf"]?.value == .string("middle"))
        #expect(best.parameters["item"]?.value == .string("the vase"))
        #expect(try Self.best("dust the middle shelf")?.parameters["shelf"]?.value == .string("middle"))
    }

    @Test func aListedValueIsStillTheValue() throws {
        #expect(try Self.best("put the vase on my top shelf")?.parameters["shelf"]?.value == .enumCase("top"))
        #expect(try Self.best("put the vase on the low")?.parameters["shelf"]?.value == .enumCase("low"))
    }

    @Test func withoutTheNounOtherWordsAreNoMatch() throws {
        #expect(try Self.best("middle one") == nil)
    }

    /// Words that say more than a name are not taken so: "30 minute tabata" of "start a 30
    /// minute tabata workout" holds the workout's goal, and was taken whole for the workout. Nor
    /// are words not followed by the noun, which another parameter's value may have left ("12
    /// main street" of a delivery was a size "main street").
    @Test(arguments: [
        ("dust the middle shelf", "middle", true), ("dust the old middle shelf", "old middle", true),
        ("dust the very old middle shelf", "very old middle", false), ("dust the 2 middle shelf", "2 middle", false),
        ("dust the two middle shelf", "two middle", false), ("dust the middle", "middle", false),
    ])
    func onlyANameBeforeTheNounIsTaken(text: String, words: String, taken: Bool) throws {
        let start = try #require(text.range(of: words)).lowerBound.utf16Offset(in: text)
        let slot = MatchedSlot(
            name: "shelf", value: .string(words), text: words, offsets: start..<(start + words.count),
            source: .wildcard)
        let parameter = try #require(Self.action.parameter(named: "shelf"))
        let value = TemplateInterpreter.unlistedName(slot, for: parameter, in: Self.app, said: text)
        #expect(value == (taken ? .string(words) : nil))
    }
}
