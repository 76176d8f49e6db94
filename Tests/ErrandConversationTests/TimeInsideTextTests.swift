import ErrandCatalog
import ErrandConversation
import ErrandLanguage
import Foundation
import Testing

/// A time said inside a text, before words that say where, with whom or about what, is the date
/// and time the phrase would have after the text: "call mom about the car" at 5 PM, not a task
/// "call mom at 5 about the car" with no time. A time the words after it do not part from the
/// text stays in it, and an action with no date or time keeps its text whole.
struct TimeInsideTextTests {
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_763_820_000), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    static func best(_ text: String) throws -> Interpretation? {
        try SharedUnderstanders.examples().interpretations(of: text, context: context).best
    }

    @Test(arguments: [
        ("remind me to call mom at 5 about the car", "title", "call mom about the car", "due", "at 5"),
        ("schedule lunch at noon with bob", "title", "lunch with bob", "start", "at noon"),
        (
            "schedule dinner with amy on friday at 7 at nopa", "title", "dinner with amy at nopa", "start",
            "on friday at 7"
        ),
    ])
    func aTimeInsideATextIsTakenOut(text: String, name: String, rest: String, time: String, said: String) throws {
        let best = try #require(try Self.best(text))
        #expect(best.parameters[name]?.text == rest)
        let offsets = try #require(best.parameters[time]?.offsets)
        #expect(String(Array(text)[offsets]) == said)
    }

    @Test(arguments: [
        "remind me to buy tickets for the 8 pm show", "remind me to tell amy tomorrow is fine",
        "remind me to tell bob the party at 8 is off",
    ])
    func aTimeTheWordsAfterItDoNotPartStays(text: String) throws {
        let best = try #require(try Self.best(text))
        #expect(best.parameters["title"]?.text == String(text.dropFirst("remind me to ".count)))
        #expect(best.parameters["due"] == nil)
    }
}
