import ErrandCatalog
import Foundation
import Testing

@testable import ErrandLanguage

/// A place is words a name can have: "to" of "remind me to buy milk when i get to" is no place
/// (it was read as one, "for when you get to to"), where "the gym" and "home" are.
struct PlaceValueTests {
    static let reader = SlotValueReader(
        values: CatalogValueIndex(catalog: Catalog(apps: [])), builtIns: BuiltInValueReader())
    static let place = ParameterDefinition(id: "place", title: "Place", type: .place)
    static let context = UnderstandingContext(now: Date(timeIntervalSince1970: 1_763_820_000), timeZone: .gmt)

    @Test(arguments: ["home", "the gym", "Whole Foods", "5 main street"])
    func wordsThatNameAPlace(words: String) {
        #expect(Self.reader.value(of: words, for: Self.place, in: "app", context: Self.context) != nil)
    }

    @Test(arguments: ["to", "the", "To the", "at"])
    func wordsThatNameNoPlace(words: String) {
        #expect(Self.reader.value(of: words, for: Self.place, in: "app", context: Self.context) == nil)
    }
}
