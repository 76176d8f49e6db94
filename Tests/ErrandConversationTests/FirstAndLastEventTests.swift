import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// A day's first event is the one that starts earliest, its last the one that starts latest,
/// whether over or not; finishing is when the event that ends latest ends (an early long event
/// may end after a later short one). "First" and "last" in an event's name rank it among the
/// day's events the other words name.
struct FirstAndLastEventTests {
    /// 9 AM UTC on the reference day, Tuesday 24 November 2026.
    let nine = TranscriptReplayer.defaultNow

    private func at(_ hours: Double) -> Date { nine.addingTimeInterval((hours - 9) * 3600) }

    private func event(_ title: String, _ from: Double, _ to: Double) -> CalendarApp.Event {
        CalendarApp.Event(title: title, start: at(from), duration: (to - from) * 3600)
    }

    private func said(_ request: String, events: [CalendarApp.Event], at hour: Double = 9) async throws -> String {
        let apps = ExampleApps(calendar: CalendarApp(events: events))
        return try await TimedConversation.speech(of: [(request, (hour - 9) * 3600)], apps: apps)[0]
    }

    @Test func rankWordsAreReadOffTheName() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let last = try #require(EventReference("my last review today", now: nine, timeZone: utc))
        #expect(last.rank == .last)
        #expect(last.titleWords == ["review"])
        #expect(last.day == CalendarDate(year: 2026, month: 11, day: 24))
        #expect(EventReference("my earliest meeting tomorrow", now: nine, timeZone: utc)?.rank == .first)
        #expect(EventReference("the final meeting", now: nine, timeZone: utc)?.rank == .last)
        // NB: a rank alone names an event, where "my meeting" names none.
        #expect(EventReference("my first meeting", now: nine, timeZone: utc) != nil)
        #expect(EventReference("the design review", now: nine, timeZone: utc)?.rank == nil)
    }

    @Test func finishingIsWhenTheEventThatEndsLatestEnds() async throws {
        let events = [event("Workshop", 10, 17), event("Coffee", 15, 15.5)]
        #expect(
            try await said("when do i finish today", events: events)
                == "Your last event today, Workshop, ends at five PM.")
        #expect(
            try await said("what's my last meeting today", events: events)
                == "Your last event today is Coffee at three PM.")
    }

    @Test func anEventOverIsStillTheDaysFirst() async throws {
        let events = [event("Standup", 9, 9.25), event("Lunch", 12, 13)]
        #expect(
            try await said("what's my first meeting today", events: events, at: 11)
                == "Your first event today was Standup at nine AM.")
        #expect(
            try await said("when is my first meeting today", events: events, at: 11)
                .hasPrefix("Standup is today at nine AM"))
        #expect(
            try await said("when do i finish today", events: events, at: 14)
                == "Your last event today, Lunch, ended at one PM.")
    }

    @Test func otherWordsNarrowTheEventsRanked() async throws {
        let events = [event("Review one", 10, 11), event("Review two", 15, 16), event("Dinner", 19, 21)]
        #expect(
            try await said("when is my last review today", events: events).hasPrefix("Review two is today at three PM"))
        #expect(
            try await said("when is my last meeting today", events: events).hasPrefix("Dinner is today at seven PM"))
    }

    @Test func yesterdayIsSaidByName() async throws {
        let events = [event("Standup", 9 - 24, 9.25 - 24), event("Lunch", 12 - 24, 13 - 24)]
        #expect(
            try await said("what's my first meeting yesterday", events: events)
                == "Your first event yesterday was Standup at nine AM.")
        #expect(
            try await said("when did i finish yesterday", events: events)
                == "Your last event yesterday, Lunch, ended at one PM.")
        #expect(
            try await said("what's my first meeting yesterday", events: [])
                == "You had nothing on your calendar yesterday.")
    }

    @Test func aDayWithNothingOnItSaysSo() async throws {
        let events = [event("Standup", 9, 9.25)]
        #expect(
            try await said("when does my day start tomorrow", events: events)
                == "You have nothing on your calendar tomorrow.")
        #expect(
            try await said("what's my last meeting tomorrow", events: events)
                == "You have nothing on your calendar tomorrow.")
    }
}
