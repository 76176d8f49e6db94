import ErrandSuggestions
import Testing

/// Search matches what a person types the way a search field should.
struct SearchQueryTests {
    static let latte = ["Order large latte", "OrderCoffee", "latte", "large"]
    static let cafe = ["Play Café del Mar", "PlayPlaylist", "Café del Mar"]

    @Test(arguments: [
        ("latte", 0), ("LATTE", 0), ("lat", 0), ("order lat", 0), ("coffee", 0), ("large latte", 0),
        ("cofee", 1), ("lattee", 1), ("ordr latte", 1), ("cofee lattee", 2),
    ])
    func matchesWordsTypedPartlyOrMisspelt(text: String, cost: Int) {
        #expect(SearchQuery(text).cost(of: Self.latte) == cost)
    }

    @Test(arguments: ["pizza", "tea", "lat pizza", "", "  ", "coffeemachine"])
    func refusesWhatIsNotThere(text: String) {
        #expect(SearchQuery(text).cost(of: Self.latte) == nil)
    }

    @Test func shortWordsAreNeverTakenForMisspellings() {
        // Three letters or fewer must be found as typed: "lat" starts "latte", "lag" does not.
        #expect(SearchQuery("lag").cost(of: Self.latte) == nil)
        #expect(SearchQuery("pea").cost(of: ["Order tea"]) == nil)
    }

    @Test func accentsAndCaseAreIgnored() {
        #expect(SearchQuery("cafe").cost(of: Self.cafe) == 0)
        #expect(SearchQuery("CAFÉ DEL").cost(of: Self.cafe) == 0)
        #expect(SearchQuery("playlist").cost(of: Self.cafe) == 0)
    }

    @Test func longWordsMayHaveTwoTypos() {
        #expect(SearchQuery("playlsit").cost(of: Self.cafe) == 1)
        #expect(SearchQuery("plyalsit").cost(of: Self.cafe) == nil)
        #expect(SearchQuery("teh").cost(of: ["the"]) == nil)
    }
}
