import ArgumentParser
import ErrandSuggestions
import Foundation
import Testing

@testable import ErrandCommands

/// `errand automations suggested` reads the moment, the days and the person as the other
/// `automations` subcommands do (`--now`, `--on`, `--user` defaulting to `$USER`), and still
/// reads the names it had first (`--at`, `--weekdays`).
struct AutomationsSuggestedOptionTests {
    @Test(arguments: [
        ["--now", "2026-04-15T08:00:00-04:00", "--on"], ["--at", "2026-04-15T08:00:00-04:00", "--weekdays"],
    ])
    func theMomentAndDaysHaveBothNames(_ spelling: [String]) throws {
        let command = try AutomationsSuggestedCommand.parse(spelling + ["mon,wed,fri", "--accept", "auto-1"])
        #expect(command.now == "2026-04-15T08:00:00-04:00")
        #expect(try command.edit().weekdays == [0, 2, 4])
    }

    @Test func thePersonDefaultsToTheUser() throws {
        let command = try AutomationsSuggestedCommand.parse([])
        #expect(command.user == (ProcessInfo.processInfo.environment["USER"] ?? "me"))
    }

    // The options it shared with `donate` before are still accepted, so callers that pass them work.
    @Test func thePlaceAndMotionOptionsAreStillAccepted() throws {
        _ = try AutomationsSuggestedCommand.parse([
            "--place", "-33.86,151.21", "--place-name", "Home", "--motion", "still", "--device", "phone",
        ])
    }

    @Test(arguments: [
        (["--now", "2026-02-30T08:00:00Z"], "--now"),
        (["--time", "18:30"], "--time, --on and --run-without-asking edit a suggestion given with --accept ID"),
        (["--accept", "a", "--on", "someday"], "--on"),
    ])
    func aMistakeIsReportedWithTheOptionsName(_ arguments: [String], _ expected: String) {
        #expect {
            try AutomationsSuggestedCommand.parse(arguments)
        } throws: { error in
            AutomationsSuggestedCommand.message(for: error).contains(expected)
        }
    }
}
