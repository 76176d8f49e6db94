import Foundation
import Testing

@testable import ErrandConversation

/// The last soup order is said to be on its way, then ready (for pickup) or arrived (delivered);
/// it can be taken back, after a confirmation, until then, and not after.
struct SoupOrderTests {
    let apps = ExampleApps()

    private func conversation(_ turns: [(String, TimeInterval)]) async throws -> [String] {
        try await TimedConversation.speech(of: turns, apps: apps)
    }

    private let pickup = [("order a bowl of clam chowder for pickup at main street", 0.0), ("yes", 0)]

    @Test func aPickupIsReadyAfterItsPreparation() async throws {
        let said = try await conversation(pickup + [("is my soup ready", 5 * 60), ("where's my soup", 15 * 60)])
        #expect(said[2] == "Your bowl of clam chowder will be ready for pickup at Main Street in ten minutes.")
        #expect(said[3] == "Your bowl of clam chowder is ready for pickup at Main Street.")
    }

    @Test func aDeliveryArrives() async throws {
        let said = try await conversation([
            ("order a cup of tomato soup for delivery to 5 main street", 0), ("yes", 0),
            ("when will my soup arrive", 60), ("is my soup ready", 45 * 60),
        ])
        #expect(said[2] == "Your cup of tomato soup arrives in twenty-nine minutes.")
        #expect(said[3] == "Your cup of tomato soup should have arrived by now.")
    }

    @Test func anOrderNotReadyIsTakenBack() async throws {
        let said = try await conversation(
            pickup + [("cancel my soup order", 60), ("yes", 60), ("is my soup ready", 120)])
        #expect(said[2] == "Cancel your bowl of clam chowder?")
        #expect(said[3].hasSuffix("Your bowl of clam chowder is cancelled."))
        #expect(said[4] == "You have no soup order.")
        #expect(apps.soup.placedOrders.isEmpty)
    }

    @Test func anOrderReadyIsNotTakenBack() async throws {
        let said = try await conversation(pickup + [("cancel my soup", 20 * 60)])
        #expect(
            said[2]
                == "Sorry, your bowl of clam chowder is already ready for pickup at Main Street. It's too late to cancel."
        )
        #expect(apps.soup.placedOrders == ["bowl clamChowder pickup"])
    }

    @Test func withNoOrderThereIsNothingToSayOrCancel() async throws {
        #expect(
            try await conversation([("is my soup ready", 0), ("cancel my soup", 0)]) == [
                "You have no soup order.", "You have no soup order to cancel.",
            ])
    }
}
