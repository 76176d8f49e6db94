import ArgumentParser
import ErrandShortcuts
import Foundation
import Testing

@testable import ErrandCommands

/// `errand automations add` refusing what would run twice, never run, or quietly mean nothing.
struct AutomationAddRefusalTests {
    static let now = ["--now", "2026-11-22T12:00:00-05:00"]

    /// The message `add` fails with, or "accepted".
    static func refusal(_ arguments: [String], state: URL) async -> String {
        do {
            _ = try await AutomationCommandsTests.run(AutomationsCommand.Add.self, arguments + now, state: state)
            return "accepted"
        } catch {
            return AutomationsCommand.Add.message(for: error)
        }
    }

    // Before, the same automation added twice was kept twice, and each 07:30 ordered two coffees.
    @Test func aSecondAutomationDoingTheSameIsRefusedNamingTheFirst() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = ["--shortcut", "usual", "--at", "07:30", "--on", "weekdays"]
        #expect(await Self.refusal(first + ["--id", "coffee"], state: state) == "accepted")
        // Other days' order, another name, asking first, another missed-run policy: still the same runs.
        let again = await Self.refusal(
            ["--shortcut", "usual", "--at", "07:30", "--on", "fri,thu,wed,tue,mon", "--name", "Again", "--ask"]
                + ["--missed", "late=30"], state: state)
        #expect(
            again
                == "amy already has automation 'coffee' doing the same: Order my usual: at 07:30 on Mon, Tue, Wed, "
                + "Thu, Fri → shortcut usual, skip if missed; a second would run the shortcut again each time; to "
                + "change it, add with --id coffee --replace")
        #expect(await Self.refusal(first + ["--id", "coffee", "--replace", "--ask"], state: state) == "accepted")
        _ = try await AutomationCommandsTests.run(AutomationsCommand.Disable.self, ["coffee"], state: state)
        #expect(
            await Self.refusal(first, state: state).contains(
                "it is off: turn it on with errand automations enable coffee --user amy --state \(state.path)"))
        // All seven days are every day; a place is where it is, whatever it is called.
        #expect(await Self.refusal(["--shortcut", "usual", "--at", "08:00"], state: state) == "accepted")
        #expect(
            await Self.refusal(["--shortcut", "usual", "--at", "08:00", "--on", "daily"], state: state).contains(
                "doing the same"))
        let home = ["--shortcut", "usual", "--arrive", "40.71,-74.0,150"]
        #expect(await Self.refusal(home + ["--place-name", "Home"], state: state) == "accepted")
        #expect(await Self.refusal(home + ["--place-name", "House"], state: state).contains("doing the same"))
        #expect(await Self.refusal(home + ["--between", "07:00-09:00"], state: state) == "accepted")
        #expect(
            try await AutomationCommandsTests.run(AutomationsCommand.List.self, [], state: state).filter {
                !$0.hasPrefix("waiting")
            }.count == 4)
    }

    // Before, --missed on an event and --place-name with --at were kept and never used.
    @Test func optionsThatDoNotGoWithTheTriggerAreRefused() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(
            await Self.refusal(["--shortcut", "usual", "--device-event", "car", "--missed", "late=30"], state: state)
                .contains("--missed goes with --at: only a time of day can be missed"))
        #expect(
            await Self.refusal(["--shortcut", "usual", "--at", "07:30", "--place-name", "Home"], state: state)
                .contains("--place-name goes with --arrive, --leave or --near"))
        #expect(
            await Self.refusal(
                ["--shortcut", "usual", "--at", "07:30", "--near", "1,2,50", "--place-name", "Home"],
                state: state) == "accepted")
    }

    // Before, these were added and then never ran, or were listed as ": at 07:00".
    @Test(arguments: [
        (
            ["--at", "08:00", "--between", "09:00-10:00"],
            "it would never run: at 08:00 every day is never between 09:00 and 10:00"
        ),
        (
            ["--at", "08:00", "--on", "mon", "--only-on", "sat,sun"],
            "it would never run: at 08:00 on Mon is never on Sat, Sun"
        ),
        (["--at", "08:00", "--name", "  "], "its name is blank"),
        (["--device-event", "  "], "a device event needs a name"),
    ])
    func anAutomationThatCouldNeverRunOrBeToldApartIsRefused(arguments: [String], message: String) async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(await Self.refusal(["--shortcut", "usual"] + arguments, state: state).contains(message))
    }

    @Test func aTimeInsideItsWindowOrOnItsDaysIsKept() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(
            await Self.refusal(["--shortcut", "usual", "--at", "23:30", "--between", "22:00-06:00"], state: state)
                == "accepted")
        #expect(
            await Self.refusal(["--shortcut", "usual", "--at", "07:00", "--only-on", "sun"], state: state) == "accepted"
        )
    }
}

/// Numbers and windows a person can get wrong are told what would be accepted.
struct AutomationNumberOptionTests {
    // Before, --between 22:00-22:00 was listed as "only between 22:00 and 22:00", a condition
    // that holds all day.
    @Test func aWindowThatStartsAndEndsAtOnceIsRefused() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        #expect(
            await AutomationAddRefusalTests.refusal(
                ["--shortcut", "usual", "--at", "07:30", "--between", "22:00-22:00"], state: state
            ).contains(
                "--between '22:00-22:00' starts and ends at the same minute, which holds all day"))
    }

    // Before, a negative number was taken for an option: "Missing value for '--interval'".
    @Test(arguments: [
        (["automations", "watch", "--interval", "-1"], "--interval must be between 0.01 and 86400 seconds"),
        (["automations", "watch", "--ticks", "-2"], "--ticks must be 1 or more"),
        (["phrases", "list", "--changed-after", "-5"], "--changed-after must be 0 or more"),
    ])
    func aNegativeNumberIsToldTheRange(arguments: [String], message: String) throws {
        do {
            _ = try Errand.parseAsRoot(arguments)
            Issue.record("accepted \(arguments)")
        } catch {
            #expect(Errand.message(for: error).contains(message))
        }
    }
}
