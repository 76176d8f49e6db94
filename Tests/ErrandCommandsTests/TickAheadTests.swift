import ErrandShortcuts
import ErrandStore
import Foundation
import Testing

@testable import ErrandCommands

/// One tick dated far ahead must not silence a person's time automations for good: such a
/// `--now` is refused, and a last tick already ahead is said, fails the tick, and can be
/// forgotten with `--rewind`.
struct TickAheadTests {
    func tick(_ arguments: [String], state: URL) async throws -> [String] {
        try await AutomationCommandsTests.run(AutomationsCommand.Tick.self, arguments, state: state)
    }

    // Before, this tick was accepted and every later one said "nothing fired", exit 0.
    @Test func aNowFarAheadOfTheClockIsRefusedAndNotKept() async throws {
        let state = try await AutomationRunReportTests.coffeeAtHalfPastSeven()
        defer { try? FileManager.default.removeItem(at: state) }
        await #expect {
            _ = try await tick(["--now", "9999-12-31T03:00:00Z"], state: state)
        } throws: { error in
            "\(error)".contains("--now '9999-12-31T03:00:00Z' is ")
                && "\(error)".contains("days after this machine's clock")
                && "\(error)".contains("at most a day ahead")
        }
        let store = try SQLiteStore.opening(state: state.path)
        #expect(try store.schedulerState(of: "amy").lastTick == nil)
        let fired = try await tick(["--now", "2026-11-23T07:31:00-05:00", "--reply", "yes"], state: state)
        #expect(fired.first?.hasPrefix("ran 'Order my usual' (2026-11-23T07:30)") == true)
    }

    // Before, a last tick in 9999 gave "nothing fired; --now is before the last tick" with no
    // --now given, exit 0, and nothing could undo it.
    @Test func aLastTickAheadFailsTheTickUntilRewound() async throws {
        let state = try await AutomationRunReportTests.coffeeAtHalfPastSeven()
        defer { try? FileManager.default.removeItem(at: state) }
        let store = try SQLiteStore.opening(state: state.path)
        try store.saveSchedulerState(
            SchedulerState(lastTick: Date(timeIntervalSince1970: 253_402_225_200)), of: "amy")
        await #expect {
            _ = try await tick([], state: state)
        } throws: { error in
            "\(error)".hasPrefix("nothing fired; this machine's clock is before the last tick, 9999-12-31")
                && "\(error)".hasSuffix("forget it with errand automations tick --user amy --rewind")
        }
        #expect(try await tick(["--now", "2026-11-23T07:00:00-05:00", "--rewind"], state: state) == ["nothing fired"])
        let fired = try await tick(["--now", "2026-11-23T07:31:00-05:00", "--reply", "yes"], state: state)
        #expect(fired.first?.hasPrefix("ran 'Order my usual' (2026-11-23T07:30)") == true)
    }
}
