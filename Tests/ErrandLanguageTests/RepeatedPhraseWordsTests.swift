import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A phrase's own word said again inside a time: "remind me {due} to {title}" said as "remind me
/// friday at twenty to eight to call mum". The matcher ends the time at the first "to", which
/// left "friday at twenty" (8 PM) and a reminder to "eight to call mum"; the time takes the words
/// up to the "to" that reads, as a typed value takes the most words beside a text.
struct RepeatedPhraseWordsTests {
    static let reminders = """
        app: com.example.nudge
        name: Nudge
        actions:
          AddReminder:
            title: Add a reminder
            category: create
            parameters:
              title: { type: string, title: Title, required: true, prompt: "What should I remind you of?" }
              due: { type: dateTime, title: Due }
            summary: Remind me to {title} at {due}
            phrases: ["remind me to {title} [{due}]", "remind me {due} to {title}"]
        """

    /// Thursday 3 December 2026, 9:00 UTC: a quarter to eight today is the evening's.
    static let context = UnderstandingContext(
        now: Date(timeIntervalSince1970: 1_796_288_400), timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func reading(_ text: String) throws -> Interpretation? {
        let app = try #require(ManifestLoader().loadApp(source: reminders, file: "nudge.yaml").app)
        return try Understander.trained(on: Catalog(apps: [app])).interpretations(of: text, context: context).best
    }

    /// The hour and minute of a reading's due time, in UTC.
    static func clock(_ reading: Interpretation?) -> [Int]? {
        guard case .dateTime(let date)? = reading?.parameters["due"]?.value else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return [parts.hour ?? -1, parts.minute ?? -1]
    }

    @Test(arguments: [
        ("remind me friday at twenty to eight to call mum", "friday at twenty to eight", [7, 40]),
        ("remind me at quarter to eight to call mum", "at quarter to eight", [19, 45]),
        ("remind me at ten past nine to call mum", "at ten past nine", [9, 10]),
        ("remind me at 10 to 6 to call mum", "at 10 to 6", [17, 50]),
    ])
    func theTimeTakesThePhrasesWordSaidAgain(text: String, due: String, clock: [Int]) throws {
        let reading = try #require(try Self.reading(text))
        #expect(reading.parameters["due"]?.text == due, "\(text)")
        #expect(Self.clock(reading) == clock, "\(text)")
        #expect(reading.parameters["title"]?.text == "call mum", "\(text)")
    }

    /// Words after the phrase's word that do not make the time longer stay the title's.
    @Test(arguments: [
        ("remind me at ten to call mum to say hi", "at ten", "call mum to say hi"),
        ("remind me tomorrow to go to the bank", "tomorrow", "go to the bank"),
    ])
    func aTitleKeepsThePhrasesWordWhenTheTimeDoesNotRead(text: String, due: String, title: String) throws {
        let reading = try #require(try Self.reading(text))
        #expect(reading.parameters["due"]?.text == due, "\(text)")
        #expect(reading.parameters["title"]?.text == title, "\(text)")
    }
}
