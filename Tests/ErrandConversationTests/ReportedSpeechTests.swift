import Testing

@testable import ErrandConversation

/// What to say, from an answer that says it as told to someone: the message is what follows
/// the lead-in ("tell him", "say that", "ask her to"), kept as typed.
struct ReportedSpeechTests {
    @Test(arguments: [
        ("tell him I'm running late", "I'm running late"), ("Tell her that the door is open", "the door is open"),
        ("say that I'll be there at 5", "I'll be there at 5"), ("say hi", "hi"),
        ("ask them to call me back", "call me back"), ("let him know, dinner is at 8", "dinner is at 8"),
        ("just tell her thanks", "thanks"), ("and say see you soon", "see you soon"),
    ])
    func theLeadInIsLeftOut(_ answer: String, _ message: String) {
        #expect(ReportedSpeech.message(in: answer) == message)
    }

    /// Words that only start like a lead-in, or a lead-in with nothing after it, are the message.
    @Test(arguments: ["sayonara", "tell", "say", "telling him was a mistake", "the tell-tale heart", "tell bob hi"])
    func otherWordsAreTheMessage(_ answer: String) {
        #expect(ReportedSpeech.message(in: answer) == answer)
    }
}
