import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// How long until the next event is said to the minute within twelve hours, and by its day and
/// hour beyond; an event about to start starts in less than a minute.
struct TimeUntilNextEventTests {
    /// 9 AM UTC on the reference day, Tuesday 24 November 2026.
    let nine = TranscriptReplayer.defaultNow

    private func said(_ request: String, events: [CalendarApp.Event], after seconds: TimeInterval = 0) async throws
        -> String
    {
        let apps = ExampleApps(calendar: CalendarApp(events: events))
        return try await TimedConversation.speech(of: [(request, seconds)], apps: apps)[0]
    }

    private func event(_ title: String, at hours: Double) -> CalendarApp.Event {
        CalendarApp.Event(title: title, start: nine.addingTimeInterval((hours - 9) * 3600), duration: 1800)
    }

    @Test func theWaitIsSaidToTheMinute() async throws {
        let events = [event("Review", at: 11 + 10.0 / 60), event("Dinner", at: 19)]
        #expect(
            try await said("how long until my next meeting", events: events)
                == "Your next event, Review, starts in two hours and ten minutes.")
        // NB: the event under way is not next; the one after it is.
        #expect(
            try await said("how much time do i have before my next meeting", events: events, after: 2.5 * 3600)
                == "Your next event, Dinner, starts in seven hours and thirty minutes.")
        #expect(
            try await said("how soon is my next meeting", events: events, after: 2 * 3600 + 9 * 60 + 30)
                == "Your next event, Review, starts in less than a minute.")
    }

    @Test func aWaitOfADayIsSaidByItsDayAndHour() async throws {
        #expect(
            try await said("how long until my next meeting", events: [event("Standup", at: 24 + 10)])
                == "Your next event, Standup, is tomorrow at ten AM.")
    }

    @Test func nothingToComeSaysSo() async throws {
        #expect(
            try await said("how long until my next meeting", events: [event("Standup", at: 8)])
                == "You have nothing else on your calendar.")
    }
}
