import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// Words that end a wildcard and read as a day go with the time after the phrase's "at": "book
/// tickets for dune tomorrow at 8pm" is Dune tomorrow at 8 PM, where it was a film called "dune
/// tomorrow" today at 8 PM.
struct TrailingDayTests {
    @Test(arguments: [
        ("book tickets for dune tomorrow at 8pm", "dune", "tomorrow at 8pm"),
        ("book tickets for the batman on friday at 8pm", "the batman", "on friday at 8pm"),
        ("book tickets for dune next monday at 7", "dune", "next monday at 7"),
        // A number alone is no day, and a listed name stays whole.
        ("book tickets for heat 2 at 8pm", "heat 2", "8pm"),
        ("book tickets for dune at 8pm", "dune", "8pm"),
    ])
    func aDayEndingTheWildcardGoesWithTheTime(text: String, movie: String, showtime: String) throws {
        let reading = try #require(try ListedSlotFillTests.films().interpretations(of: text, context: .init()).best)
        #expect(reading.parameters["movie"]?.text == movie)
        #expect(reading.parameters["showtime"]?.text == showtime)
    }
}
