import Testing

@testable import ErrandConversation

/// With nothing open, what asks nothing of an app hears a short reply, not an apology: "great",
/// after an order was placed, heard "Sorry, I didn't understand that.".
struct SmallTalkTests {
    static func reply(_ text: String) -> String? { SmallTalk.reply(to: AnswerParser.words(text)) }

    @Test(arguments: ["ok", "Great!", "cool", "perfect", "sounds good", "got it", "alright", "OK great"])
    func anAcknowledgementIsTakenIn(_ text: String) {
        #expect(Self.reply(text) == "OK.")
    }

    @Test(arguments: ["thanks", "thank you very much", "ok thanks", "great, thanks a lot", "Cheers!"])
    func thanksAreAnsweredWhateverComesWithThem(_ text: String) {
        #expect(Self.reply(text) == "You're welcome.")
    }

    /// "No thanks" says there is nothing more, rather than thanking; a "no" may lead any of them.
    @Test(arguments: [
        "that's all", "no thanks", "I'm good", "nothing else", "no, i am good", "nope, that's all for now",
    ])
    func nothingMoreToAskIsTakenIn(_ text: String) {
        #expect(Self.reply(text) == "OK.")
    }

    @Test(arguments: ["bye", "see you later", "good night", "thanks, bye"])
    func aGoodbyeIsSaidBack(_ text: String) {
        #expect(Self.reply(text) == "Goodbye.")
    }

    /// A request, or an acknowledgement with one, is no small talk: it goes on to the apps.
    @Test(arguments: [
        "ok order a latte", "great now play jazz", "thanks for the coffee", "good morning playlist", "later today",
        "no sugar",
    ])
    func aRequestIsNoSmallTalk(_ text: String) {
        #expect(Self.reply(text) == nil)
    }
}
