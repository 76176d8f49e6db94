import Testing

@testable import ErrandConversation

/// A request corrected as it is said: the words after the marker stand, those before it are
/// taken back; markers that are as often part of a message ("sorry", "actually" without commas)
/// are no correction.
struct SelfCorrectionTests {
    @Test(arguments: [
        ("play jazz, no wait, play the blues", "play jazz", "play the blues"),
        ("order a large latte, no, make it a mocha", "order a large latte", "a mocha"),
        ("order a latte no wait a mocha", "order a latte", "a mocha"),
        ("start a run, actually, a walk", "start a run", "a walk"),
        ("pay bob 5 dollars i mean 10 dollars", "pay bob 5 dollars", "10 dollars"),
        ("order a latte, scratch that, order a mocha", "order a latte", "order a mocha"),
        ("order a latte, no, make that a mocha", "order a latte", "a mocha"),
        // "actually no" lost both drinks ("I didn't understand "no". Which coffee?").
        ("order a mocha, actually no, make it a cappuccino", "order a mocha", "a cappuccino"),
        ("order a mocha, no actually, a latte", "order a mocha", "a latte"),
        // The last correction stands.
        ("play jazz no wait play rock no no play blue", "play jazz no wait play rock", "play blue"),
    ])
    func theWordsAfterTheMarkerStand(text: String, before: String, after: String) throws {
        let correction = try #require(SelfCorrection(in: text))
        #expect(correction.before == before)
        #expect(correction.after == after)
    }

    @Test(arguments: [
        "text amy sorry I'm late", "text bob I'm actually late", "no wait", "play jazz no wait",
        "no wait, play jazz", "play jazz, no", "say no to bob", "tell amy actually no I can't come",
    ])
    func wordsThatAreNoCorrection(text: String) {
        #expect(SelfCorrection(in: text) == nil)
    }

    /// A corrected request is one request, not two split at the comma ("play jazz, no" played
    /// jazz before the correction).
    @Test func aCorrectedRequestIsNotSplit() throws {
        let engine = try SeveralRequestsTests.engine()
        let context = SeveralRequestsTests.context
        #expect(engine.requests(in: "play jazz, no, play kind of blue", context: context).count == 1)
        #expect(engine.requests(in: "start a run and play kind of blue", context: context).count == 2)
    }
}
