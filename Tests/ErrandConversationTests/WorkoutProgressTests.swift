import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// How a workout is going is how long it has gone on, its pauses left out, said to the minute.
struct WorkoutProgressTests {
    static let start = TranscriptReplayer.defaultNow

    static func request(_ action: String, values: [String: Value] = [:], after seconds: TimeInterval) -> ActionRequest {
        let context = RequestContext(
            now: start.addingTimeInterval(seconds), timeZone: TimeZone(identifier: "UTC") ?? .current,
            modality: .voiceOnly, sessionID: "s")
        return ActionRequest(app: WorkoutsApp.id, action: action, values: values, context: context)
    }

    @Test func theTimeSoFarLeavesOutThePauses() async throws {
        let workouts = WorkoutRequests()
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("run")], after: 0)
        #expect(
            try await workouts.handle("ShowWorkout", after: 12 * 60 + 40) == [
                "workout": .string("run"), "elapsed": .duration(12 * 60),
            ])
        _ = try await workouts.handle("PauseWorkout", after: 15 * 60)
        // Paused: the time stops at the pause, and says it is paused.
        #expect(
            try await workouts.handle("ShowWorkout", after: 20 * 60) == [
                "pausedWorkout": .string("run"), "pausedAfter": .duration(15 * 60),
            ])
        _ = try await workouts.handle("ResumeWorkout", after: 25 * 60)
        // Ten minutes paused are left out; under a minute is said in seconds.
        #expect(
            try await workouts.handle("ShowWorkout", after: 31 * 60) == [
                "workout": .string("run"), "elapsed": .duration(21 * 60),
            ])
        _ = try await workouts.handle("EndWorkout", after: 32 * 60)
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("walk")], after: 40 * 60)
        #expect(
            try await workouts.handle("ShowWorkout", after: 40 * 60 + 42) == [
                "workout": .string("walk"), "elapsed": .duration(42),
            ])
    }

    /// "How was my walk", once it ended, says how long it went on, its pauses left out; a
    /// workout discarded is no last one.
    @Test func withNoneGoingTheLastOneEndedIsSaid() async throws {
        let workouts = WorkoutRequests()
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("walk")], after: 0)
        _ = try await workouts.handle("PauseWorkout", after: 10 * 60)
        _ = try await workouts.handle("ResumeWorkout", after: 15 * 60)
        _ = try await workouts.handle("EndWorkout", after: 40 * 60 + 30)
        #expect(
            try await workouts.handle("ShowWorkout", after: 50 * 60) == [
                "lastWorkout": .string("walk"), "lasted": .duration(35 * 60), "lastDay": .string("today"),
            ])
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("run")], after: 60 * 60)
        _ = try await workouts.handle("CancelWorkout", after: 70 * 60)
        #expect(
            try await workouts.handle("ShowWorkout", after: 71 * 60) == [
                "lastWorkout": .string("walk"), "lasted": .duration(35 * 60), "lastDay": .string("today"),
            ])
    }

    /// With a goal of time, what is left is said, rounded up to the minute, until the goal is
    /// reached; then the goal is.
    @Test func whatIsLeftOfTheGoalIsSaid() async throws {
        let workouts = WorkoutRequests()
        _ = try await workouts.handle(
            "StartWorkout", values: ["workout": .enumCase("run"), "goal": .duration(30 * 60)], after: 0)
        #expect(
            try await workouts.handle("ShowWorkout", after: 12 * 60 + 40) == [
                "workout": .string("run"), "elapsed": .duration(12 * 60), "left": .duration(18 * 60),
            ])
        #expect(
            try await workouts.handle("ShowWorkout", after: 29 * 60 + 30) == [
                "workout": .string("run"), "elapsed": .duration(29 * 60), "left": .duration(30),
            ])
        #expect(
            try await workouts.handle("ShowWorkout", after: 31 * 60) == [
                "workout": .string("run"), "elapsed": .duration(31 * 60), "goal": .duration(30 * 60),
            ])
        _ = try await workouts.handle("EndWorkout", after: 32 * 60)
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("walk")], after: 40 * 60)
        #expect(
            try await workouts.handle("ShowWorkout", after: 45 * 60) == [
                "workout": .string("walk"), "elapsed": .duration(5 * 60),
            ])
    }

    @Test func withNoWorkoutGoingThatIsSaid() async throws {
        let handler = InProcessHandler(app: WorkoutsApp())
        await #expect(
            throws: HandlerFailure.message("You don't have a workout going, and you haven't finished one yet.")
        ) {
            try await handler.handle(Self.request("ShowWorkout", after: 0), idempotencyKey: "k")
        }
    }
}

/// A workouts app and the requests made of it, each with its own idempotency key.
final class WorkoutRequests {
    let handler = InProcessHandler(app: WorkoutsApp())
    var key = 0

    func handle(_ action: String, values: [String: Value] = [:], after seconds: TimeInterval) async throws
        -> [String: Value]
    {
        key += 1
        return try await handler.handle(
            WorkoutProgressTests.request(action, values: values, after: seconds), idempotencyKey: "k\(key)")
    }
}
