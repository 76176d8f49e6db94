import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// How people name an event: by its title, its hour, its day, its people or as the next one
/// (the guidelines ask for conversations that feel natural, and people rarely say a title).
struct EventReferenceTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let now = TranscriptReplayer.defaultNow
    /// The design review at 2 PM UTC on the reference day, with Amy Lee and Bob Smith.
    static let review = CalendarApp.sampleEvents[0]

    static func names(_ said: String, _ event: CalendarApp.Event = review) -> Bool? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return EventReference(said, now: now, timeZone: utc)?.names(event, in: calendar)
    }

    @Test(arguments: [
        "design review", "review", "2 pm", "2", "2pm", "2 o'clock", "meeting at 2", "at two", "14:00",
        "meeting with bob", "meeting with amy and bob", "today's", "meeting today", "next", "review on tuesday",
        "design review with amy at 2 pm today",
    ])
    func wordsThatNameTheEvent(_ said: String) {
        #expect(Self.names(said) == true)
    }

    @Test(arguments: [
        "team meeting", "3 pm", "2 am", "meeting with carol", "tomorrow's", "meeting on friday", "review at 3",
        "meeting with amy and carol", "review next tuesday", "review on december 1",
    ])
    func wordsThatNameAnotherEvent(_ said: String) {
        #expect(Self.names(said) == false)
    }

    /// A name in the title counts as a person in it ("lunch with bob" has no attendees), and an
    /// hour word alone stays in the title ("one on one" is not at 1).
    @Test func namesInTheTitleAndHourWordsOfATitle() {
        let lunch = CalendarApp.Event(
            title: "Lunch with Bob", start: Self.now.addingTimeInterval(3 * 3600), duration: 3600)
        #expect(Self.names("lunch with bob", lunch) == true)
        #expect(Self.names("my meeting with bob", lunch) == true)
        let oneOnOne = CalendarApp.Event(title: "One on one", start: Self.now.addingTimeInterval(3600), duration: 1800)
        #expect(Self.names("one on one", oneOnOne) == true)
        #expect(Self.names("my one on one", Self.review) == false)
    }

    /// Words that name no event at all are no reference: "my meeting" says nothing of which.
    @Test func wordsEveryEventSharesNameNone() {
        #expect(EventReference("my meeting", now: Self.now, timeZone: Self.utc) == nil)
        #expect(EventReference("the event", now: Self.now, timeZone: Self.utc) == nil)
    }
}
