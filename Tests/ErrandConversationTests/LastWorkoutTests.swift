import Foundation
import Testing

@testable import ErrandConversation

/// The last workout asked about by its kind is the last of that kind, with the day it was done,
/// not the last of any kind: the base build (e5b2c9d) answered "how long was my last run" with the
/// walk ended after it. A workout under way of the kind named is the one said; without a kind,
/// the last ended of any kind is.
struct LastWorkoutTests {
    private let hour: TimeInterval = 3600

    @Test func theLastOfTheKindNamedIsSaidWithItsDay() async throws {
        // A run on Sunday the 22nd, a walk yesterday (Monday the 23rd) and a swim this morning.
        let done: [(String, TimeInterval)] = [
            ("start a run", -2 * 24 * hour), ("end my run", -2 * 24 * hour + 1800),
            ("start a walk", -24 * hour), ("end my walk", -24 * hour + 900),
            ("start a swim", -2 * hour), ("end my swim", -2 * hour + 1200),
        ]
        let said = try await TimedConversation.speech(
            of: done + [
                ("how long was my last run", 0), ("when was my last walk", 0), ("when did i last go for a swim", 0),
                ("how was my last workout", 0), ("when was my last bike ride", 0),
            ],
            apps: ExampleApps())
        #expect(
            Array(said.suffix(5)) == [
                "Your last run was on Sunday, November twenty-second, for thirty minutes.",
                "Your last walk was yesterday, for fifteen minutes.",
                "Your last swim was today, for twenty minutes.",
                "Your last swim was today, for twenty minutes.",
                "You haven't finished a bike ride yet.",
            ])
    }

    @Test func aWorkoutUnderWayOfTheKindNamedIsTheOneSaid() async throws {
        let said = try await TimedConversation.speech(
            of: [
                ("start a walk", -3 * hour), ("end my walk", -3 * hour + 600),
                ("start a run", -600), ("how long is my run", 0), ("how was my walk", 0),
            ],
            apps: ExampleApps())
        #expect(
            Array(said.suffix(2)) == [
                "Your run has been going for ten minutes.", "Your last walk was today, for ten minutes.",
            ])
    }
}
