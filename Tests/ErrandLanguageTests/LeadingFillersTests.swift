import Testing

@testable import ErrandLanguage

/// Words said before a request that ask for nothing are taken off before it is read.
struct LeadingFillersTests {
    @Test(arguments: [
        ("hey, play some jazz", "play some jazz", 5), ("ok so order a latte", "order a latte", 6),
        ("um text bob", "text bob", 3), ("play some jazz", "play some jazz", 0),
        // A conjunction that goes on from the last request.
        ("and then play some jazz", "play some jazz", 9),
        // Nothing but fillers, or a greeting that may begin a name or a message, stays.
        ("hey", "hey", 0), ("hello adele", "hello adele", 0), ("okay.", "okay.", 0),
        // What says the person means to do it, where the request starts ("need" was a payee).
        ("I need to pay bob back 20 bucks", "pay bob back 20 bucks", 10),
        ("so i'm gonna order a latte", "order a latte", 13), ("i need to", "i need to", 0),
        ("i needed to go", "i needed to go", 0),
        // "No" before a comma or a clause of the person's is a correction's lead; "no sugar" keeps it.
        ("no i want a latte", "i want a latte", 3), ("no, play some jazz", "play some jazz", 4),
        ("no sugar", "no sugar", 0), ("no", "no", 0),
    ])
    func fillersAreTakenOff(text: String, request: String, offset: Int) {
        let stripped = LeadingFillers.stripped(text)
        #expect(stripped.request == request)
        #expect(stripped.offset == offset)
    }
}

/// A conjunction a request trails off with is taken off; one inside it stays.
struct TrailingConjunctionsTests {
    @Test(arguments: [
        ("play kind of blue and", "play kind of blue"), ("start a run, and then", "start a run"),
        ("play rock and roll", "play rock and roll"), ("and then", "and then"), ("play jazz", "play jazz"),
        ("start a run, then", "start a run"), ("play jazz and also", "play jazz"),
        // Straight after a word, "then" and "also" are the request's own.
        ("text bob see you then", "text bob see you then"), ("tell amy me also", "tell amy me also"),
        // "Instead" says what the request replaces, straight after a word too.
        ("play some jazz instead", "play some jazz"), ("order a mocha, instead", "order a mocha"),
        ("instead", "instead"),
    ])
    func trailingConjunctionsAreTakenOff(text: String, request: String) {
        #expect(TrailingConjunctions.stripped(text) == request)
    }
}
