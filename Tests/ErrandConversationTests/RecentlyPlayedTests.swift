import ErrandCatalog
import Foundation
import Testing

@testable import ErrandConversation

/// What was played is said newest first, each once, with what plays now said as playing; the
/// whole library shuffled is no item of its own.
struct RecentlyPlayedTests {
    @Test func eachItemIsSaidOnceNewestFirst() async throws {
        let said = try await TimedConversation.speech(
            of: [
                ("what did i listen to last", 0), ("play kind of blue", 10), ("what have i been listening to", 20),
                ("play clair de lune", 30), ("play kind of blue", 40), ("pause", 50), ("what was the last song", 60),
            ], apps: ExampleApps())
        #expect(said[0] == "You haven't played anything yet.")
        #expect(
            said[2] == "You're listening to Kind of Blue by Miles Davis, and you haven't played anything before it.")
        #expect(
            said[6]
                == "You last played Kind of Blue by Miles Davis, and before that Clair de Lune by Claude Debussy.")
    }
}
