import Testing

@testable import ErrandConversation

/// A body that breaks off once the time is up was still arriving then: the person hears that the
/// app answered too slowly, not that it couldn't be reached, whichever task noticed first.
struct WebhookBodyBrokenOffTests {
    struct HungUp: Error {}

    let deadline = ContinuousClock.now

    @Test func aBodyBrokenOffAfterTheDeadlineIsASlowAnswer() {
        let failure = HTTPClientTransport.brokenOff(
            status: 200, error: HungUp(), at: deadline.advanced(by: .seconds(9)), deadline: deadline,
            waited: "timed out after 1 s")
        #expect(failure.kind == .slowAnswer)
        #expect(failure.detail == "HTTP 200, body still arriving when it timed out after 1 s")
    }

    @Test func aBodyBrokenOffBeforeTheDeadlineIsABrokenConnection() {
        let failure = HTTPClientTransport.brokenOff(
            status: 200, error: HungUp(), at: deadline.advanced(by: .milliseconds(-300)), deadline: deadline,
            waited: "timed out after 1 s")
        #expect(failure.kind == .connection)
        #expect(failure.detail.hasPrefix("HTTP 200, body cut off: "))
    }
}
