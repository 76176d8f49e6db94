import ArgumentParser
import ErrandCatalog
import ErrandShortcuts
import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// The `automations` subcommands, which return the lines they print.
protocol LineCommand: AsyncParsableCommand {
    func execute() async throws -> [String]
}

extension AutomationsCommand.Add: LineCommand {}
extension AutomationsCommand.List: LineCommand {}
extension AutomationsCommand.Remove: LineCommand {}
extension AutomationsCommand.Tick: LineCommand {}
extension AutomationsCommand.Answer: LineCommand {}
extension AutomationsCommand.Enable: LineCommand {}
extension AutomationsCommand.Disable: LineCommand {}

/// `errand automations …` run in-process against a state directory.
struct AutomationCommandsTests {
    /// A state directory where amy has the "usual" shortcut.
    static func state() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "errand-automations-\(UUID().uuidString)")
        let store = try SQLiteStore(directory: StateDirectory(url: url))
        try store.save(
            Shortcut(
                id: "usual", name: "Order my usual",
                steps: [
                    .app(
                        "order", "com.example.coffee", "OrderCoffee",
                        [
                            "coffee": .literal(.entity(EntityReference(type: "Drink", id: "latte", title: "Latte"))),
                            "size": .literal(.enumCase("large")),
                        ])
                ]), of: "amy")
        return url
    }

    static func run<Command: LineCommand>(_ type: Command.Type, _ arguments: [String], state: URL)
        async throws -> [String]
    {
        try await type.parse(arguments + ["--user", "amy", "--state", state.path]).execute()
    }

    // An action no app offers is never performed: an automation after it would never run.
    // Before, `--after-action com.example.nope/Nope` was added without a word.
    @Test func anAfterActionTriggerNamesAnActionTheCatalogHas() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        func add(_ reference: String, _ more: [String] = []) async throws -> [String] {
            try await Self.run(
                AutomationsCommand.Add.self, ["--shortcut", "usual", "--after-action", reference] + more, state: state)
        }
        for (reference, message) in [
            ("com.example.nope/Nope", "--after-action: no app 'com.example.nope' in the catalog; known apps: "),
            (
                "com.example.coffee/Nope",
                "--after-action: app 'com.example.coffee' has no action 'Nope'; its actions are "
            ),
            ("com.example.tally/SendPayment", "--after-action: no app 'com.example.tally' in the catalog"),
        ] {
            await #expect {
                try await add(reference)
            } throws: { error in
                "\(error)".contains(message)
            }
        }
        #expect(try await Self.run(AutomationsCommand.List.self, [], state: state) == ["amy has no automations"])
        #expect(try await add("com.example.coffee/OrderCoffee").first?.hasPrefix("added automation ") == true)
        let examples = TestData.repositoryRoot.appendingPathComponent("Examples").path
        #expect(
            try await add("com.example.tally/SendPayment", ["--catalog", examples]).first?.hasPrefix(
                "added automation ")
                == true)
    }

    @Test func addListTickAndRemoveATimeOfDayAutomation() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await Self.run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--id", "coffee", "--at", "07:30", "--on", "mon,tue,wed,thu,fri", "--between",
                "07:00-09:00", "--missed", "late=30", "--now", "2026-11-23T06:00:00-05:00",
            ], state: state)
        #expect(
            added == [
                "added automation coffee: Order my usual: at 07:30 on Mon, Tue, Wed, Thu, Fri; only between 07:00 "
                    + "and 09:00 → shortcut usual, run late within 30 min"
            ])
        #expect(try await Self.run(AutomationsCommand.List.self, [], state: state).first?.hasPrefix("coffee  ") == true)
        // The shortcut runs with the example apps; an order always confirms, and --reply answers.
        let fired = try await Self.run(
            AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00", "--reply", "yes"], state: state)
        #expect(fired.count == 1)
        #expect(fired.first?.hasPrefix("ran 'Order my usual' (2026-11-23T07:30): ") == true)
        #expect(fired.first?.contains("Ready to order? OK. Ordering.") == true)
        // The same moment again (a restart) fires nothing.
        #expect(
            try await Self.run(AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00"], state: state) == [
                "nothing fired"
            ])
        #expect(
            try await Self.run(AutomationsCommand.Remove.self, ["coffee"], state: state) == [
                "removed automation coffee"
            ])
        #expect(try await Self.run(AutomationsCommand.List.self, [], state: state) == ["amy has no automations"])
    }

    // Adding with an identifier amy already uses keeps hers and says which it is and how to
    // replace it; --replace replaces it.
    @Test func anExistingIdentifierIsKeptUnlessReplaceIsGiven() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let now = ["--now", "2026-11-23T06:00:00-05:00"]
        _ = try await Self.run(
            AutomationsCommand.Add.self, ["--shortcut", "usual", "--id", "coffee", "--at", "07:30"] + now, state: state)
        await #expect {
            try await Self.run(
                AutomationsCommand.Add.self, ["--shortcut", "usual", "--id", "coffee", "--at", "09:00"] + now,
                state: state)
        } throws: { error in
            let message = AutomationsCommand.Add.message(for: error)
            return message.contains("amy already has an automation 'coffee': Order my usual: at 07:30")
                && message.contains(
                    "give --replace to replace it, or remove it first: errand automations remove "
                        + "coffee --user amy --state \(state.path)")
        }
        #expect(try await Self.run(AutomationsCommand.List.self, [], state: state).first?.contains("07:30") == true)
        let replaced = try await Self.run(
            AutomationsCommand.Add.self,
            ["--shortcut", "usual", "--id", "coffee", "--at", "09:00", "--replace"] + now, state: state)
        #expect(replaced.first?.hasPrefix("replaced automation coffee: Order my usual: at 09:00") == true)
        #expect(try await Self.run(AutomationsCommand.List.self, [], state: state).count == 1)
    }

    /// Adds amy's "car" automation, asking before running, and ticks it into a prompt: the line
    /// the tick printed, and the prompt's identifier.
    static func carPrompt(state: URL) async throws -> (line: String, id: String) {
        _ = try await run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--id", "car", "--name", "Coffee on the way", "--device-event", "car", "--ask",
                "--now", "2026-11-23T00:00:00-05:00",
            ], state: state)
        let asked = try await run(
            AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00", "--event", "device:car"], state: state)
        let line = try #require(asked.first)
        return (line, try #require(line.split(separator: " ").dropLast().last.map(String.init)))
    }

    // A bare NAME is the device event "device:NAME": the newcomer pass got a second prompt for
    // "car" after "device:car" at the same second.
    @Test func anEventWrittenShortOrInFullIsOneOccurrence() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let (line, _) = try await Self.carPrompt(state: state)
        #expect(line.hasPrefix("asking "))
        let again = try await Self.run(
            AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00", "--event", "car"], state: state)
        #expect(again.allSatisfy { !$0.hasPrefix("asking ") })
    }

    @Test func askBeforeRunningPrintsAPromptThatOneAnswerRuns() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let (line, promptID) = try await Self.carPrompt(state: state)
        #expect(line.hasPrefix("asking 'Coffee on the way' (event:device:car@"))
        #expect(line.contains("Run 'Coffee on the way'? — answer with: errand automations answer "))
        let answered = try await Self.run(
            AutomationsCommand.Answer.self, [promptID, "yes", "--now", "2026-11-23T07:32:00-05:00", "--reply", "yes"],
            state: state)
        #expect(answered.first?.hasPrefix("ran 'Coffee on the way'") == true)
        await #expect {
            try await Self.run(
                AutomationsCommand.Answer.self, [promptID, "yes", "--now", "2026-11-23T07:33:00-05:00"], state: state)
        } throws: { error in
            "\(error)".contains("no prompt '\(promptID)' is waiting for an answer")
        }
    }

    // `--now` of add: earlier occurrences never fire, an event's included.
    @Test func anEventBeforeTheAutomationWasMadeIsSkippedAndSaysWhy() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.run(
            AutomationsCommand.Add.self,
            ["--shortcut", "usual", "--id", "car", "--device-event", "car", "--now", "2026-11-23T00:00:00-05:00"],
            state: state)
        let early = try await Self.run(
            AutomationsCommand.Tick.self, ["--now", "2026-11-20T07:31:00-05:00", "--event", "device:car#early"],
            state: state)
        #expect(
            early == [
                "skipped 'Order my usual' (event:early): it happened before the automation was made "
                    + "(2026-11-23T05:00:00Z); only what happens after that fires it"
            ])
        let later = try await Self.run(
            AutomationsCommand.Tick.self,
            ["--now", "2026-11-23T07:31:00-05:00", "--event", "device:car#later", "--reply", "yes"], state: state)
        #expect(later.first?.hasPrefix("ran 'Order my usual' (event:later)") == true)
    }

    @Test func arrivingFiresOnceWhenThePersonComesHome() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--id", "home", "--arrive", "40.7128,-74.0060,150", "--place-name", "Home",
                "--now", "2026-11-23T00:00:00-05:00",
            ], state: state)
        let tick = { (time: String, place: String) in
            try await Self.run(
                AutomationsCommand.Tick.self,
                ["--now", "2026-11-23T\(time):00-05:00", "--place", place, "--reply", "yes"],
                state: state)
        }
        #expect(try await tick("17:00", "40.7580,-73.9855") == ["nothing fired"])
        #expect(try await tick("17:30", "40.7129,-74.0061").first?.hasPrefix("ran 'Order my usual' (arrive#1)") == true)
        #expect(try await tick("17:31", "40.7129,-74.0061") == ["nothing fired"])
    }

    @Test func tickPrintsJSON() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--id", "a", "--app-event", "com.example.coffee/ready", "--now",
                "2026-11-23T00:00:00Z",
            ],
            state: state)
        let output = try await Self.run(
            AutomationsCommand.Tick.self,
            ["--now", "2026-11-23T07:31:00Z", "--event", "com.example.coffee/ready#order-7", "--json"], state: state)
        let decoded = try JSONSerialization.jsonObject(with: Data(output.joined().utf8)) as? [[String: Any]]
        #expect(decoded?.count == 1)
        #expect((decoded?.first?["occurrence"] as? [String: Any])?["key"] as? String == "event:order-7")
    }

    @Test func badInputIsRefusedWithWhatWouldBeAccepted() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        func refusal(_ arguments: [String]) async -> String {
            do {
                _ = try await Self.run(AutomationsCommand.Add.self, arguments, state: state)
                return "accepted"
            } catch {
                return AutomationsCommand.Add.message(for: error)
            }
        }
        #expect(await refusal(["--shortcut", "usual", "--at", "25:00"]).contains("'25:00' is not a time of day"))
        #expect(
            await refusal(["--shortcut", "usual", "--at", "07:00", "--on", "funday"]).contains("'funday' is not a day"))
        #expect(
            await refusal(["--shortcut", "usual", "--at", "07:00", "--device-event", "car"]).contains(
                "give exactly one trigger"))
        #expect(await refusal(["--shortcut", "usual"]).contains("give exactly one trigger"))
        #expect(await refusal(["--shortcut", "usual", "--arrive", "95,0"]).contains("latitude must be -90…90"))
        #expect(
            await refusal(["--shortcut", "usual", "--arrive", "1,2,-5"]).contains(
                "more than 0 and at most 100000 metres"))
        #expect(
            await refusal(["--shortcut", "usual", "--at", "07:00", "--missed", "sometimes"]).contains(
                "must be skip, late"))
        #expect(
            await refusal(["--shortcut", "nope", "--at", "07:00"]).contains(
                "amy has no shortcut 'nope'; their shortcuts: Order my usual (usual)"))
        #expect(
            await refusal(["--shortcut", "usual", "--at", "07:00", "--between", "9-10"]).contains(
                "is not a time of day"))
        await #expect(throws: (any Error).self) {
            try await Self.run(AutomationsCommand.Remove.self, ["ghost"], state: state)
        }
        await #expect(throws: (any Error).self) {
            try await Self.run(AutomationsCommand.Tick.self, ["--now", "yesterday"], state: state)
        }
        // A place off the globe is told the ranges, not the form it was written in.
        await #expect {
            try await Self.run(
                AutomationsCommand.Tick.self, ["--now", "2026-11-23T07:31:00-05:00", "--place", "40.71,-200"],
                state: state)
        } throws: { error in
            "\(error)".contains("--place '40.71,-200': latitude must be -90…90 and longitude -180…180")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func watchStopsAfterItsTicks() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let watch = try AutomationsCommand.Watch.parse([
            "--user", "amy", "--state", state.path, "--interval", "0.01", "--ticks", "3",
        ])
        try await watch.run()
        #expect(throws: (any Error).self) { try AutomationsCommand.Watch.parse(["--interval", "0"]) }
    }

    @Test func aDisabledAutomationDoesNotFireUntilEnabled() async throws {
        let state = try Self.state()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await Self.run(
            AutomationsCommand.Add.self,
            ["--shortcut", "usual", "--id", "coffee", "--at", "07:30", "--now", "2026-11-23T06:00:00-05:00"],
            state: state)
        #expect(
            try await Self.run(AutomationsCommand.Disable.self, ["coffee"], state: state) == [
                "disabled automation coffee"
            ])
        #expect(
            try await Self.run(AutomationsCommand.List.self, [], state: state).first?.hasPrefix("coffee (off)") == true)
        let tick = { (now: String) in
            try await Self.run(AutomationsCommand.Tick.self, ["--now", now, "--reply", "yes"], state: state)
        }
        #expect(try await tick("2026-11-23T07:31:00-05:00") == ["nothing fired"])
        #expect(
            try await Self.run(AutomationsCommand.Enable.self, ["coffee"], state: state) == [
                "enabled automation coffee"
            ])
        // Enabled again, it does not catch up on what it missed while off; the next day it runs.
        #expect(try await tick("2026-11-23T07:40:00-05:00") == ["nothing fired"])
        #expect(
            try await tick("2026-11-24T07:31:00-05:00").first?.hasPrefix("ran 'Order my usual' (2026-11-24T07:30)")
                == true)
        await #expect(throws: (any Error).self) {
            try await Self.run(AutomationsCommand.Enable.self, ["ghost"], state: state)
        }
    }

    // A malformed event is quoted as it was typed, prefix and all (it used to quote '').
    @Test(arguments: ["app:", "app:com.example.coffee", "action:/OrderCoffee"])
    func aMalformedEventIsQuotedAsTyped(event: String) {
        #expect {
            _ = try AutomationArgumentText.event(event, at: Date(timeIntervalSince1970: 0))
        } throws: { error in
            "\(error)".contains("--event '\(event)' must be")
        }
    }
}
