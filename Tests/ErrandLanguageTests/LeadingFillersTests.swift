import Testing

@testable import ErrandLanguage

/// Words said before a request that ask for nothing are taken off before it is read.
struct LeadingFillersTests {
    @Test(arguments: [
        ("hey, play some jazz", "play some jazz", 5), ("ok so order a latte", "order a latte", 6),
        ("um text bob", "text bob", 3), ("play some jazz", "play some jazz", 0),
        // Nothing but fillers, or a greeting that may begin a name or a message, stays.
        ("hey", "hey", 0), ("hello adele", "hello adele", 0), ("okay.", "okay.", 0),
    ])
    func fillersAreTakenOff(text: String, request: String, offset: Int) {
        let stripped = LeadingFillers.stripped(text)
        #expect(stripped.request == request)
        #expect(stripped.offset == offset)
    }
}
