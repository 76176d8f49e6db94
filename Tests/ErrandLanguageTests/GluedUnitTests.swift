import ErrandCatalog
import ErrandTestSupport
import Foundation
import Testing

@testable import ErrandLanguage

/// A number with its unit glued to it ("80kg") is the number and the unit, also where the
/// tagger, having learned "82.4 kg" with a space, took the word for another value: "i weighed
/// 80kg" was logged with the day "80kg" and the weight still to ask; a glued word the tagger
/// left out, or whose unit it found in another word, is divided too
/// (`Tests/Fixtures/Preview/weighin.yaml`).
struct GluedUnitTests {
    @Test(arguments: [
        ("i weighed 80kg", 80.0), ("i weighed 80.5kg", 80.5), ("i weighed 80kg yesterday", 80.0),
        // NB: the tagger took "this" for the unit, which it is not; and it left "80kg" of "log
        // 80kg today" out, unread.
        ("i weighed 80kg this morning", 80.0), ("log 80kg today", 80.0),
    ])
    func aNumberAndItsUnitGlued(request: String, weight: Double) throws {
        let reading = try #require(try NewcomerManifestTests.best(request, in: "weighin"))
        #expect(reading.action == "LogWeight")
        #expect(reading.parameters["weight"]?.value == .decimal(weight))
        #expect(reading.parameters["unit"]?.value == .enumCase("kg"))
        #expect(reading.parameters["date"]?.value != .string("80kg"))
    }

    // Letters that name no unit the action lists stay as the tagger read them.
    @Test func lettersThatNameNoUnitStay() throws {
        let reading = try #require(try NewcomerManifestTests.best("i weighed 80zz", in: "weighin"))
        #expect(reading.parameters["unit"] == nil)
    }
}
