import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "Last week" is a week of its own, Monday to Sunday before this one, not a day: read as a
/// date it was its Monday, and the base build (e435488) answered "how many workouts did i do
/// last week" with "You didn't work out on Monday, November sixteenth." What was done, what
/// was on the calendar and what was due are said of all seven days, in the past; free time
/// and availability, which have nothing left in it, are refused with what to ask instead.
struct LastWeekTests {
    /// The questions are asked at 9 AM on Tuesday 24 November, the reference day: last week
    /// runs from Monday the 16th to Sunday the 22nd.
    private let hour: TimeInterval = 3600
    private var nine: Date { TranscriptReplayer.defaultNow }

    @Test func theWorkoutsOfLastWeekAreThoseOfItsSevenDays() async throws {
        // A walk on Sunday the 15th (the week before), a run on Monday the 16th, a swim on
        // Sunday the 22nd and a walk on Monday the 23rd (this week).
        let done: [(String, TimeInterval)] = [
            ("start a walk", -9 * 24 * hour), ("end my walk", -9 * 24 * hour + 600),
            ("start a run", -8 * 24 * hour), ("end my run", -8 * 24 * hour + 1800),
            ("start a swim", -2 * 24 * hour), ("end my swim", -2 * 24 * hour + 1200),
            ("start a walk", -24 * hour), ("end my walk", -24 * hour + 900),
        ]
        let said = try await TimedConversation.speech(
            of: done + [("how many workouts did i do last week", 0), ("how long did i work out this week", 0)],
            apps: ExampleApps())
        #expect(
            Array(said.suffix(2)) == [
                "Last week you did a run and a swim, for fifty minutes in all.",
                "This week you did a walk, for fifteen minutes in all.",
            ])
    }

    @Test func theTasksArchivedLastWeekAreSaid() async throws {
        let todo = TodoApp()
        _ = todo.archive(["t2"], at: nine.addingTimeInterval(-3 * 24 * hour))
        _ = todo.archive(["t3"], at: nine.addingTimeInterval(-10 * 24 * hour))
        let said = try await TimedConversation.speech(
            of: [("what did i finish last week", 0), ("how long did i meditate last week", 0)],
            apps: ExampleApps(todo: todo))
        #expect(said == ["Last week you archived Send the report.", "You didn't do a breathing session last week."])
    }

    @Test func lastWeeksCalendarIsSaidInThePast() async throws {
        let events = [
            CalendarApp.Event(title: "Dentist", start: nine.addingTimeInterval(-6 * 24 * hour), duration: hour),
            CalendarApp.Event(title: "Old lunch", start: nine.addingTimeInterval(-9 * 24 * hour), duration: hour),
        ]
        let said = try await TimedConversation.speech(
            of: [
                ("what was on my calendar last week", 0), ("am i free last week", 0), ("when am i free last week", 0),
            ], apps: ExampleApps(calendar: CalendarApp(events: events)))
        #expect(said[0] == "Last week you had one event on your calendar: Dentist on Wednesday at nine AM.")
        let over = "Sorry, last week is over. To hear what you had, ask what was on your calendar last week."
        #expect(Array(said.dropFirst()) == [over, over])
    }

    @Test func whatWasDueLastWeekIsWhatIsStillOpenOfIt() async throws {
        var tasks = TodoApp.sampleTasks
        tasks[1].due = nine.addingTimeInterval(-5 * 24 * hour)
        let said = try await TimedConversation.speech(
            of: [("what was due last week", 0), ("what was due yesterday", 0)],
            apps: ExampleApps(todo: TodoApp(tasks: tasks)))
        #expect(said == ["Due last week and not done: Send the report.", "Nothing due yesterday is left to do."])
    }

    @Test func theDaysOfLastWeekAreMondayToSunday() throws {
        let words = CalendarWords(now: nine, timeZone: TranscriptReplayer.utc)
        let days = Week.lastWeek.days(from: words.today, in: words)
        #expect(
            days.map { words.weekday(of: $0) } == [
                "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
            ])
        #expect(days.first.flatMap { words.day(byAdding: 8, to: $0) } == words.today)
    }
}
