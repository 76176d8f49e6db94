import Testing

@testable import ErrandConversation

/// A person with an allergy asks of an ingredient or of a kind of food; the answer names the
/// soup's ingredients that are it, and none that is not.
struct SoupIngredientsTests {
    private func soup(_ id: String) throws -> SoupApp.Soup {
        try #require(SoupApp.Soup.entities.first { $0.id == id })
    }

    @Test func aKindOfFoodIsItsIngredients() throws {
        #expect(try soup("clamChowder").ingredients(of: "dairy") == ["cream"])
        #expect(try soup("clamChowder").ingredients(of: "meat") == ["bacon"])
        #expect(try soup("chickenNoodle").ingredients(of: "gluten") == ["egg noodles"])
        // "egg" is said as "eggs" or "egg"; "any" asks nothing more.
        #expect(try soup("chickenNoodle").ingredients(of: "any eggs") == ["egg noodles"])
        #expect(try soup("chickenNoodle").ingredients(of: "dairy").isEmpty)
    }

    @Test func anIngredientIsFoundInItsOtherForms() throws {
        #expect(try soup("clamChowder").ingredients(of: "clam") == ["clams"])
        #expect(try soup("tomato").ingredients(of: "Tomatoes") == ["tomatoes"])
        #expect(try soup("tomato").ingredients(of: "bacon").isEmpty)
        #expect(try soup("tomato").ingredients(of: "nuts").isEmpty)
    }

    @Test func aDietLeavesOutItsKinds() throws {
        #expect(try soup("clamChowder").ingredients(leftOutBy: .vegetarian) == ["clams", "bacon"])
        #expect(try soup("tomato").ingredients(leftOutBy: .vegetarian).isEmpty)
        #expect(try soup("tomato").ingredients(leftOutBy: .vegan) == ["cream"])
        #expect(try soup("chickenNoodle").ingredients(leftOutBy: .dairyFree).isEmpty)
        #expect(try soup("chickenNoodle").ingredients(leftOutBy: .glutenFree) == ["egg noodles"])
    }
}
