import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// The workouts done on a day are those ended that day; this week's are those ended since its
/// Monday. A day gone by is said in the past ("You didn't work out on Sunday"), and a day to
/// come has nothing done yet.
struct WorkoutsOfAnotherDayTests {
    /// A run ended on Sunday 22 November at 8:30 AM and a walk on Monday the 23rd at 8:15 AM; the
    /// questions are asked at 9 AM on Tuesday the 24th, the reference day.
    private func said(_ questions: [String]) async throws -> [String] {
        let hour: TimeInterval = 3600
        let done: [(String, TimeInterval)] = [
            ("start a run", -49 * hour), ("end my run", -48.5 * hour), ("start a walk", -25 * hour),
            ("end my walk", -24.75 * hour),
        ]
        let said = try await TimedConversation.speech(of: done + questions.map { ($0, 0) }, apps: ExampleApps())
        return Array(said.dropFirst(done.count))
    }

    @Test func aDayGoneByIsSaidInThePast() async throws {
        #expect(
            try await said(["did i work out yesterday", "did i go for a run yesterday", "did i work out on sunday"])
                == [
                    "Yesterday you did a walk, for fifteen minutes in all.",
                    "You didn't do a run yesterday, but you did a walk.",
                    "On Sunday, November twenty-second you did a run, for thirty minutes in all.",
                ])
    }

    @Test func thisWeekStartsOnItsMonday() async throws {
        #expect(
            try await said(["how many workouts did i do this week", "how long did i work out today"]) == [
                "This week you did a walk, for fifteen minutes in all.", "You haven't worked out today.",
            ])
    }

    @Test func nothingIsDoneOnADayToCome() async throws {
        #expect(
            try await said(["did i work out tomorrow", "how many workouts did i do next week"]) == [
                "Sorry, that day hasn't come yet.",
                "Sorry, I can tell you only what you did this week or last week, or on a day.",
            ])
    }
}
