import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// "Cancel my order" takes back the drinks not made yet, after a confirmation; once made, they
/// are not. It was "That's already done, so there's nothing to cancel." A calling off that only
/// a value would make an app's phrase ("cancel the whole thing") is still no app's.
struct CancelOrderTests {
    let apps = ExampleApps()

    private func conversation(_ turns: [(String, TimeInterval)]) async throws -> [String] {
        try await TimedConversation.speech(of: turns, apps: apps)
    }

    @Test func anOrderNotMadeYetIsTakenBack() async throws {
        let said = try await conversation([
            ("order two large mochas", 0), ("yes", 0), ("cancel my order", 60), ("yes", 60),
            ("what was my last order", 60),
        ])
        #expect(said[2] == "Cancel your order of two large mochas?")
        #expect(said[3].hasSuffix("Your order of two large mochas is cancelled."))
        #expect(apps.coffee.placedOrders.isEmpty)
        #expect(apps.coffee.lastDrinkOrder == nil)
        #expect(said[4] == "You haven't ordered a drink yet.")
    }

    @Test func onlyTheLastOrderIsTakenBack() async throws {
        _ = try await conversation([
            ("order a large latte", 0), ("yes", 0), ("order two small mochas", 0), ("yes", 0),
            ("cancel my coffee order", 30), ("yes", 30),
        ])
        #expect(apps.coffee.placedOrders == ["1 large latte"])
    }

    @Test func drinksMadeAreNotTakenBack() async throws {
        // Two mochas take six minutes.
        let said = try await conversation([
            ("order two large mochas", 0), ("yes", 0), ("cancel my order", 6 * 60),
        ])
        #expect(said[2] == "Sorry, your two large mochas are already made. It's too late to cancel.")
        #expect(apps.coffee.placedOrders == ["2 large mocha"])
    }

    @Test func withNoOrderThereIsNothingToCancel() async throws {
        #expect(try await conversation([("cancel my order", 0)]) == ["You have no order to cancel."])
    }

    @Test func aCallingOffThatNamesNoPhraseIsStillDone() async throws {
        let said = try await conversation([("order a large latte", 0), ("yes", 0), ("cancel the whole thing", 0)])
        #expect(said[2] == "That's already done, so there's nothing to cancel.")
        #expect(apps.coffee.placedOrders == ["1 large latte"])
    }
}
