import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// Free time is what no event takes of the hours looked at: events that overlap take their
/// hours once, events side by side leave nothing between them, and a stretch shorter than the
/// length asked for is not said. Today's free time starts now, at the next quarter hour.
struct FreeTimeTests {
    /// 9 AM UTC on the reference day, Tuesday 24 November 2026.
    let nine = TranscriptReplayer.defaultNow

    private func at(_ hours: Double) -> Date { nine.addingTimeInterval((hours - 9) * 3600) }

    private func event(_ from: Double, _ to: Double) -> CalendarApp.Event {
        CalendarApp.Event(title: "At \(from)", start: at(from), duration: (to - from) * 3600)
    }

    @Test func overlappingEventsTakeTheirHoursOnce() {
        // 8:00–9:30 began before the hours looked at; 10:00–11:00 and 10:30–12:00 overlap.
        let app = CalendarApp(events: [event(10, 11), event(13, 13 + 10.0 / 60), event(8, 9.5), event(10.5, 12)])
        let free = app.freeTime(from: at(9), to: at(17), atLeast: 15 * 60)
        #expect(
            free == [
                DateInterval(start: at(9.5), end: at(10)), DateInterval(start: at(12), end: at(13)),
                DateInterval(start: at(13 + 10.0 / 60), end: at(17)),
            ])
        // An hour asked for leaves out the half hour before ten.
        #expect(app.freeTime(from: at(9), to: at(17), atLeast: 3600).map(\.start) == [at(12), at(13 + 10.0 / 60)])
    }

    @Test func eventsSideBySideLeaveNothingBetweenThem() {
        let app = CalendarApp(events: [event(9, 10), event(10, 11), event(16, 18)])
        #expect(app.freeTime(from: at(9), to: at(17), atLeast: 60) == [DateInterval(start: at(11), end: at(16))])
    }

    @Test func aDayTakenWholeHasNoFreeTime() {
        let app = CalendarApp(events: [event(8, 18)])
        #expect(app.freeTime(from: at(9), to: at(17), atLeast: 60).isEmpty)
        #expect(CalendarApp(events: []).freeTime(from: at(17), to: at(9), atLeast: 60).isEmpty)
    }

    private func said(_ request: String, events: [CalendarApp.Event], after minutes: Double = 0) async throws -> String
    {
        let apps = ExampleApps(calendar: CalendarApp(events: events))
        return try await TimedConversation.speech(of: [(request, minutes * 60)], apps: apps)[0]
    }

    @Test func todaysFreeTimeStartsAtTheNextQuarterHour() async throws {
        let engine = try UsualRequestTests.engine(
            nil, apps: ExampleApps(calendar: CalendarApp(events: [event(11, 12)])))
        var session = ConversationSession(id: "s")
        var context = UsualRequestTests.context
        context.now = at(9 + 7.0 / 60)
        let response = await engine.respond(to: "when am i free today", in: &session, context: context)
        #expect(response.speech == "Today you're free until eleven AM and after noon.")
        #expect(response.outputs["start"] == .dateTime(at(9.25)))
        #expect(response.outputs["end"] == .dateTime(at(11)))
        let free = try await said("when am i free today", events: [], after: 7)
        #expect(free == "Today you're free for the rest of the day.")
    }

    @Test func aLengthKeepsTheStretchesThatLong() async throws {
        let said = try await said("when do i have an hour free tomorrow", events: [event(24 + 9.5, 24 + 15)])
        #expect(said == "Tomorrow you're free after three PM.")
    }

    @Test func withNoDaySaidTheNextDayWithFreeTimeIsSaid() async throws {
        let said = try await said("when am i free", events: [event(9, 17), event(24 + 9, 24 + 12)])
        #expect(said == "Sorry, you have no free time for the rest of today. Tomorrow you're free after noon.")
    }

    @Test func daysFreeAllDayAreSaidTogether() {
        let words = CalendarWords(now: nine, timeZone: .gmt)
        func day(_ offset: Int, name: String, stretches: [DateInterval]) -> FreeDay {
            let opens = at(Double(24 * offset + 9))
            let closes = at(Double(24 * offset + 17))
            return FreeDay(
                day: words.day(byAdding: offset, to: words.today) ?? words.today, name: name,
                when: offset > 1 ? "on \(name)" : name,
                part: nil, stretches: stretches, opens: opens, from: opens, closes: closes)
        }
        let whole = { (offset: Int) in
            [DateInterval(start: at(Double(24 * offset + 9)), end: at(Double(24 * offset + 17)))]
        }
        let days = [
            day(1, name: "tomorrow", stretches: whole(1)), day(2, name: "Thursday", stretches: whole(2)),
            day(3, name: "Friday", stretches: [DateInterval(start: at(24 * 3 + 9), end: at(24 * 3 + 10))]),
            day(4, name: "Saturday", stretches: whole(4)),
        ]
        #expect(
            FreeDay.sentences(days, for: UsualRequestTests.context) == [
                "You're free all day tomorrow and Thursday.", "On Friday you're free until ten AM.",
                "On Saturday you're free all day.",
            ])
    }
}
