import Testing

@testable import ErrandConversation

/// The category's default success is said before the app's text, but not said twice.
struct SuccessOpeningTests {
    // The default success is said before the app's text, but not said twice: "OK. I added
    // "milk" to your list.", not "OK. Added. I added …".
    @Test func theDefaultSuccessIsNotSaidTwice() {
        #expect(DialogRenderer.opening("OK. Added.", before: "I added \"milk\" to your list.") == "OK.")
        #expect(DialogRenderer.opening("OK. Added.", before: "It's on your list.") == "OK. Added.")
        #expect(DialogRenderer.opening("OK. Added.", before: nil) == "OK. Added.")
        #expect(DialogRenderer.opening("OK. Ordering.", before: "Reordering is easy.") == "OK. Ordering.")
    }
}
