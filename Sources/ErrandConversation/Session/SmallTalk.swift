/// What a person says that asks nothing of an app, with nothing open: a greeting, thanks, an
/// acknowledgement of what was done ("ok", "great"), or a goodbye. Each hears a short reply, no
/// apology: "Sorry, I didn't understand that." for "great", after an order was placed, read as
/// if the person had asked for something and failed. The guidelines ask for no unnecessary
/// words, so the replies are as short as they can be.
enum SmallTalk {
    static let greetings: Set<String> = ["hi", "hello", "hey", "hey there", "hi there", "good morning", "good evening"]
    static let howAreYou: Set<String> = ["how are you", "how are you doing", "how's it going", "how are things"]
    /// Words that thank, alone or with an acknowledgement: "thanks", "ok thank you", "great, cheers".
    private static let thanking: Set<String> = ["thanks", "thank", "thx", "ty", "cheers"]
    /// Ways of taking in what was said or done.
    private static let acknowledgements: Set<String> = [
        "ok", "okay", "k", "great", "cool", "perfect", "awesome", "nice", "good", "sounds good", "got it", "alright",
        "all right", "sure", "fine", "excellent", "wonderful", "lovely", "brilliant", "ok great", "ok cool",
        "ok good", "okay great", "okay cool", "that's great", "very good", "good job", "nice one", "understood",
        "noted", "i see", "ah ok", "ah okay",
    ]
    /// Ways of saying there is nothing more to ask, after a "no" or not: "no, i'm good", "nope,
    /// that's all".
    private static let finished: Set<String> = [
        "that's all", "that's it", "that is all", "that's everything", "that will be all", "nothing else",
        "nothing", "no", "nope", "nah", "no thanks", "no thank you", "i'm good", "i'm done", "all done", "we're done",
        "i'm all set", "i am good", "i'm fine", "i am fine", "i am done", "i am all set", "all set",
        "that's all for now", "that is all for now", "nothing else for now", "nothing for now",
    ]
    private static let refusals: Set<String> = ["no", "nope", "nah"]
    private static let goodbyes: Set<String> = [
        "bye", "goodbye", "good bye", "bye bye", "see you", "see you later", "see ya", "later", "good night",
        "goodnight", "talk to you later", "ttyl",
    ]

    /// The reply to `words` (normalised, as `AnswerParser.words` gives them), or `nil` when
    /// they are no small talk.
    static func reply(to words: [String]) -> String? {
        let said = words.joined(separator: " ")
        if greetings.contains(said) { return "Hi. What can I do for you?" }
        if howAreYou.contains(said) { return "I'm well, thanks. What can I do for you?" }
        let unthanked = words.filter { !thanking.contains($0) && !AnswerParser.politeWords.contains($0) }
        let rest = unthanked.joined(separator: " ")
        // NB: "see you later" keeps its "you", which is a polite word elsewhere.
        let unrefused = (refusals.contains(words.first ?? "") ? unthanked.dropFirst() : [])
            .joined(separator: " ")
        for phrase in [said, rest, unrefused] {
            if finished.contains(phrase) { return "OK." }
            if goodbyes.contains(phrase) { return "Goodbye." }
        }
        // NB: "thank you very much", "great, thanks a lot": thanks, however much.
        let beyondThanks = unthanked.filter { !["very", "much", "so", "a", "lot"].contains($0) }
        if words.contains(where: thanking.contains),
            beyondThanks.isEmpty || acknowledgements.contains(beyondThanks.joined(separator: " "))
        {
            return "You're welcome."
        }
        return acknowledgements.contains(rest) ? "OK." : nil
    }
}
