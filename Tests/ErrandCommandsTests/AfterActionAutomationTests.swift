import ErrandShortcuts
import ErrandStore
import ErrandSuggestions
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandCommands

/// An "after an action" automation fires when the person performs the action: its donation,
/// made by a conversation, a shortcut or the app, is the event, read by `tick` (and `watch`)
/// from the store. The newcomer pass found `--after-action` automations never fired unless the
/// tick was handed `--event action:…` by hand.
struct AfterActionAutomationTests {
    static func donate(_ action: String, at iso: String, in state: URL, id: String) throws {
        let store = try SQLiteStore(directory: StateDirectory(url: state))
        let date = try #require(ISO8601DateFormatter().date(from: iso))
        var donation = Donation(
            person: "amy", app: "com.example.coffee", content: .interaction(InteractionDonation(action: action)),
            context: DonationContext(date: date, timeZone: "-05:00"))
        donation.id = id
        try store.save([donation])
    }

    @Test func theActionDoneIsTheEvent() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        let added = try await AutomationCommandsTests.run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--id", "after", "--after-action", "com.example.coffee/OrderCoffee", "--ask",
                "--now", "2026-03-02T07:00:00-05:00",
            ], state: state)
        #expect(added.first?.hasPrefix("added automation after") == true)
        let tick = { (now: String) in
            try await AutomationCommandsTests.run(AutomationsCommand.Tick.self, ["--now", now], state: state)
        }
        #expect(try await tick("2026-03-02T07:30:00-05:00") == ["nothing fired"])
        try Self.donate("OrderCoffee", at: "2026-03-02T07:40:00-05:00", in: state, id: "d1")
        try Self.donate("ShowMenu", at: "2026-03-02T07:40:30-05:00", in: state, id: "d2")
        let fired = try await tick("2026-03-02T07:41:00-05:00")
        #expect(fired.count == 1)
        #expect(fired.first?.contains("event:donation:d1") == true)
        // NB: once: the next tick reads from the last, and a donation read again is claimed.
        #expect(try await tick("2026-03-02T07:42:00-05:00") == ["nothing fired"])
    }

    /// A first tick fires for what was done since the automation was made; a donation dated
    /// before it, or after the moment of the tick, fires nothing.
    @Test func onlyWhatWasDoneSinceTheAutomationFires() async throws {
        let state = try AutomationCommandsTests.state()
        defer { try? FileManager.default.removeItem(at: state) }
        _ = try await AutomationCommandsTests.run(
            AutomationsCommand.Add.self,
            [
                "--shortcut", "usual", "--after-action", "com.example.coffee/OrderCoffee", "--ask", "--now",
                "2026-03-02T07:00:00-05:00",
            ], state: state)
        try Self.donate("OrderCoffee", at: "2026-03-02T06:00:00-05:00", in: state, id: "early")
        try Self.donate("OrderCoffee", at: "2026-03-02T09:00:00-05:00", in: state, id: "late")
        try Self.donate("OrderCoffee", at: "2026-03-02T07:10:00-05:00", in: state, id: "since")
        let fired = try await AutomationCommandsTests.run(
            AutomationsCommand.Tick.self, ["--now", "2026-03-02T08:00:00-05:00"], state: state)
        #expect(fired.count == 1)
        #expect(fired.first?.contains("event:donation:since") == true)
    }
}
