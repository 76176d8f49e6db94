import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "Is my coffee ready" says how long the last drinks ordered will be, from now, and that they
/// are ready once they are made. After an order the wait said then was given again, however long
/// ago it was said, and "is my coffee ready" was not understood.
struct CheckOrderStatusTests {
    let apps = ExampleApps()

    private func conversation(_ turns: [(String, TimeInterval)]) async throws -> [String] {
        try await TimedConversation.speech(of: turns, apps: apps)
    }

    @Test func theWaitIsSaidFromNowAndRoundedUp() async throws {
        // Two mochas take six minutes.
        let said = try await conversation([
            ("order two large mochas", 0), ("yes", 0), ("is my coffee ready", 0),
            ("when will my order be ready", 150), ("how long until my coffee is ready", 5 * 60 + 1),
        ])
        #expect(said[2] == "Your two large mochas will be ready in six minutes.")
        #expect(said[3] == "Your two large mochas will be ready in four minutes.")
        #expect(said[4] == "Your two large mochas will be ready in one minute.")
    }

    @Test func madeDrinksAreReady() async throws {
        let said = try await conversation([("order a small latte", 0), ("yes", 0), ("is my coffee ready yet", 5 * 60)])
        #expect(said[2] == "Your small latte is ready.")
    }

    @Test func withNoOrderThereIsNothingToWaitFor() async throws {
        #expect(try await conversation([("is my order ready", 0)]) == ["You have no order."])
    }
}
