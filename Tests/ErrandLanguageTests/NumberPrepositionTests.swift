import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A preposition the tagger took with a number is no part of it
/// (`Tests/Fixtures/Preview/player.yaml`): the newcomer pass found "turn it up to 80" answered
/// "Sorry, I can't use to 80 as the volume."
struct NumberPrepositionTests {
    @Test func toBeforeANumberIsNoPartOfIt() throws {
        let reading = try #require(try NewcomerManifestTests.best("turn it up to 80", in: "player"))
        #expect(reading.action == "SetVolume")
        #expect(reading.parameters["level"]?.value == .percentage(80))
    }
}
