import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "Did I work out today" is told the workouts ended today, in the person's time zone, and how
/// long they went on in all; a kind named asks of that kind, and the others done are said too.
struct WorkoutsDoneTests {
    /// The clock starts at 9:00 in the morning, UTC.
    static let hour: TimeInterval = 3600

    @Test func theWorkoutsOfTodayAreCountedAndTheirTimeAdded() async throws {
        let workouts = WorkoutRequests()
        #expect(
            try await workouts.handle("ShowWorkoutsDone", after: 0) == [
                "notDone": .string("You haven't worked out today.")
            ])
        try await workouts.work("run", from: 0, to: 31 * 60 + 20)
        try await workouts.work("walk", from: Self.hour, to: Self.hour + 20 * 60)
        try await workouts.work("run", from: 2 * Self.hour, to: 2 * Self.hour + 10 * 60)
        // NB: the kinds come in the order first done, each with how many; the time is the
        // whole of it, to the minute.
        #expect(
            try await workouts.handle("ShowWorkoutsDone", after: 3 * Self.hour) == [
                "done": .list([.string("two runs"), .string("a walk")]), "time": .duration(61 * 60),
                "when": .string("Today"),
            ])
        #expect(
            try await workouts.handle("ShowWorkoutsDone", values: ["workout": .enumCase("walk")], after: 3 * Self.hour)
                == ["done": .list([.string("a walk")]), "time": .duration(20 * 60), "when": .string("Today")])
        #expect(
            try await workouts.handle("ShowWorkoutsDone", values: ["workout": .enumCase("swim")], after: 3 * Self.hour)
                == ["notDone": .string("You haven't done a swim today, but you did two runs and a walk.")])
    }

    /// Yesterday's workouts are not today's: the day starts at midnight where the person is.
    @Test func aWorkoutOfYesterdayIsNotOneOfToday() async throws {
        let workouts = WorkoutRequests()
        try await workouts.work("cycle", from: 0, to: 45 * 60)
        #expect(
            try await workouts.handle("ShowWorkoutsDone", after: 14 * Self.hour)
                == ["done": .list([.string("a bike ride")]), "time": .duration(45 * 60), "when": .string("Today")])
        #expect(
            try await workouts.handle("ShowWorkoutsDone", after: 15 * Self.hour) == [
                "notDone": .string("You haven't worked out today.")
            ])
    }

    /// A workout under way is not done yet, and is said to be under way; a discarded one is none.
    @Test func aWorkoutUnderWayOrDiscardedIsNotDone() async throws {
        let workouts = WorkoutRequests()
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("yoga")], after: 0)
        _ = try await workouts.handle("CancelWorkout", after: 10 * 60)
        _ = try await workouts.handle("StartWorkout", values: ["workout": .enumCase("swim")], after: 20 * 60)
        #expect(
            try await workouts.handle("ShowWorkoutsDone", after: 30 * 60) == [
                "notDone": .string("You haven't finished a workout today; your swim is under way.")
            ])
        #expect(
            try await workouts.handle("ShowWorkoutsDone", values: ["workout": .enumCase("swim")], after: 30 * 60) == [
                "notDone": .string("You haven't finished a swim today; your swim is under way.")
            ])
        #expect(
            try await workouts.handle("ShowWorkoutsDone", values: ["workout": .enumCase("yoga")], after: 30 * 60) == [
                "notDone": .string("You haven't done a yoga workout today.")
            ])
    }
}

extension WorkoutRequests {
    /// Starts a workout of `kind` at `start` seconds and ends it at `end`.
    func work(_ kind: String, from start: TimeInterval, to end: TimeInterval) async throws {
        _ = try await handle("StartWorkout", values: ["workout": .enumCase(kind)], after: start)
        _ = try await handle("EndWorkout", after: end)
    }
}
