import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A diary is the calendar in British English: "what's in my diary tomorrow" and "add lunch to my
/// diary" were not understood.
struct DiaryWordsTests {
    @Test(arguments: [
        "what's in my diary tomorrow", "what's on my diary tomorrow", "is there anything in my diary tomorrow",
    ])
    func theDiaryIsTheCalendar(text: String) async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let shown = await engine.respond(to: text, in: &session, context: SoupPickupWordsTests.context(.voiceOnly))
        #expect(shown.speech == "Tomorrow you have nothing on your calendar.")
    }

    @Test func anEventIsAddedToTheDiary() async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let asked = await engine.respond(
            to: "add lunch to my diary", in: &session, context: SoupPickupWordsTests.context(.voiceOnly))
        #expect(asked.speech == "When is it?")
        #expect(session.pending?.action == "CreateEvent")
        #expect(session.pending?.values["title"] == .string("Lunch"))
    }
}

/// "Open my calendar for january 5" shows that day: it was not understood (the model's reading,
/// under the confidence bar, had read "january" alone, its first day). In speech the day is said
/// as every date is, with its year when it is not this one's.
struct OpenCalendarTests {
    @Test(arguments: [
        ("open my calendar for january 5", "On Tuesday, January fifth, 2027 you have nothing on your calendar."),
        ("open my diary for march 3", "On Wednesday, March third, 2027 you have nothing on your calendar."),
    ])
    func theDaySaidIsShown(text: String, expected: String) async throws {
        var session = ConversationSession(id: "t")
        let engine = try SharedUnderstanders.exampleEngine()
        let shown = await engine.respond(to: text, in: &session, context: SoupPickupWordsTests.context(.voiceOnly))
        #expect(shown.speech == expected)
    }
}
