import ArgumentParser
import ErrandCommands
import ErrandStore
import Foundation
import Testing

/// `errand simulate` writes coffee orders the built-in coffee app takes: each simulated
/// person's coffee history is donated whole with `errand donate --log`.
struct SimulatedLogDonationTests {
    // Before: "c.jsonl:1: refused: parameter 'coffee' of 'OrderCoffee' takes a Drink (one of
    // latte, cappuccino, mocha), not the Drink 'chai'", and 'medium' was no Size.
    @Test func everySimulatedCoffeeHistoryIsDonatedWhole() throws {
        let directory = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("log.jsonl").path
        try Simulate.parse(["--people", "12", "--days", "28", "--seed", "1", "-o", log]).run()
        var byUser: [String: [Substring]] = [:]
        for line in try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n") {
            let event = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard event?["app"] as? String == "com.example.coffee", let user = event?["user"] as? String else {
                continue
            }
            byUser[user, default: []].append(line)
        }
        #expect(byUser.count >= 6, "too few simulated coffee drinkers to show anything: \(byUser.keys.sorted())")
        let state = directory.appendingPathComponent("state")
        for (user, lines) in byUser.sorted(by: { $0.key < $1.key }) {
            let history = directory.appendingPathComponent("\(user).jsonl")
            try Data(lines.joined(separator: "\n").utf8).write(to: history)
            do {
                try Donate.parse([
                    "--state", state.path, "--user", user, "--app", "com.example.coffee", "--log", history.path,
                ]).run()
            } catch {
                Issue.record("\(user)'s simulated coffee history was refused: \(error)")
                continue
            }
            let store = try SQLiteStore(directory: StateDirectory(url: state))
            #expect(try store.donationCount(of: user) == lines.count, "\(user)")
        }
    }
}
