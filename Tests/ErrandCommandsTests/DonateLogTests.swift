import ArgumentParser
import ErrandCommands
import ErrandStore
import ErrandTestSupport
import Foundation
import Testing

/// `errand donate --log`: an app hands over a history of what a person did, as a usage log.
/// Each line is checked as a single donation is, and a refused line keeps nothing, so a file
/// half donated never has to be untangled.
struct DonateLogTests {
    static let catalog = TestData.repositoryRoot.appendingPathComponent("Examples").path

    static func line(user: String = "amy", day: Int, coffee: String = "latte", motion: String = "walking") -> String {
        #"{"user":"\#(user)","at":"2026-03-0\#(day)T07:31:00-05:00","app":"com.example.coffee","action":"OrderCoffee","#
            + #""parameters":{"coffee":"\#(coffee)","size":"large","quantity":1},"#
            + #""context":{"place":{"lat":40.71,"lon":-74.0,"name":"Home"},"motion":"\#(motion)","device":"phone"}}"#
    }

    static func donated(in state: URL) throws -> Int {
        try SQLiteStore(directory: StateDirectory(url: state)).donationCount(of: "amy")
    }

    /// One donation per performed action: a log donated again keeps each of its lines once,
    /// and adds only the lines it did not have.
    @Test func aLogDonatedAgainKeepsEachActionOnce() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let log = state.appendingPathComponent("history.jsonl")
        let common = ["--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee"]
        try Data((2...4).map { Self.line(day: $0) }.joined(separator: "\n").utf8).write(to: log)
        try Donate.parse(common + ["--log", log.path]).run()
        try Donate.parse(common + ["--log", log.path]).run()
        #expect(try Self.donated(in: state) == 3)
        try Data((2...5).map { Self.line(day: $0) }.joined(separator: "\n").utf8).write(to: log)
        try Donate.parse(common + ["--log", log.path]).run()
        #expect(try Self.donated(in: state) == 4)
        // The same action on another day is another action.
        #expect(Self.line(day: 2) != Self.line(day: 3))
    }

    @Test func aLogIsDonatedWholeOrNotAtAll() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let log = state.appendingPathComponent("history.jsonl")
        let common = ["--state", state.path, "--catalog", Self.catalog, "--user", "amy", "--app", "com.example.coffee"]
        try Data(((2...8).map { Self.line(day: $0) } + [""]).joined(separator: "\n").utf8).write(to: log)
        try Donate.parse(common + ["--log", log.path]).run()
        #expect(try Self.donated(in: state) == 7)

        let refusals: [(lines: [String], message: String)] = [
            (
                [Self.line(day: 9), "", Self.line(day: 9, coffee: "tea")],
                ":3: refused: parameter 'coffee' of 'OrderCoffee'"
            ),
            (
                [Self.line(day: 9), Self.line(user: "ben", day: 9)],
                ":2: the action is of the person 'ben', and this run donates for amy"
            ),
            (
                [Self.line(day: 9, motion: "cycling")],
                ":1: motion 'cycling' must be one of still, walking, running, driving"
            ),
            ([Self.line(day: 9), "{\"user\":\"amy\""], ":2: "),
        ]
        for (lines, message) in refusals {
            try Data(lines.joined(separator: "\n").utf8).write(to: log)
            #expect {
                try Donate.parse(common + ["--log", log.path]).run()
            } throws: { error in
                "\(error)".contains(log.path + message)
            }
            #expect(try Self.donated(in: state) == 7, "a refused line keeps nothing: \(message)")
        }
        #expect {
            try Donate.parse(common + ["--log", log.path, "--action", "OrderCoffee"]).run()
        } throws: { error in
            Donate.message(for: error).contains("give it without --action")
        }
    }

    // Deleting reads no catalog: a person can take their data back while a manifest is broken.
    @Test func deletingWorksWhileAManifestIsBroken() throws {
        let state = SuggestionCommandsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let log = state.appendingPathComponent("history.jsonl")
        try Data((2...4).map { Self.line(day: $0) }.joined(separator: "\n").utf8).write(to: log)
        let who = ["--state", state.path, "--user", "amy", "--app", "com.example.coffee"]
        try Donate.parse(who + ["--catalog", Self.catalog, "--log", log.path]).run()
        let broken = state.appendingPathComponent("manifests")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("app: com.example.broken\nactions: [\n".utf8).write(to: broken.appendingPathComponent("a.yaml"))
        #expect(throws: (any Error).self) {
            try Donate.parse(who + ["--catalog", broken.path, "--log", log.path]).run()
        }
        try Donate.parse(who + ["--catalog", broken.path, "--delete-all"]).run()
        #expect(try Self.donated(in: state) == 0)
    }
}
