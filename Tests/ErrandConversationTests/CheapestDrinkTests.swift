import Foundation
import Testing

@testable import ErrandConversation

/// The cheapest drink is the one that costs least small of those not sold out (the
/// coffee-the-cheapest-drink transcripts); with every drink sold out, that is said.
struct CheapestDrinkTests {
    @Test func withEveryDrinkSoldOutThatIsSaid() async throws {
        let everything = Set(CoffeeApp.Drink.entities.map(\.id))
        let said = try await TimedConversation.speech(
            of: [("what's the cheapest coffee", 0)], apps: ExampleApps(coffee: CoffeeApp(soldOut: everything)))
        #expect(said == ["Sorry, every drink is sold out today."])
    }
}
