import ErrandCatalog
import Testing

@testable import ErrandLanguage

/// Matching skips "please", "can you", "i want to" wherever they stand, and a message's words
/// began after them: "text bob that i want to leave" sent "leave". A text keeps the skipped
/// words it starts with; other values are read without them.
struct SkippedWordsInTextTests {
    static func best(_ text: String) throws -> Interpretation {
        let understander = try #require(UnderstanderTests.understander)
        return try #require(understander.interpretations(of: text, context: UnderstanderTests.context).best)
    }

    @Test(arguments: [
        ("text bob that i want to leave", "i want to leave"),
        ("send a message to bob saying please call me", "please call me"),
        ("i have to text bob that i need to leave", "i need to leave"),
    ])
    func aMessageKeepsTheWordsItStartsWith(text: String, message: String) throws {
        let reading = try Self.best(text)
        #expect(reading.action == "SendMessage")
        #expect(reading.parameters["content"]?.value == .string(message))
    }

    @Test func aRequestLedByThemIsReadWithoutThem() throws {
        let reading = try Self.best("please text bob hello")
        #expect(reading.parameters["content"]?.value == .string("hello"))
    }
}
